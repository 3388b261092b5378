import { z } from 'zod';
import { objectLogicalName, objectSchema, propertyLogicalName, propertySchema } from './metadata.js';

/**
 * A tenant migration (migrations/tenant/NNNN_name.json) is a list of metadata steps. The DDL
 * engine applies them, so tables and inu_metadata rows never drift apart, and every statement
 * is schema-qualified for the tenant being migrated.
 */
export const tenantMigrationStepSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('createObject'), object: objectSchema }).strict(),
  z.object({ op: z.literal('addProperty'), object: objectLogicalName, property: propertySchema }).strict(),
  z
    .object({
      op: z.literal('createIndex'),
      object: objectLogicalName,
      columns: z.array(propertyLogicalName).min(1).max(8),
      unique: z.boolean().default(false),
      /** Index lower(column) for case-insensitive lookups (text columns). */
      lower: z.boolean().default(false),
    })
    .strict(),
  z
    .object({
      op: z.literal('insertRows'),
      entity: objectLogicalName,
      rows: z.array(z.record(z.string(), z.unknown())).max(10_000),
    })
    .strict(),
  z
    .object({
      /**
       * Changes rows the platform shipped, only while they are as shipped: `where` names the
       * shipped values (a form's body, say), so a row an organisation customised is left alone.
       */
      op: z.literal('updateRows'),
      entity: objectLogicalName,
      where: z.record(z.string(), z.unknown()).refine((where) => Object.keys(where).length > 0),
      set: z.record(z.string(), z.unknown()).refine((set) => Object.keys(set).length > 0),
    })
    .strict(),
]);
export type TenantMigrationStep = z.infer<typeof tenantMigrationStepSchema>;

export const tenantMigrationSchema = z
  .object({
    description: z.string().min(1).max(500),
    steps: z.array(tenantMigrationStepSchema).min(1),
  })
  .strict();
export type TenantMigration = z.infer<typeof tenantMigrationSchema>;

/** File names sort in the order they run: 0001_system_entities.json, 0002_..., */
export const tenantMigrationFilePattern = /^\d{4}_[a-z0-9_]+\.json$/;
