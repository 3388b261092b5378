import { AzureBlobStore } from './azure/azure-blob-store.js';
import { LocalBlobStore } from './local-blob-store.js';
import { RoutedBlobStore } from './routed-blob-store.js';

/** Azure Blob Storage for new blobs (BLOB_STORE=azure), or undefined for the local folder only. */
export type AzureBlobSettings = { connectionString: string; containerPrefix: string };

/**
 * The one blob store configuration: the local folder, and Azure for new blobs when set up.
 * The services and the demo organisation's start-up (its template's logo) both build theirs
 * here, so the logo goes where every other new file goes.
 */
export function configuredBlobStore(blobDir: string, azure: AzureBlobSettings | undefined): RoutedBlobStore {
  return new RoutedBlobStore(
    new LocalBlobStore(blobDir),
    azure ? new AzureBlobStore(azure.connectionString, azure.containerPrefix) : null,
  );
}
