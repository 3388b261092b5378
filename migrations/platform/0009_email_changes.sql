-- A user's change of their own sign-in email in flight (api/src/auth/email-change): asked for
-- with the current password, confirmed by the link mailed to the new address. Only a hash of
-- the link's secret is stored; a row is used once, superseded by a newer request of the same
-- user, and worthless after expires_at.
CREATE TABLE strata.email_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES strata.tenants (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  new_email text NOT NULL,
  secret_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  superseded_at timestamptz
);
CREATE INDEX email_changes_user_idx ON strata.email_changes (tenant_id, user_id);
CREATE INDEX email_changes_expires_idx ON strata.email_changes (expires_at);
