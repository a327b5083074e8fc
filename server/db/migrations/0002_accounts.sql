-- Accounts. Names are unqualified so the same file works in public and in a test's own schema.

-- A respondent is the anonymous identity survey answers point at. It outlives the account: deleting an
-- account deletes the users row (all personal data) and keeps the respondent only if answers refer to it.
CREATE TABLE respondents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  anonymised_at timestamptz
);

CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  respondent_id uuid NOT NULL UNIQUE REFERENCES respondents (id),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 320),
  password_hash text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  -- Profile answers (docs/product/data.md); null for staff accounts made without a profile.
  country text,
  residence text,
  education text,
  gender text,
  age integer,
  employment boolean,
  unemployed_months integer,
  job_fields text[] NOT NULL DEFAULT '{}',
  language text NOT NULL DEFAULT 'en',
  is_staff boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT false,
  activated_at timestamptz,
  last_login_at timestamptz,
  password_changed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- E-mail addresses are unique whatever their case.
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));
-- The retention job looks for accounts unused for a year.
CREATE INDEX users_last_seen_idx ON users ((coalesce(last_login_at, created_at)));

-- Session tokens: only the SHA-256 of the token is stored.
CREATE TABLE auth_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  persistent boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id);
CREATE INDEX auth_tokens_expires_idx ON auth_tokens (expires_at);

-- Activation and password-reset links: hashed, expiring, single use.
CREATE TABLE one_time_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('activation', 'reset')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX one_time_tokens_user_idx ON one_time_tokens (user_id, purpose);
CREATE INDEX one_time_tokens_expires_idx ON one_time_tokens (expires_at);

-- Fixed-window counters shared by every API process. The key is a hash of the action and the IP or e-mail.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  window_end timestamptz NOT NULL,
  count integer NOT NULL
);
CREATE INDEX rate_limits_window_end_idx ON rate_limits (window_end);
