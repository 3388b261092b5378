/**
 * Extensions of stored blobs by content type (spec 001 section 7: "a random UUID plus an
 * extension by type: image, mp4, html, pdf, pptx, docx, xlsx, zip"), so a container listed
 * in the portal or copied elsewhere opens with the right program. Other types get .bin.
 */
const extensions: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'image/tiff': 'tiff',
  'image/heic': 'heic',
  'video/mp4': 'mp4',
  'text/html': 'html',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/zip': 'zip',
};

/** `{id}.{extension}`: the blob's name in the organisation's container. */
export function blobNameFor(id: string, contentType: string): string {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return `${id}.${extensions[type] ?? 'bin'}`;
}
