-- Withdrawal: a deleted account leaves its person's survey attempts as anonymous data only (docs/
-- research-data.md, "Withdrawal: a deleted account"). withdraw_attempts is that rule, the one place it is
-- written: every deletion of an account runs it in the deletion's transaction (server/services/survey/
-- withdrawn-attempts.ts), and the end of this file runs it for the accounts deleted before this version.
-- Unfinished attempts of the respondents go. Completed ones keep their coded answers and results but lose
-- the profile stored at completion, the link to the respondent (NULL, as an anonymous attempt has) and the
-- text of every free-text (TXT) answer: the answer stays, with an empty text, `withdrawn: true`, its times
-- and its paste flag, so the data still says the question was answered.
CREATE OR REPLACE FUNCTION withdraw_attempts(withdrawn uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM survey_attempts WHERE respondent_id = ANY (withdrawn) AND completed_at IS NULL;
  UPDATE survey_attempts AS attempt SET
    respondent_id = NULL,
    profile = NULL,
    answers = (
      SELECT coalesce(jsonb_object_agg(
        answer.key,
        CASE WHEN question.type = 'TXT'
          THEN answer.value || '{"answered": "", "withdrawn": true}'::jsonb
          ELSE answer.value
        END
      ), '{}'::jsonb)
      FROM jsonb_each(attempt.answers) AS answer
      LEFT JOIN questions AS question ON question.id::text = answer.key
    )
  WHERE attempt.respondent_id = ANY (withdrawn);
END $$;

-- Accounts deleted before this version: their attempts still name a respondent no user has.
SELECT withdraw_attempts(ARRAY(
  SELECT DISTINCT attempt.respondent_id
  FROM survey_attempts AS attempt
  WHERE attempt.respondent_id IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM users WHERE users.respondent_id = attempt.respondent_id)
));

-- Their respondent ids were kept only because those attempts referred to them; nothing needs them now.
DELETE FROM respondents
WHERE NOT EXISTS (SELECT 1 FROM users WHERE users.respondent_id = respondents.id)
  AND NOT EXISTS (SELECT 1 FROM survey_attempts WHERE survey_attempts.respondent_id = respondents.id);
