-- Change feed: API processes cache the questionnaire content and sessions, and must learn when
-- another process (or the CLI) changes them. Every statement that writes content bumps content_version
-- (read by a process whose LISTEN connection is down) and notifies channel `skills55_changes` with
-- `<schema>.<table>` (a listener ignores other schemas' changes: tests share a database, one schema each); removing sessions and changing or deleting users notify too. Statement-level triggers: a
-- bulk change notifies once, and PostgreSQL folds identical notifications of one transaction into one.

CREATE TABLE content_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
INSERT INTO content_version (id, version) VALUES (true, 1);

CREATE FUNCTION content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_version SET version = version + 1 WHERE id;
  PERFORM pg_notify('skills55_changes', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME);
  RETURN NULL;
END $$;

CREATE FUNCTION sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('skills55_changes', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME);
  RETURN NULL;
END $$;

CREATE TRIGGER topics_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON topics
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER sub_topics_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sub_topics
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER questions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON questions
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER question_options_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON question_options
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER rating_levels_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rating_levels
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed();

CREATE TRIGGER users_changed AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_changed();
CREATE TRIGGER auth_tokens_removed AFTER DELETE OR TRUNCATE ON auth_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_changed();
