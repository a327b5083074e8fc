-- Demographics as they were: the coded profile values the export uses are stored with the attempt
-- when it is completed, so a later profile edit (a birthday, a new job) never changes a past row. A
-- trigger does it, so every path that completes an attempt (a submit, an adoption that completes, a bulk
-- insert of completed attempts) records it. Attempts completed before this migration keep `profile` NULL:
-- the export then uses the current profile and marks the row so.
ALTER TABLE survey_attempts ADD COLUMN profile jsonb;

CREATE FUNCTION attempt_profile_at_completion() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.completed_at IS NOT NULL AND NEW.profile IS NULL AND NEW.respondent_id IS NOT NULL
     AND (TG_OP = 'INSERT' OR OLD.completed_at IS NULL) THEN
    SELECT jsonb_build_object(
             'country', u.country, 'residence', u.residence, 'education', u.education, 'gender', u.gender,
             'age', u.age, 'employment', u.employment, 'unemployed_months', u.unemployed_months,
             'job_fields', to_jsonb(u.job_fields))
      INTO NEW.profile
      FROM users u WHERE u.respondent_id = NEW.respondent_id;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER survey_attempts_profile BEFORE INSERT OR UPDATE OF completed_at ON survey_attempts
  FOR EACH ROW EXECUTE FUNCTION attempt_profile_at_completion();
