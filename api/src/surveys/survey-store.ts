import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { z } from 'zod';
import type { DatabasePool, Queryable } from '../db/types.js';

const templateRow = z.object({
  id: z.string(),
  name: z.string().nullable(),
  object_name: z.string().nullable(),
  title: z.string().nullable(),
  submit_button: z.string().nullable(),
  css_style: z.string().nullable(),
  meta: z.string().nullable(),
  panel: z.string().nullable(),
  ownerid: z.string().nullable(),
  singleuse: z.boolean().nullable(),
  /** active, not past its expiry, and not switched off (statecode 0) */
  open: z.boolean(),
  answered: z.boolean(),
});
export type TemplateRow = z.infer<typeof templateRow>;

/** The template behind a public key, in one tenant's schema; null when none has it. */
export async function findTemplateByKey(
  db: Queryable,
  schema: string,
  key: string,
): Promise<TemplateRow | null> {
  const templates = sql.identifier([schema, 'inu_survey_template']);
  const records = sql.identifier([schema, 'inu_survey_record']);
  return db.maybeOne(sql.type(templateRow)`
    SELECT t.id, t.name, t.object_name, t.title, t.submit_button, t.css_style, t.meta, t.panel, t.ownerid,
      t.singleuse,
      (coalesce(t.active, true) AND coalesce(t.statecode, 0) = 0
        AND (t.expireson IS NULL OR t.expireson > now())) AS open,
      EXISTS (SELECT 1 FROM ${records} r WHERE r.templateid = t.id) AS answered
    FROM ${templates} t
    WHERE t.publickey = ${key}`);
}

export type NewSurveyRecord = {
  template: TemplateRow;
  body: Record<string, unknown>;
  meta: unknown;
  panel: unknown;
  address: string;
};

/**
 * Stores a submission as an inu_survey_record owned by the template's owner (so the staff who
 * run the survey see it), never touching the target. A single-use template is locked first:
 * two submissions racing on one link cannot both pass the "not answered yet" check.
 */
export async function insertSurveyRecord(
  pool: DatabasePool,
  schema: string,
  record: NewSurveyRecord,
): Promise<'stored' | 'answered'> {
  return pool.transaction(async (tx) => {
    if (record.template.singleuse) {
      await tx.query(
        sql.unsafe`SELECT id FROM ${sql.identifier([schema, 'inu_survey_template'])} WHERE id = ${record.template.id} FOR UPDATE`,
      );
      const answered = await tx.exists(
        sql.unsafe`SELECT 1 FROM ${sql.identifier([schema, 'inu_survey_record'])} WHERE templateid = ${record.template.id}`,
      );
      if (answered) return 'answered';
    }
    const name = `${record.template.title ?? record.template.name ?? ''}`.slice(0, 150);
    await tx.query(sql.unsafe`
      INSERT INTO ${sql.identifier([schema, 'inu_survey_record'])}
        (id, name, templateid, body, status, meta, panel, submittedfrom, submittedon, ownerid)
      VALUES (${randomUUID()}, ${name}, ${record.template.id}, ${JSON.stringify(record.body)}, 'New',
        ${JSON.stringify(record.meta)}, ${JSON.stringify(record.panel)}, ${record.address.slice(0, 64)}, now(),
        ${record.template.ownerid})`);
    return 'stored';
  });
}
