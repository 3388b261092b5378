import type { BlobSasSettings } from '@strata/api/contract/stored-file';

/**
 * The user context's `sas` (spec 000 section 3), kept where the upload code reads it: set when
 * files go straight to the blob service, null when they go through POST /api/files.
 */
let current: BlobSasSettings = null;

export function rememberBlobSas(sas: BlobSasSettings | undefined): void {
  current = sas ?? null;
}

export function blobSas(): BlobSasSettings {
  return current;
}
