import {
  convertsToJpeg,
  fitWithin,
  normalizeTurns,
  outputTypeFor,
  resizedImageType,
  rotatedSize,
  type Size,
} from './image-maths';

/** JPEG and WebP quality for re-encoded images: visually lossless, well under the original's size. */
const quality = 0.9;

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the browser could not encode the image'))),
      type,
      quality,
    );
  });
}

/** Draws the image turned by quarter turns clockwise and scaled to `target` (the unturned size). */
function draw(image: ImageBitmap, target: Size, turns: 0 | 1 | 2 | 3, opaque = false): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  const size = rotatedSize(target, turns);
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  if (opaque) {
    // JPEG has no transparency: white behind it rather than the black a canvas would give
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
  }
  context.imageSmoothingQuality = 'high';
  context.translate(size.width / 2, size.height / 2);
  context.rotate((turns * Math.PI) / 2);
  context.drawImage(image, -target.width / 2, -target.height / 2, target.width, target.height);
  return canvas;
}

/**
 * Shrinks an image so its longest side is at most maxSide pixels (spec 000 section 5) and
 * re-encodes it as JPEG (spec 001 section 5; image-maths.ts resizedImageType). An image already
 * small enough, or no limit, is sent as it is: re-encoding would only lose quality. GIFs are
 * left alone too, so an animation keeps its frames. TIFF, HEIC and BMP become JPEG whenever
 * this browser can decode them; when it cannot, they go up as they are (offered as downloads).
 */
export async function resizeImage(file: File | Blob, maxSide: number | undefined): Promise<Blob> {
  const convert = convertsToJpeg({ type: file.type, name: file instanceof File ? file.name : '' });
  if ((!maxSide && !convert) || file.type === 'image/gif') return file;
  let image: ImageBitmap;
  try {
    image = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    if (convert) return file;
    throw error;
  }
  try {
    const size = { width: image.width, height: image.height };
    const target = fitWithin(size, maxSide);
    if (!convert && target.width === size.width && target.height === size.height) return file;
    return await encode(draw(image, target, 0, true), resizedImageType);
  } finally {
    image.close();
  }
}

/** The image turned by quarter turns clockwise, as a new file (spec 000 section 2: rotate, save). */
export async function rotateImage(file: Blob, turns: number): Promise<Blob> {
  const image = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    return await encode(
      draw(image, { width: image.width, height: image.height }, normalizeTurns(turns)),
      outputTypeFor(file.type),
    );
  } finally {
    image.close();
  }
}
