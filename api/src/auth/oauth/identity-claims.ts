import { z } from 'zod';
import { oauthFailed } from '../../errors/common-errors.js';

/** Who the provider says signed in, from a validated ID token. */
export type ExternalIdentity = {
  /** The token's `iss` (for Microsoft: the user's directory, not "common"). */
  issuer: string;
  subject: string;
  email?: string;
  /** Only true when the provider says so (Apple sends the string "true"). */
  emailVerified: boolean;
  name?: string;
};

const text = (max: number) => z.string().trim().min(1).max(max);

const claimsSchema = z.object({
  iss: text(500),
  sub: text(255),
  email: z.string().trim().max(320).email().optional().catch(undefined),
  email_verified: z.union([z.boolean(), z.string()]).optional().catch(undefined),
  name: text(200).optional().catch(undefined),
  given_name: text(100).optional().catch(undefined),
  family_name: text(100).optional().catch(undefined),
});

/** Apple sends the name once, outside the ID token, as JSON in the form field `user`. */
const appleUser = z.object({
  name: z.object({ firstName: text(100).optional(), lastName: text(100).optional() }).optional(),
});

/**
 * The identity in an ID token's claims (already verified by openid-client). `appleUserField`
 * is Apple's unsigned `user` form field: it only ever supplies a display name.
 */
export function identityFromClaims(claims: unknown, appleUserField?: string): ExternalIdentity {
  const parsed = claimsSchema.safeParse(claims);
  if (!parsed.success) throw oauthFailed();
  const c = parsed.data;
  const name =
    c.name ??
    joinName(c.given_name, c.family_name) ??
    (appleUserField ? nameFromAppleUser(appleUserField) : undefined);
  return {
    issuer: c.iss,
    subject: c.sub,
    emailVerified: c.email_verified === true || c.email_verified === 'true',
    ...(c.email ? { email: c.email.toLowerCase() } : {}),
    ...(name ? { name } : {}),
  };
}

function joinName(first?: string, last?: string): string | undefined {
  const name = [first, last].filter(Boolean).join(' ').trim();
  return name === '' ? undefined : name.slice(0, 200);
}

function nameFromAppleUser(field: string): string | undefined {
  if (field.length > 2000) return undefined;
  try {
    const parsed = appleUser.safeParse(JSON.parse(field));
    return parsed.success ? joinName(parsed.data.name?.firstName, parsed.data.name?.lastName) : undefined;
  } catch {
    return undefined;
  }
}
