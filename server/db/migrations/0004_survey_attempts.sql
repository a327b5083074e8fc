-- Survey attempts (docs/product/choices.md). An attempt belongs to a respondent (the anonymous identity
-- that outlives the account), or to nobody while an anonymous visitor takes it (user 0 in docs/product/data.md): then
-- its random id is the only key to it, until a logged-in submit adopts it.
CREATE TABLE survey_attempts (
  id text PRIMARY KEY,
  respondent_id uuid REFERENCES respondents (id),
  topic_id integer NOT NULL REFERENCES topics (id),
  language text NOT NULL,
  -- The questions asked, in order, fixed when the attempt is made; a question deleted later is skipped.
  question_ids integer[] NOT NULL,
  -- {"<question id>": [option ids in the order shown]}: shuffled once, stable across resume and language.
  option_order jsonb NOT NULL,
  -- {"<question id>": {"answered": …, "started_at": …, "updated_at": […], "pasted": …}}
  answers jsonb NOT NULL DEFAULT '{}',
  -- [{"sub_topic_id", "actual_points", "total_points", "level", "levels"}], set once at completion.
  results jsonb,
  fetched boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  -- Set when a retry discards the unfinished attempt; it is kept but never shown again.
  abandoned_at timestamptz
);
-- At most one unfinished attempt per respondent and topic.
CREATE UNIQUE INDEX survey_attempts_one_open_key ON survey_attempts (respondent_id, topic_id)
  WHERE completed_at IS NULL AND abandoned_at IS NULL AND respondent_id IS NOT NULL;
CREATE INDEX survey_attempts_respondent_idx ON survey_attempts (respondent_id, topic_id, completed_at DESC);
CREATE INDEX survey_attempts_completed_idx ON survey_attempts (topic_id, completed_at) WHERE completed_at IS NOT NULL;
