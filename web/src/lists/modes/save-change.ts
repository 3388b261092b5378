import i18next from 'i18next';
import { ApiError } from '../../api/http';
import { isLookupValue, type RecordValues, retrieveSingleById, updateRecord } from '../../data/data-api';

/**
 * Saves what a kanban drag or a map marker drag changed on one record, with the version the
 * list read: a record saved by someone since is not overwritten. On ERR_8001 the record is read
 * again to name who changed it ('This record was modified by {user}'); any other failure keeps
 * the server's message. The caller reverts its card or marker when this throws.
 */
export async function saveRecordChange(
  entity: string,
  row: RecordValues,
  changes: RecordValues,
): Promise<void> {
  try {
    await updateRecord(entity, { id: row.id, versionnumber: row.versionnumber, ...changes }, 'update');
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'ERR_8001') throw error;
    const server = await retrieveSingleById(entity, String(row.id)).catch(() => null);
    const modifier = server?.modifiedby;
    const user = (isLookupValue(modifier) ? modifier.label : null) ?? i18next.t('MsgUnknownLookup');
    throw new Error(i18next.t('MsgRecordModifiedBy', { user }));
  }
}
