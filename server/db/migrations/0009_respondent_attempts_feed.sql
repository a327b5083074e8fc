-- Per-respondent change feed: API processes cache each respondent's attempt summaries and must
-- learn when any process changes them. Every row written in survey_attempts notifies channel
-- `skills55_changes` with `<schema>.respondent:<respondent id>` (the old and the new respondent when an
-- adoption moves an attempt), and so does every respondent changed or removed (an account deletion marks it
-- anonymised or deletes it). A TRUNCATE notifies `<schema>.respondent:*`: every respondent may have changed.
-- Row-level on purpose: a submit writes one row, and PostgreSQL folds identical notifications of one
-- transaction into one. An update of columns no summary shows (the language, the answers alone) is quiet.

CREATE FUNCTION respondent_attempts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.respondent_id IS NOT NULL THEN
    PERFORM pg_notify('skills55_changes', TG_TABLE_SCHEMA || '.respondent:' || OLD.respondent_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.respondent_id IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW.respondent_id IS DISTINCT FROM OLD.respondent_id) THEN
    PERFORM pg_notify('skills55_changes', TG_TABLE_SCHEMA || '.respondent:' || NEW.respondent_id);
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION respondent_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('skills55_changes', TG_TABLE_SCHEMA || '.respondent:' || OLD.id);
  RETURN NULL;
END $$;

CREATE FUNCTION every_respondent_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('skills55_changes', TG_TABLE_SCHEMA || '.respondent:*');
  RETURN NULL;
END $$;

CREATE TRIGGER survey_attempts_respondent_written AFTER INSERT OR DELETE ON survey_attempts
  FOR EACH ROW EXECUTE FUNCTION respondent_attempts_changed();
CREATE TRIGGER survey_attempts_respondent_updated
  AFTER UPDATE OF respondent_id, topic_id, results, fetched, created_at, updated_at, completed_at, abandoned_at
  ON survey_attempts
  FOR EACH ROW EXECUTE FUNCTION respondent_attempts_changed();
CREATE TRIGGER survey_attempts_truncated AFTER TRUNCATE ON survey_attempts
  FOR EACH STATEMENT EXECUTE FUNCTION every_respondent_changed();

CREATE TRIGGER respondents_changed AFTER UPDATE OR DELETE ON respondents
  FOR EACH ROW EXECUTE FUNCTION respondent_changed();
CREATE TRIGGER respondents_truncated AFTER TRUNCATE ON respondents
  FOR EACH STATEMENT EXECUTE FUNCTION every_respondent_changed();
