-- Staff insights (docs/insights.md): per completed attempt and question asked, what the insights count, so
-- their figures are SQL aggregates over narrow rows instead of every attempt's answers. Derived data: the
-- server writes it from the attempt's answers and the content the first time the insights read the attempt
-- (server/services/insights/answer-facts.ts) and it can be rebuilt at any time by emptying both tables. An
-- attempt that goes goes with its facts.
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

-- The completed attempts whose facts are written (an attempt that asked no question has no fact rows).
CREATE TABLE answer_facts_done (
  attempt_id text PRIMARY KEY REFERENCES survey_attempts (id) ON DELETE CASCADE
);
