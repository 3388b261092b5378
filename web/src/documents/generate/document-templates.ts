import { retrieveAll } from '../../data/retrieve-all';

/** A template the Print menu offers: a PDF template, or a Word file (report_template of kind docx, or hr_doc_template). */
export type DocumentTemplate = {
  id: string;
  entity: 'report_template' | 'hr_doc_template';
  name: string;
  kind: 'pdf' | 'docx';
  /** the PDF template JSON, or a Word template's variables */
  body: string | null;
  /** the stored .docx (a blob reference) and the field that holds it */
  file: string | null;
  fileField: 'file' | 'body';
};

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

async function readable(entity: string, attributes: string[], objectname: string) {
  try {
    return await retrieveAll({
      entity: {
        name: entity,
        attributes: attributes.map((attribute) => ({ attribute })),
        filter: { conditions: [{ attribute: 'objectname', operator: 'eq', value: objectname }] },
        orders: [{ attribute: 'name' }],
      },
    });
  } catch {
    return []; // templates the user may not read are simply not offered
  }
}

/** The templates for an entity's records that the user may read, PDF ones first. */
export async function loadDocumentTemplates(objectname: string): Promise<DocumentTemplate[]> {
  const [reports, words] = await Promise.all([
    readable('report_template', ['name', 'kind', 'body', 'file'], objectname),
    readable('hr_doc_template', ['name', 'body', 'variables'], objectname),
  ]);
  const fromReports: DocumentTemplate[] = reports.map((row) => {
    const kind = row.kind === 'docx' ? 'docx' : 'pdf';
    return {
      id: String(row.id),
      entity: 'report_template',
      name: text(row.name) ?? '',
      kind,
      body: text(row.body),
      file: text(row.file),
      fileField: 'file',
    };
  });
  const fromWord: DocumentTemplate[] = words.map((row) => ({
    id: String(row.id),
    entity: 'hr_doc_template',
    name: text(row.name) ?? '',
    kind: 'docx',
    body: text(row.variables),
    file: text(row.body),
    fileField: 'body',
  }));
  return [...fromReports, ...fromWord].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'pdf' ? -1 : 1));
}
