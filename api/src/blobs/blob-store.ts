import type { Readable } from 'node:stream';

/** What is kept beside each blob: enough to serve it and to decide who may link to it. */
export type BlobInfo = {
  /** Server-generated (UUID v4); also the blob's file name in the store. */
  id: string;
  /** The client's file name, cleaned: a label for Content-Disposition, never a path. */
  name: string;
  size: number;
  contentType: string;
  /** Where it was uploaded for: the entity and field, and the record unless it was a new one. */
  entity: string;
  field: string;
  recordId: string | null;
  createdBy: string;
  createdOn: string;
};

/**
 * Blob storage, one namespace per tenant (its schema name). Drivers: a local folder (the
 * embedded default); Azure Blob is the production driver still to come (ARCHITECTURE.md 4).
 * Blobs are immutable: a changed file (a rotated image) is a new blob.
 */
export interface BlobStore {
  put(tenantSchema: string, info: BlobInfo, data: Buffer): Promise<void>;
  /** The blob's description, or null when this tenant has no such blob. */
  info(tenantSchema: string, id: string): Promise<BlobInfo | null>;
  /** The blob's bytes as a stream, or null when this tenant has no such blob. */
  open(tenantSchema: string, id: string): Promise<Readable | null>;
}
