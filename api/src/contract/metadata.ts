import { z } from 'zod';
import { checkLogicalName } from './logical-name.js';
import { withSafeText } from './safe-text.js';

/**
 * The metadata model: objects (entities) and their properties, as stored in inu_metadata and
 * as written in tenant templates. Base columns (id, name, owner, audit stamps, status, version)
 * are implied by every object; see base-properties.ts.
 */
export const propertyTypes = [
  'String',
  'Integer',
  'Decimal',
  'Float',
  'Money',
  'DateTime',
  'Guid',
  'Lookup',
  'Boolean',
  'Binary',
  'VersionNumber',
] as const;
export type PropertyType = (typeof propertyTypes)[number];

export const propertyFlags = [
  'Required',
  'Nullable',
  'OptionSet',
  'MultiSelect',
  'MultiLine',
  'Radio',
  'WriteIn',
  'Json',
  'Url',
  'Email',
  'Phone',
  'Image',
  'File',
  'Duration',
  'DateOnly',
  'UTC',
  'AutoNumber',
  'Age',
] as const;
export type PropertyFlag = (typeof propertyFlags)[number];

/** Which property types each flag may decorate. */
export const flagTypes: Record<PropertyFlag, readonly PropertyType[] | 'any'> = {
  Required: 'any',
  Nullable: 'any',
  OptionSet: ['String', 'Integer', 'Boolean'],
  MultiSelect: ['Integer', 'String'],
  MultiLine: ['String'],
  Radio: ['String', 'Integer', 'Boolean'],
  WriteIn: ['String'],
  Json: ['String'],
  Url: ['String'],
  Email: ['String'],
  Phone: ['String'],
  Image: ['String'],
  File: ['String'],
  Duration: ['Integer', 'Decimal', 'Float'],
  DateOnly: ['DateTime'],
  UTC: ['DateTime'],
  AutoNumber: ['String'],
  Age: ['DateTime'],
};

const logicalName = (kind: 'object' | 'property') =>
  z.string().superRefine((value, ctx) => {
    const problem = checkLogicalName(value, kind);
    if (problem === 'pattern') {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: `"${value.slice(0, 80)}" must match [a-z][a-z0-9_]{0,62}`,
      });
    } else if (problem === 'reserved') {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `"${value}" is a reserved SQL word` });
    }
    // base column names are allowed in property lists (as overrides); the DDL engine refuses
    // them for new columns.
  });

export const objectLogicalName = logicalName('object');
export const propertyLogicalName = logicalName('property');

const optionValue = z.union([withSafeText(z.string().max(200)), z.number().finite()]);

export const richOptionSchema = z
  .object({
    value: optionValue,
    label: withSafeText(z.string().max(200)),
    color: withSafeText(z.string().max(40)).optional(),
    icon: withSafeText(z.string().max(80)).optional(),
    depfield: withSafeText(z.string().max(63)).optional(),
    depvalue: optionValue.optional(),
  })
  .strict();
export type RichOption = z.infer<typeof richOptionSchema>;

export const propertySchema = z
  .object({
    logicalName: propertyLogicalName,
    displayName: withSafeText(z.string().min(1).max(200)),
    type: z.enum(propertyTypes),
    flags: z.array(z.enum(propertyFlags)).max(propertyFlags.length).default([]),
    targets: z.array(objectLogicalName).min(1).max(10).optional(),
    /** Option-set values, or for lookups pairs of (target attribute, source attribute). */
    options: z
      .array(withSafeText(z.string().max(200)))
      .max(1000)
      .optional(),
    richOptions: z.array(richOptionSchema).max(1000).optional(),
    max: z.number().int().min(1).max(10_485_760).optional(),
    precision: z.number().int().min(0).max(10).optional(),
    defaultValue: z
      .union([withSafeText(z.string().max(4000)), z.number().finite(), z.boolean(), z.null()])
      .optional(),
    formatString: withSafeText(z.string().max(200)).optional(),
    isDisabled: z.boolean().optional(),
    description: withSafeText(z.string().max(2000)).optional(),
  })
  .strict()
  .superRefine((property, ctx) => {
    for (const flag of property.flags) {
      const allowed = flagTypes[flag];
      if (allowed !== 'any' && !allowed.includes(property.type)) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['flags'],
          message: `flag ${flag} does not apply to type ${property.type}`,
        });
      }
    }
    if (property.type === 'Lookup' && !property.targets) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['targets'], message: 'a Lookup needs targets' });
    }
    if (property.type !== 'Lookup' && property.targets) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['targets'], message: 'only a Lookup has targets' });
    }
    if (property.type === 'Lookup' && property.options && property.options.length % 2 !== 0) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['options'],
        message: 'lookup options come in pairs (target attribute, source attribute)',
      });
    }
    if (property.max !== undefined && property.type !== 'String') {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['max'], message: 'only a String has max' });
    }
  });
export type PropertyDefinition = z.infer<typeof propertySchema>;
export type PropertyInput = z.input<typeof propertySchema>;

export const objectTypes = ['standard', 'many'] as const;
export type ObjectType = (typeof objectTypes)[number];

export const objectSchema = z
  .object({
    logicalName: objectLogicalName,
    displayName: withSafeText(z.string().min(1).max(200)),
    displayNamePlural: withSafeText(z.string().min(1).max(200)),
    /** 'many' marks a link table for a many-to-many relation. */
    type: z.enum(objectTypes).default('standard'),
    description: withSafeText(z.string().max(2000)).optional(),
    properties: z.array(propertySchema).max(1000).default([]),
  })
  .strict()
  .superRefine((object, ctx) => {
    const seen = new Set<string>();
    object.properties.forEach((property, index) => {
      if (seen.has(property.logicalName)) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['properties', index, 'logicalName'],
          message: `duplicate property ${property.logicalName}`,
        });
      }
      seen.add(property.logicalName);
    });
    if (object.type === 'many') {
      const lookups = object.properties.filter((p) => p.type === 'Lookup');
      if (lookups.length !== 2 || object.properties.length !== 2) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['properties'],
          message: 'a link table (type many) has exactly two Lookup properties',
        });
      }
    }
  });
export type ObjectDefinition = z.infer<typeof objectSchema>;
export type ObjectInput = z.input<typeof objectSchema>;
