import { fitWithin, type Size } from '../fields/file/image-maths';

/** Spec 001 sections 5 and 9: feed images are at most 1024 px on their longest side. */
export const feedImageMaxSide = 1024;

/** Types a browser can decode onto a canvas; others (tiff, heic) go up as they are. */
const decodable = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/bmp']);

/**
 * What to do with an attachment before upload: a decodable image larger than the limit is
 * scaled down and re-encoded as JPEG with a .jpg name (spec 001 section 5). Anything else, a
 * small image included, goes up untouched (re-encoding would only lose quality), and so does
 * a GIF, which would lose its animation.
 */
export function feedImagePlan(
  file: { type: string; name: string },
  size: Size,
): { resize: false } | { resize: true; size: Size; type: 'image/jpeg'; name: string } {
  if (!decodable.has(file.type)) return { resize: false };
  const target = fitWithin(size, feedImageMaxSide);
  if (target.width === size.width && target.height === size.height) return { resize: false };
  const dot = file.name.lastIndexOf('.');
  const base = dot > 0 ? file.name.slice(0, dot) : file.name;
  return { resize: true, size: target, type: 'image/jpeg', name: `${base}.jpg` };
}

export const isDecodableImage = (type: string) => decodable.has(type);
