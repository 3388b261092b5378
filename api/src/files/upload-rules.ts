import { isInlineImageType, sniffImageType } from './sniff-image.js';

export { maxUploadBytes } from '../contract/stored-file.js';

/**
 * Content types served for files that are not images, chosen by the file's extension. A
 * closed list, so a client cannot make us announce text/html; anything else is a plain
 * download (application/octet-stream). All of them are served as attachments.
 */
const typesByExtension: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
};

/** The content type to store and serve: sniffed for images, by extension (closed list) otherwise. */
export function contentTypeFor(data: Uint8Array, fileName: string): string {
  const image = sniffImageType(data);
  if (image) return image;
  const extension = fileName.includes('.') ? fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase() : '';
  return typesByExtension[extension] ?? 'application/octet-stream';
}

/**
 * Images a browser can draw are the only files shown inline (in <img>); everything else,
 * TIFF and HEIC images included, downloads.
 */
export function servedInline(contentType: string): boolean {
  return isInlineImageType(contentType);
}

/**
 * The client's file name made safe to store and to put in a Content-Disposition header: no
 * folders, no control characters, at most 200 characters, never empty. It is only a label;
 * the blob's path on disk is the server's id.
 */
export function cleanFileName(raw: string): string {
  const base = raw.replace(/\\/g, '/').split('/').pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  const name = cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned;
  if (name.length <= 200) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
  return name.slice(0, 200 - extension.length) + extension;
}
