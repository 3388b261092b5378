import type { NavigateFunction } from 'react-router';
import { resetCache } from './reset-cache';
import { goToReturnUrl } from './return-url';

/**
 * After a sign-in on a public page (password, magic link, new password, provider): the previous
 * session's answers are dropped, then the app opens at the return URL. The logged-out popup does
 * not come here: it keeps the page, and its unsaved work, and only refetches.
 */
export function enterApp(navigate: NavigateFunction, returnUrl: string | null | undefined): void {
  void resetCache().then(() => goToReturnUrl(navigate, returnUrl));
}
