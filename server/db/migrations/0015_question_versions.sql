-- Question versions (docs/content.md "Versions of a question"): a change of what an answer means or how it
-- scores, made to a question that attempts have already asked, never rewrites it. The question as it was is
-- frozen (hidden from new attempts with deleted_at, its choices and answer keys kept as they are) and the
-- changed one becomes a new row with the next version, naming the one it replaces. Stored attempts keep
-- naming the old row, so their answers, results and export stay as they were answered and scored; a text-only
-- correction stays in place and makes no version. Existing questions are version 1.
ALTER TABLE questions ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE questions ADD COLUMN replaces_id integer REFERENCES questions (id);

-- A question is replaced at most once: versions form one line, never a fork.
CREATE UNIQUE INDEX questions_replaces_key ON questions (replaces_id) WHERE replaces_id IS NOT NULL;
