/**
 * "View as this role" (issue 18 item 2) is per browser tab: the role rides on every API call
 * as a header, and the server checks each time that the caller is an administrator and lets
 * only reads through (api/src/admin/view-as-role.ts). Kept in sessionStorage so a reload keeps
 * viewing, and a new tab or signing in again starts as oneself.
 */
const storageKey = 'strata.viewAsRole';
export const viewAsRoleHeader = 'x-view-as-role';

export type ViewedRole = { roleId: string; roleName: string };

export function viewedRole(): ViewedRole | null {
  try {
    const stored = sessionStorage.getItem(storageKey);
    return stored ? (JSON.parse(stored) as ViewedRole) : null;
  } catch {
    return null;
  }
}

/** Starts or ends viewing as a role; the caller reloads the page so every answer is redone. */
export function setViewedRole(role: ViewedRole | null): void {
  try {
    if (role) sessionStorage.setItem(storageKey, JSON.stringify(role));
    else sessionStorage.removeItem(storageKey);
  } catch {
    // no storage (private mode): viewing as a role is not available
  }
}
