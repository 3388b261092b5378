import { z } from 'zod';
import { objectLogicalName } from './metadata.js';

export {
  fullOrganizationMask,
  levelOf,
  maskOf,
  type Operation,
  operationPositions,
  type PermissionLevel,
} from './permission-mask.js';

import { fullOrganizationMask } from './permission-mask.js';

/** Role bodies: per-entity masks (see permission-mask.ts) and optional custom owners. */
export const permissionMaskSchema = z
  .number()
  .int()
  .min(0)
  .max(fullOrganizationMask)
  .refine((mask) => (mask & ~fullOrganizationMask) === 0, 'each operation level is 0 to 3');

export const customOwnerRuleSchema = z
  .object({
    objectName: objectLogicalName,
    operation: z.enum(['create', 'read', 'update', 'delete']),
    fieldName: z.string().min(1).max(63),
  })
  .strict();
export type CustomOwnerRule = z.infer<typeof customOwnerRuleSchema>;

/** The current format: masks under `permissions`, custom owner rules under `owners`. */
export const currentRoleBody = z
  .object({
    permissions: z.record(objectLogicalName, permissionMaskSchema),
    owners: z.array(customOwnerRuleSchema).max(500).optional(),
  })
  .strict();

/** The older format: a plain map of entity name to mask. */
export const legacyRoleBody = z.record(objectLogicalName, permissionMaskSchema);

export const roleBodySchema = z.union([currentRoleBody, legacyRoleBody]);
export type RoleBodyInput = z.infer<typeof roleBodySchema>;

export type RoleBody = z.infer<typeof currentRoleBody>;

export function normalizeRoleBody(body: RoleBodyInput): RoleBody {
  if ('permissions' in body && typeof body.permissions === 'object') return body as RoleBody;
  return { permissions: body as Record<string, number> };
}
