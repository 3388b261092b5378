import { z } from 'zod';
import { objectLogicalName } from './metadata.js';

/**
 * Role bodies. A mask holds one 4-bit slot per operation at positions create 0, read 1,
 * update 2, delete 3; the low 2 bits of a slot are the level: 0 none, 1 owner, 2 business
 * unit, 3 organisation. Full organisation rights are 0x3333 = 13107 (spec 000 section 6).
 */
export const operationPositions = { create: 0, read: 1, update: 2, delete: 3 } as const;
export type Operation = keyof typeof operationPositions;
export type PermissionLevel = 0 | 1 | 2 | 3;

/** Mask giving organisation level to all four operations. */
export const fullOrganizationMask = 0x3333;

export const permissionMaskSchema = z
  .number()
  .int()
  .min(0)
  .max(fullOrganizationMask)
  .refine((mask) => (mask & ~fullOrganizationMask) === 0, 'each operation level is 0 to 3');

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

export const customOwnerRuleSchema = z
  .object({
    objectName: objectLogicalName,
    operation: z.enum(['create', 'read', 'update', 'delete']),
    fieldName: z.string().min(1).max(63),
  })
  .strict();
export type CustomOwnerRule = z.infer<typeof customOwnerRuleSchema>;

const currentRoleBody = z
  .object({
    permissions: z.record(objectLogicalName, permissionMaskSchema),
    owners: z.array(customOwnerRuleSchema).max(500).optional(),
  })
  .strict();

/** The older format: a plain map of entity name to mask. */
const legacyRoleBody = z.record(objectLogicalName, permissionMaskSchema);

export const roleBodySchema = z.union([currentRoleBody, legacyRoleBody]);
export type RoleBodyInput = z.infer<typeof roleBodySchema>;

export type RoleBody = z.infer<typeof currentRoleBody>;

export function normalizeRoleBody(body: RoleBodyInput): RoleBody {
  if ('permissions' in body && typeof body.permissions === 'object') return body as RoleBody;
  return { permissions: body as Record<string, number> };
}
