import { z } from 'zod';
import { datePatternSchema } from './csv-date-pattern.js';

const label = z.string().max(500);

/**
 * How one column's values become text, worked out by the browser from the same metadata and
 * translations its own export uses (web/src/export/csv-plan.ts): the server only applies it.
 */
export const csvCellFormatSchema = z.discriminatedUnion('kind', [
  // the value as it is: texts, e-mails, autonumbers
  z.object({ kind: z.literal('text') }).strict(),
  // numbers and amounts: no grouping, the chosen separator, fixed decimals when given
  z
    .object({
      kind: z.literal('number'),
      precision: z.number().int().min(0).max(10).nullable(),
      decimalSeparator: z.enum([',', '.']),
      // money whose decimals are its record's currency's (the row's currencyid, else `otherwise`)
      currency: z
        .object({
          precisions: z.array(z.tuple([z.string().max(100), z.number().int().min(0).max(10)])).max(500),
          otherwise: z.number().int().min(0).max(10),
        })
        .strict()
        .optional(),
    })
    .strict(),
  // seconds as h:mm:ss (their total too)
  z.object({ kind: z.literal('duration') }).strict(),
  // an image's or a file's name (its stored reference is not for people)
  z.object({ kind: z.literal('file') }).strict(),
  // the chosen options' labels, by bit (an Integer bitmap) or by value (a semicolon list)
  z
    .object({
      kind: z.literal('multiselect'),
      bitmap: z.boolean(),
      options: z.array(z.tuple([z.string().max(200), label])).max(1000),
    })
    .strict(),
  // a value no property describes (a count, a month group): numbers plain, yes/no, text as it is
  z
    .object({ kind: z.literal('plain'), yes: label, no: label, decimalSeparator: z.enum([',', '.']) })
    .strict(),
  // a lookup's label, or the text for a record whose label cannot be read
  z.object({ kind: z.literal('lookup'), unknown: label }).strict(),
  // an option's label by its value (a value without a label is written as it is)
  z
    .object({ kind: z.literal('options'), labels: z.array(z.tuple([z.string().max(200), label])).max(1000) })
    .strict(),
  z.object({ kind: z.literal('boolean'), yes: label, no: label }).strict(),
  // an instant in a zone (UTC instants add their suffix), or a date without a zone
  z
    .object({
      kind: z.literal('datetime'),
      zone: z.string().min(1).max(64),
      pattern: datePatternSchema,
      suffix: z.string().max(20),
    })
    .strict(),
  z.object({ kind: z.literal('date'), pattern: datePatternSchema }).strict(),
]);

export type CsvCellFormat = z.infer<typeof csvCellFormatSchema>;

/** Spec 001: an export takes up to 5,000 rows; a list has far fewer columns than this. */
export const csvExportMaxColumns = 200;

/**
 * POST /api/export/csv: the export query (the fetch query of /api/fetch) and its columns, each
 * an output key of the query with its heading and its format. Answered with the file's lines
 * (headings, then one line per row, CRLF after each) and the number of rows in a header; the
 * browser adds the BOM and the 'sep=;' line (fetch's text() would drop a BOM it was sent).
 */
export const csvRowCountHeader = 'X-Strata-Row-Count';
export const csvExportRequestSchema = z
  .object({
    query: z.unknown(),
    columns: z
      .array(z.object({ key: z.string().min(1).max(200), label, format: csvCellFormatSchema }).strict())
      .min(1)
      .max(csvExportMaxColumns),
    // a last line with each number column's sum, the label in the first column when it holds no number
    totals: z.object({ label }).strict().nullable().optional(),
  })
  .strict();

export type CsvExportRequest = z.infer<typeof csvExportRequestSchema>;
