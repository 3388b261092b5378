/** Pure sizes and types for client-side image work; the canvas code in image-canvas.ts uses them. */

export type Size = { width: number; height: number };

/**
 * The size that fits an image within maxSide pixels on its longest side, keeping its shape
 * (spec 000 section 5: images are resized to a maximum size if configured). Never enlarges;
 * no or a nonsensical maxSide means no resize.
 */
export function fitWithin(size: Size, maxSide: number | undefined): Size {
  const longest = Math.max(size.width, size.height);
  if (!maxSide || !Number.isFinite(maxSide) || maxSide < 1 || longest <= maxSide) return size;
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** Quarter turns clockwise, normalised to 0..3 (so -1 is 3, 5 is 1). */
export function normalizeTurns(turns: number): 0 | 1 | 2 | 3 {
  return (((Math.trunc(turns) % 4) + 4) % 4) as 0 | 1 | 2 | 3;
}

/** The canvas size after turning: a quarter or three-quarter turn swaps width and height. */
export function rotatedSize(size: Size, turns: number): Size {
  return normalizeTurns(turns) % 2 === 1 ? { width: size.height, height: size.width } : size;
}

/**
 * What a canvas should encode a changed image as. Canvas cannot write GIF, and a resized
 * animation would lose its frames anyway, so GIF becomes PNG; the others keep their type.
 */
export function outputTypeFor(inputType: string): 'image/png' | 'image/jpeg' | 'image/webp' {
  if (inputType === 'image/jpeg' || inputType === 'image/webp') return inputType;
  return 'image/png';
}

/** The file name for a re-encoded image: the same name with the extension of its new type. */
export function renameFor(name: string, type: string): string {
  const extension = type === 'image/jpeg' ? 'jpg' : type === 'image/webp' ? 'webp' : 'png';
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.${extension}`;
}

/** The image types an Image field accepts (the server sniffs the same four). */
export const acceptedImageTypes = 'image/png,image/jpeg,image/gif,image/webp';

export function isAcceptedImageType(type: string): boolean {
  return acceptedImageTypes.split(',').includes(type);
}
