import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore } from '../blobs/blob-store.js';
import type { LoadedTemplate } from '../templates/loaded-template.js';

/**
 * Stores the files a template's seed rows name (the crm logo in report_image) as blobs of the
 * new organisation, described as uploaded by its first administrator for that row's field, so
 * the download-link rules treat them as any uploaded file. Without a blob store (tools that
 * make schemas only) the rows keep their references and the images print empty.
 */
export async function storeTemplateFiles(
  blobs: BlobStore | undefined,
  schemaName: string,
  template: LoadedTemplate,
  adminId: string,
): Promise<void> {
  if (!blobs) return;
  const createdOn = new Date().toISOString();
  for (const file of template.files ?? []) {
    const data = await readFile(path.join(template.dir, file.file));
    await blobs.put(
      schemaName,
      {
        id: file.blobId,
        name: file.name,
        size: data.length,
        contentType: file.contentType,
        entity: file.entity,
        field: file.field,
        recordId: file.recordId,
        createdBy: adminId,
        createdOn,
      },
      data,
    );
  }
}
