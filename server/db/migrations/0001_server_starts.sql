-- Each server start is recorded; /testing's SQL check reads it, which also shows that data survives restarts.
CREATE TABLE server_starts (
  id serial PRIMARY KEY,
  started_at timestamptz NOT NULL DEFAULT now(),
  database_kind text NOT NULL
);
