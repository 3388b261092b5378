import { z } from 'zod';
import { objectLogicalName } from './metadata.js';

/**
 * Bodies of inu_view records, by kind. Forms and lists are checked for their structure here;
 * the record-form and list issues own the finer rules of each panel and column setting, so
 * unknown keys inside panels, columns and queries are kept rather than refused.
 */
export const viewKinds = ['view', 'form', 'chart', 'script', 'home', 'dashboard'] as const;
export type ViewKind = (typeof viewKinds)[number];

export const panelTypes = [
  'Fields',
  'AssociatedList',
  'Tabs',
  'Split',
  'Flex',
  'CloudFiles',
  'Custom',
] as const;

export const commandSchema = z
  .object({
    kind: z.enum(['custom', 'std']),
    name: z.string().min(1).max(100),
    label: z.string().max(200).optional(),
    icon: z.string().max(80).optional(),
    option: z.string().max(200).optional(),
    permissions: z.string().max(500).optional(),
  })
  .strict();

export const formFieldSchema = z
  .object({
    name: z.string().min(1).max(63),
    label: z.string().max(200).optional(),
    type: z.enum(['Field', 'Separator']).optional(),
    required: z.boolean().optional(),
    gridColumn: z.string().max(40).optional(),
    gridRow: z.string().max(40).optional(),
    disabled: z.boolean().optional(),
    cssClass: z.string().max(200).optional(),
    tooltip: z.string().max(1000).optional(),
    customComponent: z.string().max(100).optional(),
    extraFetch: z.unknown().optional(),
  })
  .passthrough();

export type PanelDefinition = {
  name: string;
  type: (typeof panelTypes)[number];
  label?: string | undefined;
  fields?: z.infer<typeof formFieldSchema>[] | undefined;
  panels?: PanelDefinition[] | undefined;
  [key: string]: unknown;
};

export const panelSchema: z.ZodType<PanelDefinition> = z.lazy(() =>
  z
    .object({
      name: z.string().min(1).max(100),
      type: z.enum(panelTypes),
      label: z.string().max(200).optional(),
      showLabel: z.boolean().optional(),
      fields: z.array(formFieldSchema).max(500).optional(),
      panels: z.array(panelSchema).max(100).optional(),
      minColumnWidth: z.number().int().min(0).max(4000).optional(),
      gridColumns: z.string().max(200).optional(),
      direction: z.enum(['row', 'column']).optional(),
      sizes: z.string().max(200).optional(),
      customComponent: z.string().max(100).optional(),
    })
    .passthrough(),
);

export const formBodySchema = z
  .object({
    name: z.string().max(100).optional(),
    panel: panelSchema,
    commands: z.array(commandSchema).max(100).optional(),
    events: z
      .object({
        change: z.string().max(100).optional(),
        validate: z.string().max(100).optional(),
        postsave: z.string().max(100).optional(),
      })
      .strict()
      .optional(),
  })
  .passthrough();

export const listColumnSchema = z
  .object({
    attribute: z.string().min(1).max(130),
    label: z.string().max(200).optional(),
    width: z.number().int().min(0).max(4000).optional(),
    cssClass: z.string().max(200).optional(),
    disabled: z.boolean().optional(),
    nolink: z.boolean().optional(),
    formName: z.string().max(100).optional(),
    mobileOrder: z.number().int().optional(),
    mobileLabel: z.boolean().optional(),
  })
  .passthrough();

export const listBodySchema = z
  .object({
    query: z.object({ entity: z.object({ name: objectLogicalName }).passthrough() }).passthrough(),
    columns: z.array(listColumnSchema).max(200).optional(),
    commands: z.array(commandSchema).max(100).optional(),
    quickFilters: z.array(z.object({ name: z.string(), type: z.string() }).passthrough()).optional(),
  })
  .passthrough();

export const aggregateMethods = ['count', 'countdistinct', 'min', 'max', 'sum', 'average'] as const;
export const groupMethods = ['column', 'year', 'quarter', 'month', 'week', 'day'] as const;

export const chartBodySchema = z
  .object({
    type: z.enum(['bar', 'line']).default('bar'),
    series: z
      .array(
        z
          .object({
            aggregateField: z.string().min(1).max(63),
            aggregateMethod: z.enum(aggregateMethods),
            color: z.string().max(40).optional(),
            label: z.string().max(200).optional(),
          })
          .strict(),
      )
      .min(1)
      .max(20),
    groups: z
      .array(z.object({ field: z.string().min(1).max(63), method: z.enum(groupMethods) }).strict())
      .min(1)
      .max(3),
  })
  .strict();

export const homeItemSchema = z
  .object({
    kind: z.enum(['separator', 'entity', 'custom']),
    name: z.string().max(100).optional(),
    uniqueName: z.string().max(100).optional(),
    /** the saved view (inu_view name) an entity item opens at n/{uniqueName}; default the first */
    view: z.string().max(100).optional(),
    label: z.string().max(200).optional(),
    icon: z.string().max(80).optional(),
    url: z.string().max(2000).optional(),
    permissions: z.string().max(500).optional(),
  })
  .strict();

export type HomeItem = z.infer<typeof homeItemSchema>;

export const homeBodySchema = z.object({ items: z.array(homeItemSchema).max(200) }).strict();

export const dashboardBodySchema = z
  .object({ objects: z.array(z.object({ type: z.string() }).passthrough()).max(100) })
  .passthrough();

export const scriptBodySchema = z.object({ source: z.string().max(200_000) }).passthrough();

export const viewBodySchemas = {
  view: listBodySchema,
  form: formBodySchema,
  chart: chartBodySchema,
  script: scriptBodySchema,
  home: homeBodySchema,
  dashboard: dashboardBodySchema,
} as const satisfies Record<ViewKind, z.ZodTypeAny>;
