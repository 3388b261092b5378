import { z } from 'zod';
import { aggregateMethods, groupMethods } from './aggregate-methods.js';
import { objectLogicalName } from './metadata.js';
import { type FetchFilter, fetchFilterSchema } from './query.js';

/**
 * Bodies of inu_view records, by kind. Forms and lists are checked for their structure here;
 * the record-form and list issues own the finer rules of each panel and column setting, so
 * unknown keys inside panels, columns and queries are kept rather than refused.
 */
export const viewKinds = ['view', 'form', 'chart', 'script', 'home', 'dashboard'] as const;
export type ViewKind = (typeof viewKinds)[number];
/** Views of this kind hold code every user who opens the screen runs: administrators write them. */
export const scriptViewKind: ViewKind = 'script';

export const panelTypes = [
  'Fields',
  'AssociatedList',
  'Tabs',
  'Split',
  'Flex',
  'CloudFiles',
  'Custom',
  'ActivityFeed',
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
  /** AssociatedList: columns of the related entity's list that the panel does not show. */
  excludedColumns?: string[] | undefined;
  /** AssociatedList: values a New related record starts with, beside the lookup to this record. */
  newParams?: Record<string, string | number | boolean | null> | undefined;
  /** AssociatedList: a filter narrowing the related records (and the tab's count). */
  extraFetch?: FetchFilter | undefined;
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
      /** ActivityFeed: the form entity's fields whose changes the feed shows (from the audit log) */
      tracked: z.array(z.string().min(1).max(63)).max(50).optional(),
      excludedColumns: z.array(z.string().min(1).max(63)).max(50).optional(),
      newParams: z
        .record(z.string().min(1).max(63), z.union([z.string().max(4000), z.number(), z.boolean(), z.null()]))
        .optional(),
      extraFetch: fetchFilterSchema.optional(),
    })
    .passthrough(),
);

/** A form's record header may show this many of the record's fields beside name, owner and status. */
export const maxHeaderFields = 4;

/**
 * The record header's key fields (issue 22): shown as label and value under the record's name.
 * Field names are looked up in the template check (templates/check-view-references.ts); at run
 * time an unknown one is left out, as metadata may change after the form was saved.
 */
export const formHeaderSchema = z
  .object({
    fields: z
      .array(z.string().min(1, 'a header field needs a field name').max(63))
      .max(maxHeaderFields, `a form header shows at most ${maxHeaderFields} fields`)
      .refine((names) => new Set(names).size === names.length, 'a header field is named twice'),
  })
  .strict();

export type FormHeader = z.infer<typeof formHeaderSchema>;

export const formBodySchema = z
  .object({
    name: z.string().max(100).optional(),
    panel: panelSchema,
    header: formHeaderSchema.optional(),
    commands: z.array(commandSchema).max(100).optional(),
    events: z
      .object({
        change: z.string().max(100).optional(),
        validate: z.string().max(100).optional(),
        beforeSave: z.string().max(100).optional(),
        afterSave: z.string().max(100).optional(),
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
    /** kanban mode: the option set the lanes come from, and the field lane headers total (false: none) */
    kanban: z
      .object({
        field: z.string().min(1).max(63).optional(),
        totalField: z.union([z.string().min(1).max(63), z.literal(false)]).optional(),
      })
      .passthrough()
      .optional(),
  })
  .passthrough();

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
    /**
     * Bars of a one-series chart in a colour per group (the option's colour where it has one):
     * true asks for it, false keeps one colour; unset colours by group when the group field's
     * options carry colours.
     */
    colorByGroup: z.boolean().optional(),
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

/**
 * A dashboard (spec 001 "Dashboard definition"; docs/dashboards.md). Every widget names its
 * entity; unknown entities, fields and lists are not refused here (the screen shows 'Object
 * not found' in place, and metadata may change after the save), but the shape is, so one bad
 * object cannot blank the page. Filters and extraFetch are FetchFilters the API checks again.
 */
const gridAreaSchema = z
  .string()
  .regex(
    /^\s*\d{1,3}\s*\/\s*\d{1,3}\s*\/\s*\d{1,3}\s*\/\s*\d{1,3}\s*$/,
    'gridArea is "row / column / row end / column end"',
  );
const widgetCommon = {
  gridArea: gridAreaSchema.optional(),
  cssClass: z.string().max(200).optional(),
  /** the widget's title: one text, or one per language code ({ "en": ..., "de": ... }) */
  label: z.union([z.string().max(200), z.record(z.string().max(10), z.string().max(200))]).optional(),
  loaderScript: z.string().max(100).optional(),
  /** a FetchFilter added to the widget's query (checked by the query compiler when it runs) */
  extraFetch: z.record(z.string(), z.unknown()).optional(),
};
const simpleSeriesSchema = z
  .object({
    aggregateField: z.string().min(1).max(63),
    aggregateMethod: z.enum(aggregateMethods),
    color: z.string().max(40).optional(),
    label: z.string().max(200).optional(),
  })
  .strict();
export const dashboardObjectSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('filter'),
      objectName: objectLogicalName,
      field: z.string().min(1).max(63),
      ...widgetCommon,
    })
    .strict(),
  z
    .object({
      type: z.literal('chart'),
      objectName: objectLogicalName,
      listName: z.string().min(1).max(200),
      ...widgetCommon,
    })
    .strict(),
  z
    .object({
      type: z.literal('simplechart'),
      chartType: z.enum(['bar', 'line', 'number', 'gauge']),
      objectName: objectLogicalName,
      series: z.array(simpleSeriesSchema).min(1).max(10),
      groups: z
        .array(z.object({ field: z.string().min(1).max(63), method: z.enum(groupMethods) }).strict())
        .max(3)
        .optional(),
      /** as in a chart view's body */
      colorByGroup: z.boolean().optional(),
      /** number: shown while nothing is loaded; gauge: the target when there is one series */
      initialValue: z.number().finite().optional(),
      ...widgetCommon,
    })
    .strict(),
  z
    .object({
      type: z.literal('grid'),
      objectName: objectLogicalName,
      listName: z.string().min(1).max(200),
      pageSize: z.number().int().min(1).max(100).optional(),
      ...widgetCommon,
    })
    .strict(),
  z
    .object({
      type: z.literal('label'),
      /** one text, or one per language code ({ "en": ..., "de": ... }) */
      text: z.union([z.string().max(2000), z.record(z.string().max(10), z.string().max(2000))]),
      ...widgetCommon,
    })
    .strict(),
]);
export type DashboardObject = z.infer<typeof dashboardObjectSchema>;

export const dashboardBodySchema = z
  .object({
    gridColumns: z.string().max(300).optional(),
    gridRows: z.string().max(300).optional(),
    cssClass: z.string().max(200).optional(),
    objects: z.array(dashboardObjectSchema).max(100),
  })
  .strict()
  .superRefine((body, ctx) => {
    body.objects.forEach((object, index) => {
      if (object.type !== 'simplechart' || !['bar', 'line'].includes(object.chartType)) return;
      if ((object.groups?.length ?? 0) > 0) return;
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: `a ${object.chartType} simplechart needs groups`,
        path: ['objects', index, 'groups'],
      });
    });
  });

export const scriptBodySchema = z.object({ source: z.string().max(200_000) }).passthrough();

export const viewBodySchemas = {
  view: listBodySchema,
  form: formBodySchema,
  chart: chartBodySchema,
  script: scriptBodySchema,
  home: homeBodySchema,
  dashboard: dashboardBodySchema,
} as const satisfies Record<ViewKind, z.ZodTypeAny>;
