-- Questionnaire content (docs/product/choices.md). Texts are jsonb {en, cs, …} with English required.
-- Nothing is ever deleted: `deleted_at` hides a row from new attempts while the attempts, answers and
-- results that refer to it keep their meaning. `key` is the stable name of a row in the seed files
-- (server/content/topics/*.json), so a reload updates texts in place; rows made by staff have no key.

CREATE TABLE topics (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key text UNIQUE,
  tool text NOT NULL CHECK (tool IN ('general', 'wlb')),
  position integer NOT NULL DEFAULT 0,
  name jsonb NOT NULL CHECK (name ? 'en'),
  description jsonb NOT NULL DEFAULT '{}',
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX topics_tool_idx ON topics (tool, position, id) WHERE deleted_at IS NULL;

CREATE TABLE sub_topics (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  topic_id integer NOT NULL REFERENCES topics (id),
  key text,
  position integer NOT NULL DEFAULT 0,
  name jsonb NOT NULL CHECK (name ? 'en'),
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (topic_id, key)
);
CREATE INDEX sub_topics_topic_idx ON sub_topics (topic_id, position, id);

-- Rating level n of a sub-topic (1..n): its title and what to do next.
CREATE TABLE rating_levels (
  sub_topic_id integer NOT NULL REFERENCES sub_topics (id),
  level integer NOT NULL CHECK (level >= 1),
  title jsonb NOT NULL CHECK (title ? 'en'),
  recommendation jsonb NOT NULL CHECK (recommendation ? 'en'),
  PRIMARY KEY (sub_topic_id, level)
);

CREATE TABLE questions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sub_topic_id integer NOT NULL REFERENCES sub_topics (id),
  key text,
  type text NOT NULL CHECK (type IN ('OCA', 'MCA', 'TXT', 'DND', 'SCL', 'ASG')),
  text jsonb NOT NULL CHECK (text ? 'en'),
  evaluated boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0 CHECK (position >= 0),
  can_be_none boolean NOT NULL DEFAULT false,
  -- [{ "url": "/content/images/….svg", "alt": { "en": …, … } }]
  images jsonb NOT NULL DEFAULT '[]',
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (sub_topic_id, key)
);
CREATE INDEX questions_sub_topic_idx ON questions (sub_topic_id, position, id);

-- The answer choices of every type, with their answer keys (which never reach respondents):
--   kind 'option' (OCA, MCA, ASG columns): `correct` for OCA and MCA;
--   kind 'item'   (DND): `correct_position`, 0-based;
--   kind 'grade'  (SCL): `point`, 0 to n-1 in order;
--   kind 'row'    (ASG): `correct_option_id`, an option of the same question.
CREATE TABLE question_options (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  question_id integer NOT NULL REFERENCES questions (id),
  kind text NOT NULL CHECK (kind IN ('option', 'item', 'grade', 'row')),
  key text,
  position integer NOT NULL DEFAULT 0,
  text jsonb NOT NULL CHECK (text ? 'en'),
  correct boolean NOT NULL DEFAULT false,
  correct_position integer,
  point integer,
  correct_option_id integer REFERENCES question_options (id),
  deleted_at timestamptz,
  UNIQUE (question_id, kind, key)
);
CREATE INDEX question_options_question_idx ON question_options (question_id, kind, position, id);

-- The seed files last loaded (SHA-256 over their bytes), so a restart skips an unchanged set.
CREATE TABLE content_loads (
  hash text PRIMARY KEY,
  loaded_at timestamptz NOT NULL DEFAULT now()
);
