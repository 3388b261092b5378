import type { PdfObject, PdfTemplate } from '@strata/api/contract/pdf-template';
import { parseStoredFile } from '@strata/api/contract/stored-file';
import { fetchFileLink } from '../../api/files-api';
import { retrieveSingleById } from '../../data/data-api';
import type { TemplateImage } from '../pdf/build-pdf-objects';
import { maxImageHeight } from '../pdf/pdf-defaults';

/** report_image ids a template names, in its header, footer and body. */
function imageIds(template: PdfTemplate): string[] {
  const objects: (PdfObject | null)[] = [
    ...(Array.isArray(template.header) ? template.header : []),
    ...(Array.isArray(template.footer) ? template.footer : []),
    ...(template.body?.rows.flat() ?? []),
  ];
  return [
    ...new Set(objects.flatMap((object) => (object?.type === 'image' && object.image ? [object.image] : []))),
  ];
}

/** An image as a PNG data URL, scaled down to at most 2000 px height (spec 001 section 9). */
async function scaledImage(blob: Blob): Promise<TemplateImage> {
  const bitmap = await createImageBitmap(blob);
  try {
    const scale = Math.min(1, maxImageHeight / bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return { dataUrl: canvas.toDataURL('image/png'), width: canvas.width, height: canvas.height };
  } finally {
    bitmap.close();
  }
}

/**
 * The template's images, fetched by id from report_image (spec 001 section 7) with the user's
 * rights. One that cannot be read or decoded is left out: its place stays empty.
 */
export async function loadTemplateImages(
  template: PdfTemplate,
  signal?: AbortSignal,
): Promise<Map<string, TemplateImage>> {
  const images = new Map<string, TemplateImage>();
  for (const id of imageIds(template)) {
    try {
      const record = await retrieveSingleById('report_image', id, {
        attributes: ['body'],
        ...(signal ? { signal } : {}),
      });
      const fileId = parseStoredFile(record?.body)?.id;
      if (!fileId) continue;
      const link = await fetchFileLink(
        fileId,
        { entity: 'report_image', field: 'body', recordId: id },
        signal,
      );
      const response = await fetch(link.url, signal ? { signal } : {});
      if (!response.ok) continue;
      images.set(id, await scaledImage(await response.blob()));
    } catch (error) {
      if (signal?.aborted) throw error;
    }
  }
  return images;
}
