-- Client times inside the attempt's life (docs/research-data.md, "Times"): the server moves every time a
-- submit sends for an answer (started_at, each updated_at entry) into the span from the attempt's creation
-- to the submit, and marks the answer `clamped: true` for good. server/services/survey/answer-times.ts does
-- it before an answer is stored. The submit that completes nothing (0010) does not read the attempt, so it
-- cannot know the creation time: it now takes the earliest time of the answers it is given and stores them
-- only when the attempt was created no later (NULL: no time was sent). Otherwise it stores nothing and the
-- caller takes the long way, which reads the attempt and moves the times. It also keeps an answer's
-- `clamped` mark when the new answer lacks one, as it keeps the times the new answer leaves out.
DROP FUNCTION store_answers_at_once(jsonb, timestamptz, text, uuid, timestamptz, integer[]);

CREATE FUNCTION store_answers_at_once(
  fresh_answers jsonb,
  now_at timestamptz,
  attempt_id text,
  caller_respondent uuid,
  sent_version timestamptz,
  submitted_questions integer[],
  earliest_moment timestamptz
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
        )
        || jsonb_strip_nulls(jsonb_build_object('clamped', answers -> fresh.key -> 'clamped'))
        || fresh.value
      )
      FROM jsonb_each(fresh_answers) AS fresh
    ), '{}'::jsonb),
    updated_at = greatest(now_at, updated_at + interval '1 millisecond')
  WHERE id = attempt_id
    AND respondent_id IS NOT DISTINCT FROM caller_respondent
    AND completed_at IS NULL
    AND abandoned_at IS NULL
    AND updated_at <= sent_version
    AND (earliest_moment IS NULL OR created_at <= earliest_moment)
    AND question_ids @> submitted_questions
  RETURNING (extract(epoch FROM updated_at) * 1000)::float8 INTO version;
  RETURN version;
END $$;
