-- "Connect Microsoft 365" flows in flight (api/src/integrations/microsoft). One row per started
-- consent, holding what the callback needs: the organisation and user who started it, the PKCE
-- verifier and where to send the browser back. Only a hash of the state value is stored; a row
-- is deleted when the callback uses it (single use) and is worthless after expires_at.
CREATE TABLE strata.microsoft_connect_states (
  state_hash bytea PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES strata.tenants (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  code_verifier text NOT NULL,
  return_path text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX microsoft_connect_states_expires_idx ON strata.microsoft_connect_states (expires_at);
