-- Sign-in hand-overs (issue 35 item 4): a provider sign-in or a new trial organisation sends the
-- browser back with a one-time code in the fragment, never the access token itself; the page
-- exchanges the code by POST /api/handover for a session. Only the code's hash is stored, a row
-- is deleted when it is used (single use) and is worthless after expires_at (a minute). A code of
-- a flow the browser started itself carries the hash of a nonce that browser keeps
-- (sessionStorage): without it the code opens nothing, so a link crafted by someone else cannot
-- swap the signed-in user's session.
CREATE TABLE strata.handover_codes (
  code_hash bytea PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES strata.tenants (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  nonce_hash bytea,
  expires_at timestamptz NOT NULL
);
CREATE INDEX handover_codes_expires_idx ON strata.handover_codes (expires_at);

-- the nonce a provider sign-in's browser sent with its start, passed on to its hand-over code
ALTER TABLE strata.oauth_states ADD COLUMN handover_nonce_hash bytea;
