-- Audit trail: one row per staff action that changes content or takes personal data out, and per operator
-- action on the whole database (backups, restores, moves, staff accounts made), docs/operations.md "Audit
-- trail". Who did it is kept as it was then: the staff account's id (no reference: the entry outlives the
-- account) and its e-mail, or 'command line' (with the operating system's user), 'scheduled' or 'server
-- start'. `details` says what changed (ids, fields before and after, languages, counts, filters), never a
-- respondent's personal data or answer text, never a password or token.
--
-- Append-only in the database itself: a row trigger refuses UPDATE and DELETE, a statement trigger
-- TRUNCATE. The one exception is the retention rule (docs/decisions/operations.md), whose transaction sets
-- skills55.audit_retention to 'on' (set_config(…, true): it lasts to the end of that transaction only). A
-- restore loads rows with the table's triggers disabled, as it does for every table.
CREATE TABLE audit_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id integer,
  actor text NOT NULL,
  os_user text,
  source text NOT NULL CHECK (source IN ('api', 'cli', 'schedule')),
  request_id text NOT NULL,
  action text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX audit_entries_action_idx ON audit_entries (action, id);
CREATE INDEX audit_entries_at_idx ON audit_entries (at);

CREATE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('skills55.audit_retention', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit entries are append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE TRIGGER audit_entries_append_only BEFORE UPDATE OR DELETE ON audit_entries
  FOR EACH ROW EXECUTE FUNCTION audit_entries_append_only();
CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON audit_entries
  FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_append_only();
