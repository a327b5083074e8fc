-- Translation history: every change of a content text, per language, with who, when, the old and
-- the new value and where it came from (editor, import, seed, revert). Row triggers record it, so every path
-- that writes a text (the question editor, a translation import, `cli seed`) is covered. The writer names
-- the source and the staff member with set_config('skills55.text_source' | 'skills55.actor', …, true);
-- a write that names none is the editor's.
--
-- A unit is one text of one row: topic.<id>.name, topic.<id>.description, subtopic.<id>.name,
-- level.<sub_topic_id>.<level>.title | .recommendation, question.<id>.text, question.<id>.image.<n>.alt,
-- option.<id>.text. translation_states holds the states that cannot be read off the texts: a translation
-- whose English changed after it was written "needs-review"; one a reviewer confirmed is "reviewed".
CREATE TABLE text_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  unit_id text NOT NULL,
  language text NOT NULL,
  old_value text,
  new_value text,
  source text NOT NULL CHECK (source IN ('editor', 'import', 'seed', 'revert')),
  changed_by integer REFERENCES users(id) ON DELETE SET NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX text_changes_unit_idx ON text_changes (unit_id, language, id);

CREATE TABLE translation_states (
  unit_id text NOT NULL,
  language text NOT NULL,
  state text NOT NULL CHECK (state IN ('needs-review', 'reviewed')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (unit_id, language)
);

-- One unit's change from `old_text` to `new_text` ({en, cs, …}). A changed English text marks the
-- translations that stayed as they were "needs-review"; a changed translation loses its state (it is
-- then "translated" until a reviewer or an import says "reviewed").
CREATE FUNCTION record_text_change(unit text, old_text jsonb, new_text jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  lang text;
  before text;
  after text;
  english_changed boolean := (old_text ->> 'en') IS DISTINCT FROM (new_text ->> 'en');
BEGIN
  FOR lang IN SELECT jsonb_object_keys(coalesce(old_text, '{}'::jsonb) || coalesce(new_text, '{}'::jsonb)) LOOP
    before := old_text ->> lang;
    after := new_text ->> lang;
    IF before IS DISTINCT FROM after THEN
      INSERT INTO text_changes (unit_id, language, old_value, new_value, source, changed_by)
      VALUES (unit, lang, before, after,
              coalesce(nullif(current_setting('skills55.text_source', true), ''), 'editor'),
              nullif(current_setting('skills55.actor', true), '')::integer);
      IF lang <> 'en' THEN
        DELETE FROM translation_states WHERE unit_id = unit AND language = lang;
      END IF;
    ELSIF english_changed AND lang <> 'en' AND after IS NOT NULL THEN
      INSERT INTO translation_states (unit_id, language, state) VALUES (unit, lang, 'needs-review')
      ON CONFLICT (unit_id, language) DO UPDATE SET state = 'needs-review', updated_at = now();
    END IF;
  END LOOP;
END $$;

CREATE FUNCTION content_text_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n integer;
BEGIN
  IF TG_TABLE_NAME = 'topics' THEN
    PERFORM record_text_change('topic.' || NEW.id || '.name', OLD.name, NEW.name);
    PERFORM record_text_change('topic.' || NEW.id || '.description', OLD.description, NEW.description);
  ELSIF TG_TABLE_NAME = 'sub_topics' THEN
    PERFORM record_text_change('subtopic.' || NEW.id || '.name', OLD.name, NEW.name);
  ELSIF TG_TABLE_NAME = 'rating_levels' THEN
    PERFORM record_text_change('level.' || NEW.sub_topic_id || '.' || NEW.level || '.title', OLD.title, NEW.title);
    PERFORM record_text_change('level.' || NEW.sub_topic_id || '.' || NEW.level || '.recommendation',
                               OLD.recommendation, NEW.recommendation);
  ELSIF TG_TABLE_NAME = 'questions' THEN
    PERFORM record_text_change('question.' || NEW.id || '.text', OLD.text, NEW.text);
    FOR n IN 0 .. greatest(jsonb_array_length(OLD.images), jsonb_array_length(NEW.images)) - 1 LOOP
      PERFORM record_text_change('question.' || NEW.id || '.image.' || n || '.alt',
                                 OLD.images -> n -> 'alt', NEW.images -> n -> 'alt');
    END LOOP;
  ELSIF TG_TABLE_NAME = 'question_options' THEN
    PERFORM record_text_change('option.' || NEW.id || '.text', OLD.text, NEW.text);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER topics_text_history AFTER UPDATE OF name, description ON topics
  FOR EACH ROW EXECUTE FUNCTION content_text_changed();
CREATE TRIGGER sub_topics_text_history AFTER UPDATE OF name ON sub_topics
  FOR EACH ROW EXECUTE FUNCTION content_text_changed();
CREATE TRIGGER rating_levels_text_history AFTER UPDATE OF title, recommendation ON rating_levels
  FOR EACH ROW EXECUTE FUNCTION content_text_changed();
CREATE TRIGGER questions_text_history AFTER UPDATE OF text, images ON questions
  FOR EACH ROW EXECUTE FUNCTION content_text_changed();
CREATE TRIGGER question_options_text_history AFTER UPDATE OF text ON question_options
  FOR EACH ROW EXECUTE FUNCTION content_text_changed();
