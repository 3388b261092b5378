-- OAuth / OpenID Connect flows in flight (api/src/auth/oauth). One row per started flow, holding
-- what the callback must check: the nonce and PKCE verifier, the provider, the organisation and
-- the flow it was started for, the browser it was started in (a hash of a cookie value) and
-- where to send the browser afterwards. Only a hash of the state value is stored. A row is
-- deleted when the callback uses it (single use) and is worthless after expires_at (10 minutes).
CREATE TABLE strata.oauth_states (
  state_hash bytea PRIMARY KEY,
  browser_hash bytea NOT NULL,
  provider text NOT NULL,
  flow text NOT NULL CHECK (flow IN ('signin', 'signup')),
  organization text NOT NULL,
  -- the organisation signed in to; a sign-up names one that does not exist yet
  tenant_id uuid REFERENCES strata.tenants (id) ON DELETE CASCADE,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  redirect_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  CHECK ((flow = 'signin') = (tenant_id IS NOT NULL))
);
CREATE INDEX oauth_states_expires_idx ON strata.oauth_states (expires_at);
