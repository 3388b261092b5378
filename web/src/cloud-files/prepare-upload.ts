import { extensionOf, isImageName } from '../fields/file/cloud-file-kinds';
import { fitWithin } from '../fields/file/image-maths';

/** JPEG quality of resized images: visually lossless, well under the original's size. */
const quality = 0.9;

/** "photo.png" -> "photo.jpg" (spec 002 section 5: images converted to JPEG get a .jpg extension). */
export function jpegName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.jpg`;
}

/**
 * The file as it is uploaded: an image larger than maxImageSize on its longest side is drawn
 * smaller on a canvas and sent as JPEG with a .jpg name (spec 002 section 5), in the browser,
 * so a phone's 12 MB photo never leaves it whole. Images the browser cannot decode (TIFF,
 * HEIC in most browsers), small ones and GIFs (which would lose their frames) go as they are.
 */
export async function prepareUpload(file: File, maxImageSize: number): Promise<File> {
  if (!isImageName(file.name) || extensionOf(file.name) === 'gif') return file;
  let image: ImageBitmap;
  try {
    image = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = { width: image.width, height: image.height };
    const target = fitWithin(size, maxImageSize);
    if (target.width === size.width && target.height === size.height) return file;
    const canvas = document.createElement('canvas');
    canvas.width = target.width;
    canvas.height = target.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a transparent PNG gets white rather than black behind it
    context.fillStyle = '#fff';
    context.fillRect(0, 0, target.width, target.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, 0, 0, target.width, target.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    return blob ? new File([blob], jpegName(file.name), { type: 'image/jpeg' }) : file;
  } finally {
    image.close();
  }
}
