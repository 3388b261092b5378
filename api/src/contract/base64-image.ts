import { type ImageType, sniffImageType } from './image-types.js';

const dataUrlPattern = /^data:(?:image\/[a-z0-9.+-]+)?(?:;[a-z0-9=.+-]*)*;base64,/i;
const base64Pattern = /^[A-Za-z0-9+/]+={0,2}$/;

/** The base64 text of a value, without a data: prefix or white space; null when it is not base64. */
function base64Of(value: string): string | null {
  const prefix = dataUrlPattern.exec(value);
  const text = (prefix ? value.slice(prefix[0].length) : value).replace(/\s+/g, '');
  return text.length >= 16 && base64Pattern.test(text) ? text : null;
}

/**
 * Whether a field value is an image written out as base64 (a data: URL, or bare base64 whose
 * bytes are an image): the form a pasted or imported picture from another system takes. Only
 * the first bytes are decoded, so checking a large value is cheap.
 */
export function base64ImageType(value: unknown): ImageType | null {
  if (typeof value !== 'string' || value.length < 16) return null;
  const text = base64Of(value.slice(0, 400));
  if (!text) return null;
  if (value.length > 400 && !base64Of(value)) return null;
  try {
    // whole groups of four characters only: atob refuses a cut-off group
    const head = text.slice(0, 64);
    const bytes = atob(head.slice(0, head.length - (head.length % 4)));
    return sniffImageType(Uint8Array.from(bytes, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** The bytes of a base64 image value (base64ImageType said it is one). */
export function base64Text(value: string): string {
  return base64Of(value) ?? '';
}

/** The extension a converted image's file name gets. */
export const imageExtensionFor = (type: ImageType): string =>
  type === 'image/jpeg' ? 'jpg' : type.slice('image/'.length);
