/**
 * The fixed anonymous user (spec 000 sections 2, 6): an organisation that lets visitors in
 * without an account signs them in as the systemuser with this email. The client recognises it
 * and offers the login form in the profile popup instead of the profile menu.
 */
export const anonymousEmail = 'anonymous@anonymous.strata';

export function isAnonymousEmail(email: string | null | undefined): boolean {
  return typeof email === 'string' && email.trim().toLowerCase() === anonymousEmail;
}
