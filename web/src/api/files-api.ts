import type { UploadedFile } from '@strata/api/contract/stored-file';
import { apiRequest } from './http';

/** Where a file belongs: the entity and field, and the record unless it is not saved yet. */
export type FileTarget = { entity: string; field: string; recordId?: string | undefined };

function targetQuery(target: FileTarget): string {
  const search = new URLSearchParams({ entity: target.entity, field: target.field });
  if (target.recordId) search.set('recordId', target.recordId);
  return search.toString();
}

/**
 * Uploads one file for an Image or File field (POST /api/files, the raw bytes as the body).
 * The answer's `value` is what the field stores; `url` is a signed link valid for about an hour.
 */
export async function uploadFile(
  target: FileTarget,
  file: Blob,
  name: string,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  const { body } = await apiRequest<UploadedFile>(`/api/files?${targetQuery(target)}`, {
    method: 'POST',
    raw: file,
    // percent-encoded: header values are Latin-1, file names are not
    headers: { 'X-File-Name': encodeURIComponent(name) },
    ...(signal ? { signal } : {}),
  });
  return body;
}

/** A fresh signed link to a stored file, reached through the record that holds it. */
export async function fetchFileLink(
  id: string,
  through: FileTarget,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  const path = `/api/files/${encodeURIComponent(id)}/link?${targetQuery(through)}`;
  return (await apiRequest<UploadedFile>(path, signal ? { signal } : {})).body;
}
