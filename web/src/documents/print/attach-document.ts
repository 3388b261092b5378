import { uploadFile } from '../../api/files-api';
import { retrieveSingleById, updateRecord } from '../../data/data-api';
import { hasFlag, type ObjectMeta } from '../../metadata/object-metadata';
import type { GeneratedDocument } from '../generate/generate-document';

type Lookup = { id: string; name: string };

/** Where a document of a record can be kept: the record's own File field, else an activity. */
export type AttachTarget = { kind: 'field'; field: string } | { kind: 'activity'; regarding: Lookup };

function lookupOf(value: unknown): Lookup | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, name } = value as Partial<Lookup>;
  return typeof id === 'string' && typeof name === 'string' ? { id, name } : undefined;
}

/**
 * Where to attach: the record's first File field; else a Note activity regarding the record
 * when activities may regard its entity; else regarding the record's account (a quote, an
 * order or an invoice lands in its customer's activities). None when neither exists.
 */
export function attachTarget(
  object: ObjectMeta,
  activity: ObjectMeta | undefined,
  record: Record<string, unknown>,
): AttachTarget | undefined {
  const file = object.properties.find((property) => hasFlag(property, 'File'));
  if (file) return { kind: 'field', field: file.logicalName };
  const regarding = activity?.properties.find((property) => property.logicalName === 'regardingobjectid');
  const hasDocument = activity?.properties.some((property) => property.logicalName === 'document');
  if (!regarding || !hasDocument) return undefined;
  const targets = regarding.targets ?? [];
  if (targets.includes(object.logicalName) && typeof record.id === 'string') {
    return { kind: 'activity', regarding: { id: record.id, name: object.logicalName } };
  }
  const account = lookupOf(record.accountid);
  if (account && targets.includes(account.name)) return { kind: 'activity', regarding: account };
  return undefined;
}

/** Keeps a produced document with its record (a File field or a Note activity with the file). */
export async function attachDocument(
  entity: string,
  recordId: string,
  target: AttachTarget,
  document: GeneratedDocument,
): Promise<void> {
  if (target.kind === 'field') {
    const uploaded = await uploadFile(
      { entity, field: target.field, recordId },
      document.blob,
      document.fileName,
    );
    const current = await retrieveSingleById(entity, recordId, { attributes: ['versionnumber'] });
    await updateRecord(
      entity,
      { id: recordId, versionnumber: current?.versionnumber, [target.field]: uploaded.value },
      'update',
    );
    return;
  }
  const uploaded = await uploadFile(
    { entity: 'activity', field: 'document' },
    document.blob,
    document.fileName,
  );
  await updateRecord(
    'activity',
    {
      name: document.fileName,
      activitytypecode: 'Note',
      regardingobjectid: target.regarding,
      iscompleted: true,
      document: uploaded.value,
    },
    'create',
  );
}
