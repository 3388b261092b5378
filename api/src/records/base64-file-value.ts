import { randomUUID } from 'node:crypto';
import { type BlobInfo, storedValueOf } from '../blobs/blob-store.js';
import type { DataContext } from '../context/data-context.js';
import { base64Text, imageExtensionFor } from '../contract/base64-image.js';
import { sniffImageType } from '../contract/image-types.js';
import { maxUploadBytes } from '../contract/stored-file.js';
import { fileTooLarge, invalidField } from '../errors/common-errors.js';
import { refuseOversizedImage } from '../errors/oversized-image.js';

/**
 * A base64 image value (pasted, imported, or sent by another system) stored as a file of the
 * field, as an upload would have been (spec 001 section 5: "a base64 value is converted with a
 * warning"): the stored value that replaces it. The bytes are sniffed again after decoding;
 * the same size limit as uploads applies.
 */
export async function storeBase64Image(
  context: DataContext,
  entity: string,
  field: string,
  value: string,
): Promise<string> {
  // a batch tried at once, rolled back and run again item by item (records/batch-at-once.ts)
  // meets the same value twice in one request: stored once, not once per try (two records of
  // one batch with the very same image share its file, as a cloned record shares its source's)
  const key = `${entity}\n${field}\n${value}`;
  let stored = storedThisRequest.get(context);
  const earlier = stored?.get(key);
  if (earlier) return earlier;
  const storedValue = await storeNewFile(context, entity, field, value);
  if (!stored) {
    stored = new Map();
    storedThisRequest.set(context, stored);
  }
  stored.set(key, storedValue);
  return storedValue;
}

/** The stored values of the base64 images a request has stored so far, per data context. */
const storedThisRequest = new WeakMap<DataContext, Map<string, string>>();

async function storeNewFile(
  context: DataContext,
  entity: string,
  field: string,
  value: string,
): Promise<string> {
  const data = Buffer.from(base64Text(value), 'base64');
  const type = sniffImageType(data);
  if (!type) throw invalidField(field, 'storedFile');
  if (data.length > maxUploadBytes) throw fileTooLarge(field);
  refuseOversizedImage(data, type, field);
  const info: BlobInfo = {
    id: randomUUID(),
    name: `${field}.${imageExtensionFor(type)}`,
    size: data.length,
    contentType: type,
    entity,
    field,
    recordId: null,
    createdBy: context.userId,
    createdOn: new Date().toISOString(),
  };
  await context.blobs.put(context.tenant.schemaName, info, data);
  // asked back, so the value names the store that took it (local or Azure)
  const stored = (await context.blobs.info(context.tenant.schemaName, info.id)) ?? info;
  return storedValueOf(stored);
}
