import { type BlobInfo, storedValueOf } from '../blobs/blob-store.js';
import { RoutedBlobStore } from '../blobs/routed-blob-store.js';
import type { DataServices } from '../context/data-context.js';
import type { UploadedFile } from '../contract/stored-file.js';
import type { TenantRecord } from '../tenancy/tenant-registry.js';
import { signedFileUrl } from './signed-file-url.js';
import { linkExpiry, viewerLinkExpiry } from './signed-url.js';
import { servedInline } from './upload-rules.js';

/**
 * What an upload or a link request answers: the stored value (naming the blob's store) and a
 * link to read it. A blob in Azure is read straight from there with a read-only SAS for that
 * one blob and as long as our own links last (rounded the same way, so the browser's cache
 * keeps an image); a local blob through GET /api/files/{id}, signed by us.
 */
export async function uploadedFileAnswer(
  services: DataServices & { linkSecret: Promise<Buffer> },
  tenant: TenantRecord,
  info: BlobInfo,
  purpose: 'app' | 'viewer' = 'app',
): Promise<UploadedFile> {
  const direct = services.blobs instanceof RoutedBlobStore ? services.blobs.directFor(info) : null;
  const url = direct
    ? direct.readUrl(
        tenant.schemaName,
        info,
        new Date((purpose === 'viewer' ? viewerLinkExpiry() : linkExpiry()) * 1000),
        servedInline(info.contentType),
      )
    : signedFileUrl(await services.linkSecret, tenant, info.id, purpose).url;
  return {
    id: info.id,
    name: info.name,
    size: info.size,
    contentType: info.contentType,
    url,
    value: storedValueOf(info),
  };
}
