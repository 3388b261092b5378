import { z } from 'zod';
import { objectLogicalName, objectSchema } from './metadata.js';
import { roleBodySchema } from './roles.js';
import { viewKinds } from './views.js';

/**
 * The files of a tenant template folder (tenant-templates/{name}/):
 *   template.json          the manifest
 *   entities/{name}.json   one object definition each (file name = logicalName)
 *   apps.json              apps (unique name used in URLs, label)
 *   roles.json             roles and their permission bodies
 *   views/*.json           inu_view records: forms, lists, charts, home menus, dashboards, scripts
 *   seed/*.json            rows every tenant gets, applied in file-name order
 *   sample/*.json          demo rows, only when provisioning asks for sample data
 */
export const templateNamePattern = /^[a-z][a-z0-9-]{0,39}$/;

export const templateManifestSchema = z
  .object({
    name: z.string().regex(templateNamePattern),
    displayName: z.string().min(1).max(200),
    description: z.string().max(2000).optional(),
    version: z.number().int().min(1),
  })
  .strict();
export type TemplateManifest = z.infer<typeof templateManifestSchema>;

export const templateEntitySchema = objectSchema;

export const appNamePattern = /^[a-z][a-z0-9_-]{0,39}$/;

export const templateAppSchema = z
  .object({
    name: z.string().regex(appNamePattern, 'app names are lower-case letters, digits, - and _'),
    label: z.string().min(1).max(200),
    icon: z.string().max(80).optional(),
    description: z.string().max(2000).optional(),
  })
  .strict();
export const templateAppsSchema = z.array(templateAppSchema).max(100);
export type TemplateApp = z.infer<typeof templateAppSchema>;

export const templateRoleSchema = z
  .object({
    name: z.string().min(1).max(200),
    app: z.string().regex(appNamePattern).optional(),
    body: roleBodySchema,
  })
  .strict();
export const templateRolesSchema = z.array(templateRoleSchema).max(200);
export type TemplateRole = z.infer<typeof templateRoleSchema>;

export const templateViewSchema = z
  .object({
    name: z.string().min(1).max(200),
    label: z.string().max(200).optional(),
    kind: z.enum(viewKinds),
    objectname: objectLogicalName.optional(),
    app: z.string().regex(appNamePattern).optional(),
    isprivate: z.boolean().optional(),
    body: z.record(z.string(), z.unknown()),
  })
  .strict();
export const templateViewsSchema = z.array(templateViewSchema).max(1000);
export type TemplateView = z.infer<typeof templateViewSchema>;

const seedValue: z.ZodType<unknown> = z.union([
  z.string().max(100_000),
  z.number().finite(),
  z.boolean(),
  z.null(),
  z.array(z.unknown()),
  z.record(z.string(), z.unknown()),
]);

export const templateSeedSchema = z
  .object({
    entity: objectLogicalName,
    rows: z.array(z.record(z.string().max(63), seedValue)).max(100_000),
  })
  .strict();
export type TemplateSeed = z.infer<typeof templateSeedSchema>;
