import i18next from 'i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/http.js';
import type { CalendarEvent } from '../../../calendar/calendar-layout.js';

const api = vi.hoisted(() => ({ updateRecord: vi.fn(), retrieveSingleById: vi.fn() }));
vi.mock('../../../data/data-api.js', async (original) => ({
  ...(await original<typeof import('../../../data/data-api.js')>()),
  updateRecord: api.updateRecord,
  retrieveSingleById: api.retrieveSingleById,
}));
const { saveMove } = await import('./save-move.js');

const fields = { start: 'scheduledstart', end: 'scheduledend', name: 'name', groupBy: null };
const event: CalendarEvent = {
  id: 'a1',
  name: 'Call',
  start: new Date('2024-06-12T09:00:00Z'),
  end: new Date('2024-06-12T10:00:00Z'),
  record: { id: 'a1', name: 'Call', versionnumber: 7, body: 'untouched' },
};
const next = { start: new Date('2024-06-12T11:00:00Z'), end: new Date('2024-06-12T12:00:00Z') };

describe('saving a calendar move', () => {
  beforeAll(async () => {
    // every option this file relies on is given: Vitest may run other files in this worker
    // before it, and i18next keeps options from an earlier init
    await i18next.init({
      lng: 'en',
      defaultNS: 'translation',
      ns: ['translation', 'lists'],
      resources: {
        en: {
          translation: { MsgRecordModifiedBy: 'This record was modified by {{user}}', MsgUnknownLookup: '?' },
          lists: { calendar: { unknownError: 'Unknown error' } },
        },
      },
    });
  });
  beforeEach(() => {
    api.updateRecord.mockReset();
    api.retrieveSingleById.mockReset();
  });

  it('sends only the id, the version seen and the new start and end', async () => {
    api.updateRecord.mockResolvedValue('a1');
    await saveMove('activity', fields, event, next);
    expect(api.updateRecord).toHaveBeenCalledWith(
      'activity',
      {
        id: 'a1',
        versionnumber: 7,
        scheduledstart: '2024-06-12T11:00:00.000Z',
        scheduledend: '2024-06-12T12:00:00.000Z',
      },
      'update',
    );
  });

  it('names who changed the record on a stale version', async () => {
    api.updateRecord.mockRejectedValue(new ApiError(409, 'ERR_8001', 'stale'));
    api.retrieveSingleById.mockResolvedValue({ modifiedby: { id: 'u2', name: 'systemuser', label: 'Eva' } });
    await expect(saveMove('activity', fields, event, next)).rejects.toThrow(
      'This record was modified by Eva',
    );
  });

  it("passes the server's message on, else a generic one", async () => {
    api.updateRecord.mockRejectedValue(new ApiError(403, 'ERR_FORBIDDEN', 'No right to update'));
    await expect(saveMove('activity', fields, event, next)).rejects.toThrow('No right to update');
    api.updateRecord.mockRejectedValue(new Error(''));
    await expect(saveMove('activity', fields, event, next)).rejects.toThrow('Unknown error');
  });
});
