import type { LocalDriveItem, LocalDriveLink, LocalDriveListing } from '@strata/api/contract/local-drive';
import { drivePathSeparator } from '@strata/api/contract/local-drive';
import { apiRequest } from '../api/http';
import type { DriveItem, DriveProvider } from './drive-provider';
import { uploadWithProgress } from './upload-with-progress';

const toItem = (item: LocalDriveItem): DriveItem => ({ ...item });

/**
 * The local drive (issue 24): the record's own drive on Strata's server (/api/drive, files in
 * the tenant's blob store). The server checks the user's rights on the record for every call,
 * so this is only the wire format. Item ids are the server's; paths go as ?path=a/b.
 */
export type LocalDriveProvider = DriveProvider & {
  /** A link for an online document viewer: valid minutes, not an hour (GET .../link?for=viewer). */
  viewerLink(item: DriveItem): Promise<string>;
};

export function createLocalDriveProvider(entity: string, recordId: string): LocalDriveProvider {
  const base = `/api/drive/${encodeURIComponent(entity)}/${encodeURIComponent(recordId)}`;
  const pathQuery = (path: readonly string[]) =>
    new URLSearchParams({ path: path.join(drivePathSeparator) }).toString();

  return {
    kind: 'local',
    async list(path, options = {}) {
      const search = new URLSearchParams({ path: path.join(drivePathSeparator) });
      if (options.fileFilter) search.set('filter', options.fileFilter);
      const { body } = await apiRequest<LocalDriveListing>(
        `${base}/children?${search.toString()}`,
        options.signal ? { signal: options.signal } : {},
      );
      return body.exists ? { items: body.items.map(toItem), more: body.more } : null;
    },
    async createFolder(path, name) {
      const { body } = await apiRequest<LocalDriveItem>(`${base}/folders?${pathQuery(path)}`, {
        method: 'POST',
        json: { name },
      });
      return toItem(body);
    },
    async rename(_path, item, newName) {
      const { body } = await apiRequest<LocalDriveItem>(`${base}/items/${encodeURIComponent(item.id)}`, {
        method: 'PATCH',
        json: { name: newName },
      });
      return toItem(body);
    },
    async remove(_path, item) {
      await apiRequest(`${base}/items/${encodeURIComponent(item.id)}`, { method: 'DELETE' });
    },
    async upload(path, file, onProgress, signal) {
      const item = await uploadWithProgress<LocalDriveItem>(
        `${base}/files?${pathQuery(path)}`,
        file,
        // percent-encoded: header values are Latin-1, file names are not
        { 'X-File-Name': encodeURIComponent(file.name) },
        onProgress,
        signal,
      );
      return toItem(item);
    },
    async downloadUrl(_path, item) {
      const { body } = await apiRequest<LocalDriveLink>(`${base}/items/${encodeURIComponent(item.id)}/link`);
      return body.url;
    },
    async viewerLink(item) {
      const path = `${base}/items/${encodeURIComponent(item.id)}/link?for=viewer`;
      return (await apiRequest<LocalDriveLink>(path)).body.url;
    },
  };
}
