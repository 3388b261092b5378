import type { BlobStore } from '../../blobs/blob-store.js';
import { type OriginSettings, tenantOrigin } from '../../config/tenant-origin.js';
import type { DatabasePool } from '../../db/types.js';
import { type ProvisionResult, provisionTenant } from '../../provisioning/provision-tenant.js';
import type { SignupForm } from './signup-form.js';

/** What a successful sign-up or trial answers. */
export type SignupSuccess = { ok: true; organization: string; url: string };

/**
 * Creates the organisation of a sign-up or trial through the one provisioning function the CLI
 * uses too; the person becomes its administrator with the password they chose.
 */
export function provisionSignup(
  pool: DatabasePool,
  form: SignupForm,
  blobs?: BlobStore,
): Promise<ProvisionResult> {
  return provisionTenant(
    pool,
    {
      organization: form.organization,
      // one of the trial templates' allow-list, checked by parseSignupForm
      template: form.template,
      admin: { email: form.email, name: form.person, password: form.password },
    },
    blobs ? { blobs } : {},
  );
}

/** The answer: the organisation and its sign-in page, built from configuration, never the request. */
export function signupSuccess(env: OriginSettings, organization: string): SignupSuccess {
  return { ok: true, organization, url: `${tenantOrigin(env, organization)}/login` };
}
