/**
 * The value an Image or File field holds (its column is a String): a small JSON object naming
 * the blob and what a list or form shows without another request, e.g.
 * `{"id":"3f0c…","name":"pump.jpg","size":48213,"type":"image/jpeg"}`.
 * No URL is stored: download links are signed and expire, so they are minted when needed.
 * A value names the store that holds its blob by a scheme prefix (spec 001 section 7):
 * `azblob:{"id":…}` is in Azure Blob Storage; a value without a prefix is in the local store
 * (every value written before there was a choice, and every local one since).
 */
export const blobIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * The largest file one upload may carry (spec 000 section 9 names none; 10 MB keeps the
 * server's memory bounded). Shared so the web app can refuse a bigger file before sending it.
 */
export const maxUploadBytes = 10 * 1024 * 1024;

/** The stores a value can name; 'local' is written without a prefix. */
export type BlobScheme = 'local' | 'azblob';
const schemePrefixes: Readonly<Record<Exclude<BlobScheme, 'local'>, string>> = { azblob: 'azblob:' };

export type StoredFile = {
  id: string;
  name: string;
  size: number;
  type: string;
  /** Where the blob is; 'local' when absent. */
  scheme?: BlobScheme;
};

/** The prefix values of the scheme begin with ('' for the local store). */
export const schemePrefix = (scheme: BlobScheme | undefined): string =>
  scheme && scheme !== 'local' ? schemePrefixes[scheme] : '';

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
  return `${schemePrefix(file.scheme)}${JSON.stringify({ id: file.id, name: file.name, size: file.size, type: file.type })}`;
}

/**
 * The stored file a field value names, or null when the value is empty or not one of ours.
 * Plain checks rather than a zod schema: the web app runs this for every image it shows and
 * would otherwise bundle zod for it.
 */
export function parseStoredFile(value: unknown): StoredFile | null {
  if (typeof value !== 'string' || value === '' || value.length > 1000) return null;
  let scheme: BlobScheme = 'local';
  let json = value;
  for (const [name, prefix] of Object.entries(schemePrefixes)) {
    if (value.startsWith(prefix)) {
      scheme = name as BlobScheme;
      json = value.slice(prefix.length);
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  const { id, name, size, type } = (parsed ?? {}) as Record<string, unknown>;
  if (typeof id !== 'string' || !blobIdPattern.test(id)) return null;
  if (typeof name !== 'string' || name === '' || name.length > 200) return null;
  if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0) return null;
  if (typeof type !== 'string' || type === '' || type.length > 100) return null;
  return scheme === 'local' ? { id, name, size, type } : { id, name, size, type, scheme };
}

/**
 * The user context's `sas` (spec 000 section 3) when uploads go straight to a blob service:
 * the browser asks `slot` for a one-blob, create-only SAS, PUTs the file there, then posts the
 * slot's token to `commit` (contract: DirectUploadSlot). Null: uploads go through POST /api/files.
 */
export type BlobSasSettings = { scheme: Exclude<BlobScheme, 'local'>; slot: string; commit: string } | null;

/** What POST /api/files/slot answers. */
export type DirectUploadSlot = {
  url: string;
  headers: Record<string, string>;
  expiresOn: string;
  /** Posted to the commit route once the PUT succeeded. */
  token: string;
};
