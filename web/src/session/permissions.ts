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

/** Where a permission string is checked: the entity its item or command is about, if any. */
export type PermissionScope = { entity?: string };

/**
 * A permission string (spec 000 section 6, 001 section 6): `entity;level` pairs, all required.
 * The spec's "level" names the operation's position (0 create, 1 read, 2 update, 3 delete:
 * "New needs entity;0, Edit needs entity;2"); reading it as a rights level (0 none..3
 * organisation) would make `entity;0` always true, so the position reading is kept
 * (docs/list-views.md). The token `allowNew?` demands new-record access: create on the
 * scope's entity, else on every entity the string names; with neither it denies. Anything
 * malformed denies, so a typo hides an item rather than showing it to everyone.
 */
export function hasPermissions(
  permDict: PermissionDictionary,
  permissions: string | undefined,
  scope: PermissionScope = {},
): boolean {
  if (!permissions?.trim()) return true;
  const tokens = permissions
    .split(';')
    .map((token) => token.trim())
    .filter(Boolean);
  const pairs = permissionPairs(tokens.filter((token) => token !== allowNew));
  if (!pairs) return false;
  if (!pairs.every(([entity, operation]) => canDo(permDict, entity, operation))) return false;
  return !tokens.includes(allowNew) || mayCreateNew(permDict, scope, pairs);
}

const allowNew = 'allowNew?';

/** `entity;digit` pairs, or null when a token is missing or not an operation position. */
function permissionPairs(tokens: string[]): [string, Operation][] | null {
  if (tokens.length % 2 !== 0) return null;
  const pairs: [string, Operation][] = [];
  for (let index = 0; index < tokens.length; index += 2) {
    const digit = tokens[index + 1] as string;
    const operation = /^\d$/.test(digit) ? operations[Number(digit)] : undefined;
    if (!operation) return null;
    pairs.push([tokens[index] as string, operation]);
  }
  return pairs;
}

function mayCreateNew(
  permDict: PermissionDictionary,
  scope: PermissionScope,
  pairs: [string, Operation][],
): boolean {
  const entities = scope.entity ? [scope.entity] : [...new Set(pairs.map(([entity]) => entity))];
  return entities.length > 0 && entities.every((entity) => canDo(permDict, entity, 'create'));
}
