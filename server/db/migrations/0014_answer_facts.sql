-- Staff insights (docs/insights.md): per completed attempt and question asked, what the insights count, so
-- their figures are SQL aggregates over narrow rows instead of every attempt's answers. Derived data: the
-- server writes it from the attempt's answers and the content the first time the insights read the attempt
-- (server/services/insights/answer-facts.ts) and it can be rebuilt at any time by emptying answer_facts and
-- putting every completed attempt into answer_facts_pending. An attempt that goes goes with its facts.
CREATE TABLE answer_facts (
  attempt_id text NOT NULL REFERENCES survey_attempts (id) ON DELETE CASCADE,
  question_id integer NOT NULL,
  -- The question's sub-topic when the facts were written.
  sub_topic_id integer NOT NULL,
  -- answered; skipped (no answer stored); empty (an answer with nothing in it: an empty text, list or matching)
  outcome text NOT NULL CHECK (outcome IN ('answered', 'skipped', 'empty')),
  -- The share of the question's points (0 to 1) for an evaluated question, as the research package scores it.
  share double precision CHECK (share BETWEEN 0 AND 1),
  -- Seconds from the question's first start to its answer's last change, as the research package counts them.
  seconds integer,
  -- The options chosen (OCA, SCL, MCA with 0 for "none of the above") or the items and rows put right (DND, ASG).
  choices integer[] NOT NULL DEFAULT '{}',
  -- Scored questions only: the attempt's total share over the sub-topic's scored questions it asked, how many
  -- those are, and whether this is the first of them (one row per attempt and sub-topic carries the total).
  sub_total double precision,
  sub_scored integer,
  sub_first boolean NOT NULL DEFAULT false,
  PRIMARY KEY (attempt_id, question_id)
);

-- The completed attempts whose facts are still to be written: a trigger adds each attempt as it is completed
-- (or arrives completed), and the writer takes them off in the transaction that writes their facts. Every
-- attempt completed before this migration starts in it.
CREATE TABLE answer_facts_pending (
  attempt_id text PRIMARY KEY REFERENCES survey_attempts (id) ON DELETE CASCADE
);

CREATE FUNCTION answer_facts_wanted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO answer_facts_pending (attempt_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;

CREATE TRIGGER survey_attempts_completed_facts
  AFTER UPDATE OF completed_at ON survey_attempts
  FOR EACH ROW WHEN (OLD.completed_at IS NULL AND NEW.completed_at IS NOT NULL)
  EXECUTE FUNCTION answer_facts_wanted();

CREATE TRIGGER survey_attempts_inserted_facts
  AFTER INSERT ON survey_attempts
  FOR EACH ROW WHEN (NEW.completed_at IS NOT NULL)
  EXECUTE FUNCTION answer_facts_wanted();

INSERT INTO answer_facts_pending (attempt_id) SELECT id FROM survey_attempts WHERE completed_at IS NOT NULL;
