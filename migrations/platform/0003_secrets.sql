-- Secrets every API process must share (e.g. the key that signs live-stream tokens), created
-- on first use by the runtime; never exposed through any API.
CREATE TABLE strata.secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
