import { logout } from '../api/auth-api';
import { clearAccessToken } from './access-token';
import { resetCache } from './reset-cache';

/** Ends the session on the server, forgets it in every tab and drops every cached answer. */
export async function signOut(): Promise<void> {
  await logout().catch(() => undefined);
  clearAccessToken();
  await resetCache();
}
