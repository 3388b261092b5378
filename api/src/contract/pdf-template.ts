import { z } from 'zod';

/**
 * The body of a report_template record (spec 001 section 3 "PDF template"): page settings,
 * header and footer, a body grid of columns and rows whose cells are objects (text, image,
 * grid), the variables the texts read (the record itself, fetches of related rows, computed
 * numbers), wording per language and named styles. Texts are text-engine templates
 * (`{{path|format}}`, `[if]`, `[for each]`), filled in the browser. The server checks this
 * structure when a body is saved, so a broken template is refused with the path at fault.
 */
const name = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_]{0,62}$/, 'a name of letters, digits and _')
  .refine(
    (value) => !['__proto__', 'constructor', 'prototype', 'record', 't', 'page', 'pages'].includes(value),
    {
      message: 'a reserved name',
    },
  );
const text = z.string().max(20_000);
const alignment = z.enum(['left', 'center', 'right', 'justify']);
const color = z.string().regex(/^#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?$/, 'a colour such as #1f4e79');
const margin = z.union([
  z.number().min(0).max(300),
  z.tuple([z.number(), z.number(), z.number(), z.number()]),
]);
const width = z.union([z.number().min(1).max(2000), z.literal('*'), z.literal('auto')]);
const styleName = z.union([z.string().max(63), z.array(z.string().max(63)).max(8)]);

const placement = {
  colSpan: z.number().int().min(1).max(12).optional(),
  margin: margin.optional(),
  alignment: alignment.optional(),
  style: styleName.optional(),
};

const textObject = z
  .object({
    type: z.literal('text'),
    text,
    bold: z.boolean().optional(),
    italics: z.boolean().optional(),
    fontSize: z.number().min(4).max(72).optional(),
    color: color.optional(),
    ...placement,
  })
  .strict();

const imageObject = z
  .object({
    type: z.literal('image'),
    /** a report_image record's id */
    image: z.string().uuid().optional(),
    /** an inline SVG drawing (a logo shipped with a template) */
    svg: z.string().max(100_000).optional(),
    width: z.number().min(1).max(2000).optional(),
    height: z.number().min(1).max(2000).optional(),
    ...placement,
  })
  .strict();

const gridColumn = z
  .object({
    header: text,
    text,
    width: width.optional(),
    alignment: alignment.optional(),
  })
  .strict();

const footerCell = z
  .object({
    text,
    colSpan: z.number().int().min(1).max(20).optional(),
    alignment: alignment.optional(),
    bold: z.boolean().optional(),
  })
  .strict();

const gridObject = z
  .object({
    type: z.literal('grid'),
    /** an isArray variable: one grid row per item */
    items: name,
    /** the name each item goes by in the column texts (`line` in `{{line.name}}`) */
    as: name.optional(),
    columns: z.array(gridColumn).min(1).max(20),
    /** rows under the items (totals); their texts see every variable */
    footer: z.array(z.array(footerCell).max(20)).max(20).optional(),
    layout: z.enum(['lines', 'boxes', 'none']).optional(),
    ...placement,
  })
  .strict();

export const pdfObjectTypes = ['text', 'image', 'grid'] as const;

export const pdfObjectSchema = z
  .discriminatedUnion('type', [textObject, imageObject, gridObject], {
    // the product's own text for an object of a type it does not know (spec 001 section 8)
    errorMap: (issue, context) =>
      issue.code === 'invalid_union_discriminator'
        ? { message: 'unknown type' }
        : { message: context.defaultError },
  })
  .superRefine((value, context) => {
    if (value.type === 'image' && (value.image === undefined) === (value.svg === undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['image'],
        message: 'an image needs either image (a report_image id) or svg',
      });
    }
  });

const variableDefinition = z
  .object({
    logicalName: name,
    /** a /api/fetch query; string values in it are text templates (`"{{id}}"`) */
    fetch: z
      .object({ entity: z.object({ name: z.string().min(1).max(63) }).passthrough() })
      .passthrough()
      .optional(),
    /** all fetched rows (a grid's items) rather than the first */
    isArray: z.boolean().optional(),
    /** arithmetic over earlier variables: `round(sum(lines.totalamount) * 0.2, 2)` */
    expression: z.string().max(2000).optional(),
  })
  .strict()
  .refine((value) => (value.fetch === undefined) !== (value.expression === undefined), {
    message: 'a variable needs either fetch or expression',
  });

const style = z
  .object({
    fontSize: z.number().min(4).max(72).optional(),
    bold: z.boolean().optional(),
    italics: z.boolean().optional(),
    color: color.optional(),
    fillColor: color.optional(),
    alignment: alignment.optional(),
    margin: margin.optional(),
  })
  .strict();

export const pdfTemplateSchema = z
  .object({
    title: text.optional(),
    /** the file name, a text template; `.pdf` is added when missing */
    outputName: z.string().max(200).optional(),
    size: z.enum(['A3', 'A4', 'A5', 'LETTER', 'LEGAL']).optional(),
    layout: z.enum(['portrait', 'landscape']).optional(),
    margins: margin.optional(),
    fontSize: z.number().min(4).max(72).optional(),
    /** ISO code for `money` (EUR by default) */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    /** header and footer see the wording (`t`), `page` and `pages`, not the record */
    header: z.union([text, z.array(pdfObjectSchema).max(12)]).optional(),
    footer: z.union([text, z.array(pdfObjectSchema).max(12)]).optional(),
    body: z
      .object({
        cols: z.union([z.number().int().min(1).max(12), z.array(width).min(1).max(12)]),
        rows: z.array(z.array(pdfObjectSchema.nullable()).max(12)).max(500),
      })
      .strict()
      .optional(),
    variableDefinitions: z.array(variableDefinition).max(30).optional(),
    /** wording per language (en, sk, cs, de), read as `{{t.word}}` */
    texts: z
      .record(z.string().regex(/^[a-z]{2}$/), z.record(z.string().max(63), z.string().max(5000)))
      .optional(),
    styles: z.record(z.string().max(63), style).optional(),
  })
  .strict();

export type PdfTemplate = z.infer<typeof pdfTemplateSchema>;
export type PdfObject = z.infer<typeof pdfObjectSchema>;
export type PdfImageObject = z.infer<typeof imageObject>;
export type PdfTextObject = z.infer<typeof textObject>;
export type PdfGridObject = z.infer<typeof gridObject>;
export type PdfVariableDefinition = z.infer<typeof variableDefinition>;

/** The first problem of a body as `path: message`, or null when it is a valid template. */
export function pdfTemplateProblem(body: unknown): string | null {
  const result = pdfTemplateSchema.safeParse(body);
  if (result.success) return null;
  const issue = result.error.issues[0];
  const at = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return `${at}${issue?.message ?? 'invalid'}`;
}
