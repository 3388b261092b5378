/**
 * The wire shapes of the Microsoft 365 routes (api/src/integrations/microsoft), shared with the
 * web client (web/src/microsoft).
 */

/**
 * GET /api/azure/status: whether Microsoft 365 is set up on the server, whether this user has
 * connected it, and which features their organisation enables (Settings: Microsoft 365 Features).
 */
export type MicrosoftStatus = { configured: boolean; connected: boolean; calendars: boolean; files: boolean };

/** GET /api/azure/calendars: one of the user's Outlook calendars. */
export type OutlookCalendar = { id: string; name: string; color: string | null };

/** One Outlook event as GET /api/azure/calendars/{id}/view answers it (times are ISO instants). */
export type OutlookEvent = {
  id: string;
  subject: string;
  start: string;
  end: string;
  webLink: string | null;
};
