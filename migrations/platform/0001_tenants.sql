-- The tenant registry: one row per organisation. Names are stored lower-case and unique
-- case-insensitively; the schema name is derived from the id (tenancy/schema-name.ts).
CREATE TABLE strata.tenants (
  id uuid PRIMARY KEY,
  name text NOT NULL CHECK (name = lower(name) AND length(name) BETWEEN 2 AND 63),
  display_name text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 200),
  schema_name text NOT NULL UNIQUE CHECK (schema_name ~ '^tenant_[0-9a-f]{32}$'),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended', 'deleting')),
  template text NOT NULL,
  -- which PostgreSQL cluster holds the schema (scale-out: tenants spread over clusters)
  cluster text NOT NULL DEFAULT 'default',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX tenants_name_lower_key ON strata.tenants (lower(name));
