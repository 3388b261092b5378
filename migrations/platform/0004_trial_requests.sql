-- Trial polling (POST /api/trial). A poll finds its own request by an argon2id hash of it
-- (requester, organisation, email and password; the password itself is never stored), a failure
-- is reported once, and only one provisioning per organisation name can be pending at a time,
-- across every API process.
ALTER TABLE strata.trial_requests
  ADD COLUMN request_hash text,
  ADD COLUMN tenant_id uuid,
  ADD COLUMN reported_at timestamptz;

CREATE UNIQUE INDEX trial_requests_pending_org_key
  ON strata.trial_requests (lower(organization))
  WHERE status = 'pending';

CREATE INDEX trial_requests_requester_org_idx
  ON strata.trial_requests (requester, lower(organization));
