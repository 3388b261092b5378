import type { Readable } from 'node:stream';
import type { BlobInfo, BlobStore, DirectBlobStore } from './blob-store.js';

/**
 * The blob store the services use: new blobs go to the configured store (Azure when it is
 * set up, the local folder otherwise); a blob is read from whichever store holds it, so files
 * uploaded before Azure was configured keep working. Ids are random UUIDs, so no blob is in
 * both; the configured store is asked first because most reads are of recent files.
 */
export class RoutedBlobStore implements BlobStore {
  constructor(
    private readonly local: BlobStore,
    /** The direct-upload store new blobs go to, or null for the local store. */
    readonly direct: DirectBlobStore | null,
  ) {}

  put(tenantSchema: string, info: BlobInfo, data: Buffer): Promise<void> {
    return (this.direct ?? this.local).put(tenantSchema, info, data);
  }

  async info(tenantSchema: string, id: string): Promise<BlobInfo | null> {
    for (const store of this.stores()) {
      const info = await store.info(tenantSchema, id);
      if (info) return info;
    }
    return null;
  }

  async open(tenantSchema: string, id: string): Promise<Readable | null> {
    for (const store of this.stores()) {
      const stream = await store.open(tenantSchema, id);
      if (stream) return stream;
    }
    return null;
  }

  /** The store holding a blob whose description says where it is. */
  directFor(info: BlobInfo): DirectBlobStore | null {
    return this.direct && info.scheme === this.direct.scheme ? this.direct : null;
  }

  private stores(): BlobStore[] {
    return this.direct ? [this.direct, this.local] : [this.local];
  }
}

/** The direct-upload store new blobs go to, if the services' store has one. */
export function directStoreOf(store: BlobStore): DirectBlobStore | null {
  return store instanceof RoutedBlobStore ? store.direct : null;
}
