-- A submit that completes nothing, as one function: the submit's earlier statement, unchanged, kept in
-- a PL/pgSQL function so that each connection parses and plans it once and reuses the plan. Sent as a
-- statement of its own, it was parsed and planned on every submit: 0.3 to 0.5 ms of CPU on the embedded
-- database, whose one thread also serves every request (docs/decisions/signed-in-api.md). server/services/survey/
-- answers-at-once.ts says when it is used and what its conditions mean. Returns the new version (epoch
-- milliseconds), or NULL when any condition failed and nothing was stored.
CREATE FUNCTION store_answers_at_once(
  fresh_answers jsonb,
  now_at timestamptz,
  attempt_id text,
  caller_respondent uuid,
  sent_version timestamptz,
  submitted_questions integer[]
) RETURNS float8 LANGUAGE plpgsql AS $$
DECLARE
  version float8;
BEGIN
  UPDATE survey_attempts SET
    answers = answers || coalesce((
      SELECT jsonb_object_agg(
        fresh.key,
        jsonb_build_object(
          'started_at', coalesce(answers -> fresh.key -> 'started_at', 'null'::jsonb),
          'updated_at', coalesce(answers -> fresh.key -> 'updated_at', '[]'::jsonb)
        ) || fresh.value
      )
      FROM jsonb_each(fresh_answers) AS fresh
    ), '{}'::jsonb),
    updated_at = greatest(now_at, updated_at + interval '1 millisecond')
  WHERE id = attempt_id
    AND respondent_id IS NOT DISTINCT FROM caller_respondent
    AND completed_at IS NULL
    AND abandoned_at IS NULL
    AND updated_at <= sent_version
    AND question_ids @> submitted_questions
  RETURNING (extract(epoch FROM updated_at) * 1000)::float8 INTO version;
  RETURN version;
END $$;
