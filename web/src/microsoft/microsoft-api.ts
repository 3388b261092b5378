import type { MicrosoftStatus, OutlookCalendar, OutlookEvent } from '@strata/api/contract/microsoft';
import { apiRequest, getJson } from '../api/http';

export type { MicrosoftStatus, OutlookCalendar, OutlookEvent };

export const microsoftStatusKey = '/api/azure/status';

export function fetchMicrosoftStatus(): Promise<MicrosoftStatus> {
  return getJson<MicrosoftStatus>(microsoftStatusKey);
}

/**
 * "Connect Microsoft 365": the server starts msal's consent flow and answers the page to go
 * to; Microsoft returns to this page (its path and query) with ?microsoft=connected or failed.
 */
export async function connectMicrosoft(): Promise<void> {
  const returnPath = `${window.location.pathname}${window.location.search}`;
  const { body } = await apiRequest<{ url: string }>('/api/azure/connect', { json: { returnPath } });
  window.location.assign(body.url);
}

export async function disconnectMicrosoft(): Promise<void> {
  await apiRequest('/api/azure/connection', { method: 'DELETE' });
}

export function fetchOutlookCalendars(signal?: AbortSignal): Promise<OutlookCalendar[]> {
  return apiRequest<OutlookCalendar[]>('/api/azure/calendars', signal ? { signal } : {}).then(
    (answer) => answer.body,
  );
}

export function fetchOutlookEvents(calendarId: string, from: Date, to: Date): Promise<OutlookEvent[]> {
  const search = new URLSearchParams({ start: from.toISOString(), end: to.toISOString() });
  return getJson<OutlookEvent[]>(`/api/azure/calendars/${encodeURIComponent(calendarId)}/view?${search}`);
}
