import type { BlobSasSettings } from '../contract/stored-file.js';
import type { BlobStore } from './blob-store.js';
import { directStoreOf } from './routed-blob-store.js';

/** The user context's `sas`: where the browser gets direct-upload slots, when uploads go to a blob service. */
export function blobSasSettings(store: BlobStore): BlobSasSettings {
  const direct = directStoreOf(store);
  return direct ? { scheme: direct.scheme, slot: '/api/files/slot', commit: '/api/files/commit' } : null;
}
