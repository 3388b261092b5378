-- What sign-in needs, kept outside tenant schemas so the data API can never reach it.

-- Password hashes (argon2id) per tenant user; the user row itself lives in the tenant schema.
CREATE TABLE strata.credentials (
  tenant_id uuid NOT NULL REFERENCES strata.tenants (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  password_hash text NOT NULL,
  must_change boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id)
);

-- Sessions: only a hash of the access token is stored; each is bound to one tenant and user.
CREATE TABLE strata.sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash bytea NOT NULL UNIQUE,
  tenant_id uuid NOT NULL REFERENCES strata.tenants (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  idle_expires_at timestamptz NOT NULL,
  absolute_expires_at timestamptz NOT NULL,
  read_count bigint NOT NULL DEFAULT 0,
  ip text,
  user_agent text
);
CREATE INDEX sessions_tenant_user_idx ON strata.sessions (tenant_id, user_id);
CREATE INDEX sessions_idle_expires_idx ON strata.sessions (idle_expires_at);

-- Magic links: single use, short-lived, newest-only per user (older ones are superseded).
CREATE TABLE strata.magic_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES strata.tenants (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  secret_hash bytea NOT NULL UNIQUE,
  reason text NOT NULL DEFAULT 'LOGIN',
  return_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  superseded_at timestamptz
);
CREATE INDEX magic_links_tenant_user_idx ON strata.magic_links (tenant_id, user_id);

-- External identities (OAuth / OpenID Connect), keyed on issuer + subject, never on email.
CREATE TABLE strata.identities (
  issuer text NOT NULL,
  subject text NOT NULL,
  tenant_id uuid NOT NULL REFERENCES strata.tenants (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  PRIMARY KEY (issuer, subject, tenant_id)
);

-- Sign-up proof-of-work puzzles: single use, expiring, bound to the requester.
CREATE TABLE strata.puzzles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  salt text NOT NULL,
  hash text NOT NULL,
  requester text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Fixed-window counters for rate limits when Redis is not configured.
CREATE TABLE strata.rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  blocked_until timestamptz
);

-- Trial sign-ups provisioned in the background (the client polls while status is pending).
CREATE TABLE strata.trial_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization text NOT NULL,
  requester text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
  error_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX trial_requests_org_idx ON strata.trial_requests (lower(organization));

-- Client error reports (POST /api/apperror), size-limited by the route.
CREATE TABLE strata.app_errors (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id uuid REFERENCES strata.tenants (id) ON DELETE CASCADE,
  user_id uuid,
  body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
