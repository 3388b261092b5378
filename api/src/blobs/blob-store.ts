import type { Readable } from 'node:stream';
import { type BlobScheme, formatStoredFile } from '../contract/stored-file.js';

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
  /**
   * The store that holds it, as stored values name it (contract/stored-file.ts): set by the
   * store that answers info(); absent means the local store.
   */
  scheme?: BlobScheme;
  /** The store's own name for the blob when it is not the id (Azure: `{id}.{extension}`). */
  storedAs?: string;
};

/**
 * Blob storage, one namespace per tenant (its schema name). Drivers: a local folder (the
 * default) and Azure Blob Storage (blobs/azure/); blobs/routed-blob-store.ts writes to the
 * configured one and reads from whichever holds a blob. Blobs are immutable: a changed file
 * (a rotated image) is a new blob.
 */
export interface BlobStore {
  put(tenantSchema: string, info: BlobInfo, data: Buffer): Promise<void>;
  /** The blob's description, or null when this tenant has no such blob. */
  info(tenantSchema: string, id: string): Promise<BlobInfo | null>;
  /** The blob's bytes as a stream, or null when this tenant has no such blob. */
  open(tenantSchema: string, id: string): Promise<Readable | null>;
}

/** What a browser needs to send one file straight to the store (spec 001 section 7). */
export type UploadSlot = {
  /** PUT the bytes here (a short-lived, create-only SAS for this one blob). */
  url: string;
  /** Headers the PUT must carry: a block blob, and the file's content type. */
  headers: Record<string, string>;
  expiresOn: string;
};

/**
 * A store the browser writes to and reads from directly, through short-lived links the
 * server signs; the server only describes (commits) what was uploaded.
 */
/** What uploaded() finds of a blob a browser uploaded through a slot. */
export type UploadedBlob = {
  size: number;
  head: Buffer;
  storedAs: string;
  /** its description, once the commit has described it */
  described: BlobInfo | null;
};

export interface DirectBlobStore extends BlobStore {
  readonly scheme: Exclude<BlobScheme, 'local'>;
  /** Where browsers reach it (the web app's Content-Security-Policy must allow it). */
  readonly origin: string;
  /** Where the browser may create this one blob until expiresOn, and nothing else. */
  uploadSlot(tenantSchema: string, id: string, contentType: string, expiresOn: Date): Promise<UploadSlot>;
  /**
   * An uploaded blob, described or not: the first bytes (for sniffing the type), its size, the
   * name it is stored under, and its description when it has one (a commit repeated).
   */
  uploaded(tenantSchema: string, id: string): Promise<UploadedBlob | null>;
  /**
   * Records the description of an uploaded blob (found by uploaded(): `storedAs` names it, so
   * nothing is looked up again); from now on info() finds it. Answers the described blob.
   */
  describe(tenantSchema: string, info: BlobInfo & { storedAs: string }): Promise<BlobInfo>;
  /** Removes an uploaded blob that was refused (too large, not an image). */
  discard(tenantSchema: string, id: string): Promise<void>;
  /** A read-only link to this one blob until expiresOn. */
  readUrl(tenantSchema: string, info: BlobInfo, expiresOn: Date, inline: boolean): string;
}

/** The value a record's File or Image field keeps for a blob: its description, naming its store. */
export function storedValueOf(info: BlobInfo): string {
  return formatStoredFile({
    id: info.id,
    name: info.name,
    size: info.size,
    type: info.contentType,
    ...(info.scheme ? { scheme: info.scheme } : {}),
  });
}
