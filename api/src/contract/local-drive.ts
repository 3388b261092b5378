import type { DriveItemShape } from './drive-item.js';

/**
 * The wire shapes of the local drive routes (/api/drive/...), shared with the web client's
 * local provider. An item has the same fields as the panel's DriveItem (web/src/cloud-files).
 */
export type LocalDriveItem = Omit<DriveItemShape, 'thumbnailUrl' | 'webUrl'>;

/** GET /api/drive/{entity}/{id}/children: the folder's items, or exists false when the folder is missing. */
export type LocalDriveListing =
  | { exists: true; items: LocalDriveItem[]; more: boolean }
  | { exists: false; items: []; more: false };

/** GET /api/drive/{entity}/{id}/items/{itemId}/link: a short-lived signed download URL. */
export type LocalDriveLink = { url: string; name: string; expires: number };

/** Drive paths travel as one query parameter, folder names joined by '/' (a name never holds one). */
export const drivePathSeparator = '/';

/**
 * GET /api/drive/settings. provider: always 'local' here; the OneDrive part of issue 24 answers
 * 'onedrive' when the organisation has Microsoft configured. onlineViewers: ONLINE_VIEWERS=on.
 */
export type LocalDriveSettings = { provider: 'local' | 'onedrive'; onlineViewers: boolean };
