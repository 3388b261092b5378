import { timingSafeEqual } from 'node:crypto';
import type { BlobInfo } from '../blob-store.js';

/** An HMAC under a key only the server has (the storage account key), base64. */
export type Signer = (text: string) => string;

const keys = [
  'name',
  'size',
  'contenttype',
  'entity',
  'field',
  'recordid',
  'createdby',
  'createdon',
] as const;

/** What is signed: the blob's id and every described value, so metadata copied to another blob fails. */
const signedText = (id: string, values: Record<string, string>) =>
  ['strata-blob', id, ...keys.map((key) => values[key] ?? '')].join('\n');

/**
 * BlobInfo as Azure blob metadata: names are identifiers, values travel as HTTP headers
 * (ASCII), so each value is percent-encoded. A browser holding an upload SAS can send its own
 * x-ms-meta-* headers, so the description carries a signature (`sig`) under the account key:
 * metadata without a valid one describes nothing, and the blob counts as not yet committed.
 */
export function metadataOf(info: BlobInfo, sign: Signer): Record<string, string> {
  const values: Record<string, string> = {
    name: info.name,
    size: String(info.size),
    contenttype: info.contentType,
    entity: info.entity,
    field: info.field,
    // an empty value would not survive the trip (the header is dropped): no record is '-'
    recordid: info.recordId ?? '-',
    createdby: info.createdBy,
    createdon: info.createdOn,
  };
  const encoded = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, encodeURIComponent(value)]),
  );
  return { ...encoded, sig: sign(signedText(info.id, encoded)) };
}

export function blobInfoFromMetadata(
  id: string,
  metadata: Record<string, string>,
  sign: Signer,
): BlobInfo | null {
  const given = Buffer.from(metadata.sig ?? '');
  const expected = Buffer.from(sign(signedText(id, metadata)));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const read = (key: string): string | null => {
    const value = metadata[key];
    if (value === undefined) return null;
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  };
  const [name, size, contentType, entity, field, recordId, createdBy, createdOn] = keys.map(read);
  if (!name || !size || !contentType || !entity || !field || !createdBy || !createdOn || recordId == null)
    return null;
  const bytes = Number(size);
  if (!Number.isSafeInteger(bytes) || bytes < 0) return null;
  return {
    id,
    name,
    size: bytes,
    contentType,
    entity,
    field,
    recordId: recordId === '-' ? null : recordId,
    createdBy,
    createdOn,
  };
}
