/**
 * Permission masks, free of zod so the web client can share them. A mask holds one 4-bit slot per operation at positions create 0, read 1,
 * update 2, delete 3; the low 2 bits of a slot are the level: 0 none, 1 owner, 2 business
 * unit, 3 organisation. Full organisation rights are 0x3333 = 13107 (spec 000 section 6).
 */
export const operationPositions = { create: 0, read: 1, update: 2, delete: 3 } as const;
export type Operation = keyof typeof operationPositions;
export type PermissionLevel = 0 | 1 | 2 | 3;

/** Mask giving organisation level to all four operations. */
export const fullOrganizationMask = 0x3333;

export function levelOf(mask: number, operation: Operation): PermissionLevel {
  return ((mask >> (operationPositions[operation] * 4)) & 3) as PermissionLevel;
}

export function maskOf(levels: Partial<Record<Operation, PermissionLevel>>): number {
  let mask = 0;
  for (const [operation, level] of Object.entries(levels) as [Operation, PermissionLevel][]) {
    mask |= level << (operationPositions[operation] * 4);
  }
  return mask;
}
