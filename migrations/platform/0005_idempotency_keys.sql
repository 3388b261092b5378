-- Idempotency keys of data writes (api/src/records/idempotency). A client sends the same
-- Idempotency-Key header when it retries /api/update or /api/executemultiple; the first write
-- stores its key, a hash of its request and its answer in the write's own transaction, so a
-- write that committed always has its key and a retry gets the same answer without running
-- again. Keys belong to one user of one organisation and are worthless after expires_at (24 h);
-- expired rows are deleted lazily by later writes of the organisation.
CREATE TABLE strata.idempotency_keys (
  tenant_id uuid NOT NULL REFERENCES strata.tenants (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  key text NOT NULL,
  request_hash bytea NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, user_id, key)
);
CREATE INDEX idempotency_keys_expires_idx ON strata.idempotency_keys (tenant_id, expires_at);
