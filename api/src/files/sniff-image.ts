/** The image types Strata accepts and serves inline. SVG is left out on purpose: it can carry script. */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const startsWith = (data: Uint8Array, bytes: readonly number[], offset = 0): boolean =>
  data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type of the data by its magic bytes, or null. The client's Content-Type and the
 * file name are never trusted: a script renamed to .png must not be served inline.
 */
export function sniffImageType(data: Uint8Array): ImageType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

export function isImageType(type: string): type is ImageType {
  return type === 'image/png' || type === 'image/jpeg' || type === 'image/gif' || type === 'image/webp';
}
