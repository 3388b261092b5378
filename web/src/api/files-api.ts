import type { BlobSasSettings, DirectUploadSlot, UploadedFile } from '@strata/api/contract/stored-file';
import i18next from 'i18next';
import { blobSas } from './blob-sas';
import { ApiError, apiRequest } from './http';

/** Where a file belongs: the entity and field, and the record unless it is not saved yet. */
export type FileTarget = { entity: string; field: string; recordId?: string | undefined };

function targetQuery(target: FileTarget): string {
  const search = new URLSearchParams({ entity: target.entity, field: target.field });
  if (target.recordId) search.set('recordId', target.recordId);
  return search.toString();
}

/**
 * Uploads one file for an Image or File field: straight to the blob service when the user
 * context's `sas` says so, through POST /api/files (the raw bytes as the body) otherwise.
 * The answer's `value` is what the field stores; `url` is a link valid for about an hour.
 */
export async function uploadFile(
  target: FileTarget,
  file: Blob,
  name: string,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  const sas = blobSas();
  if (sas) return uploadDirect(sas, target, file, name, signal);
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
  /** 'viewer': a link of minutes for an online document viewer (spec 000 section 7). */
  purpose?: 'viewer',
): Promise<UploadedFile> {
  const path = `/api/files/${encodeURIComponent(id)}/link?${targetQuery(through)}${purpose ? `&for=${purpose}` : ''}`;
  return (await apiRequest<UploadedFile>(path, signal ? { signal } : {})).body;
}

/**
 * Spec 001 section 7: a slot (a create-only SAS for one new blob of the organisation's
 * container), a PUT of the bytes to it as a block blob with the content type, then the commit,
 * where the server checks the bytes and describes the blob.
 */
async function uploadDirect(
  sas: NonNullable<BlobSasSettings>,
  target: FileTarget,
  file: Blob,
  name: string,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  const options = signal ? { signal } : {};
  const { body: slot } = await apiRequest<DirectUploadSlot>(`${sas.slot}?${targetQuery(target)}`, {
    method: 'POST',
    json: { name, size: file.size, type: file.type },
    ...options,
  });
  let put: Response | null = null;
  try {
    put = await fetch(slot.url, { method: 'PUT', headers: slot.headers, body: file, ...options });
  } catch (error) {
    if (signal?.aborted) throw error;
  }
  if (!put?.ok)
    throw new ApiError(put?.status ?? 0, 'ERR_UNKNOWN', i18next.t('storageUploadFailed', { ns: 'files' }));
  const { body } = await apiRequest<UploadedFile>(sas.commit, {
    method: 'POST',
    json: { token: slot.token },
    ...options,
  });
  return body;
}
