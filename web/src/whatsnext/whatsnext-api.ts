import type { WhatsNextRequest, WhatsNextResponse } from '@strata/api/contract/whatsnext';
import { apiRequest } from '../api/http';

/** POST /api/whatsnext: the rules' records and the due reminders for a schedule and owner. */
export async function loadWhatsNext(request: WhatsNextRequest): Promise<WhatsNextResponse> {
  return (await apiRequest<WhatsNextResponse>('/api/whatsnext', { json: request })).body;
}
