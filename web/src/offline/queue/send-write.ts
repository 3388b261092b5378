import type { FetchQuery } from '@strata/api/contract/query';
import { apiRequest } from '../../api/http';
import { idempotencyHeader } from '../../api/retried-write';
import type { Row } from '../store/offline-store';
import type { QueuedWrite } from './queued-write';

/** One queued write through /api/executemultiple, with the key it was queued with. */
export async function sendWrite(item: QueuedWrite): Promise<void> {
  await apiRequest('/api/executemultiple', {
    json: {
      records: [{ name: item.entity, operation: item.operation, object: item.object }],
      continueOnError: false,
    },
    headers: { [idempotencyHeader]: item.key },
  });
}

/** The server's record now (every attribute), or null when it is gone or may not be read. */
export async function serverRow(entity: string, id: string): Promise<Row | null> {
  const query: FetchQuery = {
    entity: {
      name: entity,
      allattrs: true,
      filter: { conditions: [{ attribute: 'id', operator: 'eq', value: id }] },
    },
    count: 1,
  };
  const { body } = await apiRequest<Row[]>('/api/fetch', { json: query });
  return body[0] ?? null;
}
