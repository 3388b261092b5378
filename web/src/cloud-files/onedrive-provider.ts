import { apiRequest, type RequestOptions } from '../api/http';
import type { DriveItem, DriveProvider } from './drive-provider';

/** Files up to this size go in one request; larger ones in pieces through an upload session. */
export const simpleUploadMaxBytes = 4 * 1024 * 1024;

/** How the provider reaches the API: the app's apiRequest (tests bring their own). */
export type DriveRequest = <T>(path: string, options?: RequestOptions) => Promise<{ body: T }>;

const pathQuery = (path: readonly string[]) => `path=${encodeURIComponent(JSON.stringify(path))}`;
const itemPath = (item: DriveItem) => `/api/azure/drive/items/${encodeURIComponent(item.id)}`;

/**
 * OneDrive for the cloud files panel (spec 002 section 7), through Strata's /api/azure/drive
 * routes: the server holds the user's Microsoft tokens and calls Graph (paging up to 100 pages,
 * retries, the SSRF guard), so the page's CSP can stay at our own origin. A large file goes up
 * in pieces (an upload session), each piece reporting progress; an aborted upload stops between
 * pieces. Errors come as ApiError with the server's code (ERR_MICROSOFT_NOT_CONNECTED,
 * ERR_MICROSOFT_RECONNECT, ERR_MICROSOFT_NAME_TAKEN, ...), for the panel's common error dialog.
 */
export function createOneDriveProvider(request: DriveRequest = apiRequest): DriveProvider {
  return {
    kind: 'onedrive',
    async list(path, options = {}) {
      const filter = options.fileFilter ? `&filter=${encodeURIComponent(options.fileFilter)}` : '';
      const { body } = await request<{ items: DriveItem[] | null; more?: boolean }>(
        `/api/azure/drive/children?${pathQuery(path)}${filter}`,
        options.signal ? { signal: options.signal } : {},
      );
      return body.items ? { items: body.items, more: body.more === true } : null;
    },
    async createFolder(path, name) {
      return (await request<DriveItem>('/api/azure/drive/folders', { json: { path, name } })).body;
    },
    async rename(_path, item, newName) {
      return (await request<DriveItem>(itemPath(item), { method: 'PATCH', json: { name: newName } })).body;
    },
    async remove(_path, item) {
      await request(itemPath(item), { method: 'DELETE' });
    },
    async upload(path, file, onProgress, signal) {
      const total = file.size;
      if (total <= simpleUploadMaxBytes) {
        const { body } = await request<DriveItem>(
          `/api/azure/drive/content?${pathQuery(path)}&name=${encodeURIComponent(file.name)}`,
          { method: 'PUT', raw: file, ...(signal ? { signal } : {}) },
        );
        onProgress?.(total, total);
        return body;
      }
      const started = await request<{ upload: string; pieceBytes: number }>('/api/azure/drive/uploads', {
        json: { path, name: file.name, size: total },
        ...(signal ? { signal } : {}),
      });
      const { upload, pieceBytes } = started.body;
      onProgress?.(0, total);
      for (let from = 0; from < total; from += pieceBytes) {
        signal?.throwIfAborted();
        const to = Math.min(total, from + pieceBytes);
        const { body } = await request<{ done: boolean; item?: DriveItem }>(
          `/api/azure/drive/uploads?upload=${encodeURIComponent(upload)}`,
          {
            method: 'PUT',
            raw: file.slice(from, to),
            headers: { 'Content-Range': `bytes ${from}-${to - 1}/${total}` },
            ...(signal ? { signal } : {}),
          },
        );
        onProgress?.(to, total);
        if (body.done && body.item) return body.item;
      }
      throw new Error('the upload ended without a file');
    },
    async downloadUrl(_path, item) {
      return (await request<{ url: string }>(`${itemPath(item)}/download`)).body.url;
    },
  };
}
