-- PostgreSQL servers organisations can live on besides the main one ('default': DATABASE_URL,
-- never listed here). strata.tenants.cluster names one of them. A cluster holds tenant schemas
-- and its own copy of this platform schema (for the per-organisation rows that move with an
-- organisation: credentials, identities, magic links, idempotency keys).
CREATE TABLE strata.clusters (
  name text PRIMARY KEY CHECK (name ~ '^[a-z][a-z0-9-]{0,62}$' AND name <> 'default'),
  url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Set while `strata tenant move` copies the organisation to this cluster: writes answer 503
-- ERR_TENANT_MOVING, reads go on.
ALTER TABLE strata.tenants ADD COLUMN moving_to text;
