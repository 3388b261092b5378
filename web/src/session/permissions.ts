import { levelOf, type Operation } from '@strata/api/contract/permission-mask';

const operations: Operation[] = ['create', 'read', 'update', 'delete'];

export type PermissionDictionary = Record<string, number>;

export function canDo(permDict: PermissionDictionary, entity: string, operation: Operation): boolean {
  return levelOf(permDict[entity] ?? 0, operation) > 0;
}

/**
 * Whether the user may write views everyone sees: organisation level on inu_view (the server
 * holds a role below it to private views, api/src/records/view-write-rules.ts).
 */
export function canWritePublicViews(permDict: PermissionDictionary, operation: 'create' | 'update'): boolean {
  return levelOf(permDict.inu_view ?? 0, operation) >= 3;
}

/**
 * A permission string (spec 000 section 6): `entity;op` pairs, op being the operation's
 * position (0 create, 1 read, 2 update, 3 delete), all of which the user must have. The token
 * `allowNew?` demands new-record access: it holds only where `isNew` says so. Anything
 * malformed denies, so a typo hides an item rather than showing it to everyone.
 */
export function hasPermissions(
  permDict: PermissionDictionary,
  permissions: string | undefined,
  options: { isNew?: boolean } = {},
): boolean {
  if (!permissions?.trim()) return true;
  const tokens = permissions
    .split(';')
    .map((token) => token.trim())
    .filter(Boolean);
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as string;
    if (token === 'allowNew?') {
      if (!options.isNew) return false;
      continue;
    }
    const operation = operations[Number(tokens[index + 1])];
    if (!operation || !/^\d$/.test(tokens[index + 1] ?? '')) return false;
    if (!canDo(permDict, token, operation)) return false;
    index++;
  }
  return true;
}
