/** Deterministic row ids: name-based UUIDs (version 5) of entity and index, stable across runs. */
import { createHash } from 'node:crypto';

const uuidNamespace = Buffer.from('5f0c3a1e8b2d4e6fa7c91d3e5b7a9c20', 'hex');

/** Name-based UUID (RFC 4122 version 5) of an entity row: stable across runs. */
export function uuid(entity: string, index: number): string {
  const hash = createHash('sha1').update(uuidNamespace).update(`${entity}:${index}`).digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const userId = (index: number) => uuid('systemuser', index);
export const productId = (index: number) => uuid('product', index);
export const accountId = (index: number) => uuid('account', index);
export const contactId = (index: number) => uuid('contact', index);
export const leadId = (index: number) => uuid('lead', index);
export const opportunityId = (index: number) => uuid('opportunity', index);
export const quoteId = (index: number) => uuid('quote', index);
export const salesOrderId = (index: number) => uuid('salesorder', index);
export const equipmentId = (index: number) => uuid('equipment', index);
