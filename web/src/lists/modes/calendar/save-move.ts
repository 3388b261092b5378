import i18next from 'i18next';
import { ApiError } from '../../../api/http';
import type { CalendarEvent } from '../../../calendar/calendar-layout';
import { isLookupValue, retrieveSingleById, updateRecord } from '../../../data/data-api';
import type { CalendarFields } from './calendar-fields';

/**
 * Saves a moved or resized event: only the id, the version the user saw and the new start and
 * end, so nothing else on the record is overwritten. Throws an Error whose message is what the
 * user should read (the server's message; a stale version names who changed the record).
 */
export async function saveMove(
  entity: string,
  fields: CalendarFields,
  event: CalendarEvent,
  next: { start: Date; end: Date },
): Promise<void> {
  const object: Record<string, unknown> = {
    id: event.id,
    versionnumber: event.record.versionnumber,
    [fields.start]: next.start.toISOString(),
  };
  if (fields.end) object[fields.end] = next.end.toISOString();
  try {
    await updateRecord(entity, object, 'update');
  } catch (error) {
    throw new Error(await moveErrorMessage(entity, event.id, error));
  }
}

async function moveErrorMessage(entity: string, id: string, error: unknown): Promise<string> {
  if (error instanceof ApiError && error.code === 'ERR_8001') {
    // the server holds a newer version: say who made it, as the record form does
    const server = await retrieveSingleById(entity, id).catch(() => null);
    const modifier = server?.modifiedby;
    const user = isLookupValue(modifier) && modifier.label ? modifier.label : i18next.t('MsgUnknownLookup');
    return i18next.t('MsgRecordModifiedBy', { user });
  }
  return error instanceof Error && error.message ? error.message : i18next.t('lists:calendar.unknownError');
}
