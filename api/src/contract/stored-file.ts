/**
 * The value an Image or File field holds (its column is a String): a small JSON object naming
 * the blob and what a list or form shows without another request, e.g.
 * `{"id":"3f0c…","name":"pump.jpg","size":48213,"type":"image/jpeg"}`.
 * No URL is stored: download links are signed and expire, so they are minted when needed.
 */
export const blobIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * The largest file one upload may carry (spec 000 section 9 names none; 10 MB keeps the
 * server's memory bounded). Shared so the web app can refuse a bigger file before sending it.
 */
export const maxUploadBytes = 10 * 1024 * 1024;

export type StoredFile = { id: string; name: string; size: number; type: string };

/** What POST /api/files and GET /api/files/{id}/link answer. */
export type UploadedFile = {
  id: string;
  name: string;
  size: number;
  contentType: string;
  /** A signed download URL, valid for about an hour. */
  url: string;
  /** The string to store in the field. */
  value: string;
};

export function formatStoredFile(file: StoredFile): string {
  return JSON.stringify({ id: file.id, name: file.name, size: file.size, type: file.type });
}

/**
 * The stored file a field value names, or null when the value is empty or not one of ours.
 * Plain checks rather than a zod schema: the web app runs this for every image it shows and
 * would otherwise bundle zod for it.
 */
export function parseStoredFile(value: unknown): StoredFile | null {
  if (typeof value !== 'string' || value === '' || value.length > 1000) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  const { id, name, size, type } = (parsed ?? {}) as Record<string, unknown>;
  if (typeof id !== 'string' || !blobIdPattern.test(id)) return null;
  if (typeof name !== 'string' || name === '' || name.length > 200) return null;
  if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0) return null;
  if (typeof type !== 'string' || type === '' || type.length > 100) return null;
  return { id, name, size, type };
}
