import { maxUploadBytes, type UploadedFile } from '@strata/api/contract/stored-file';
import i18next from 'i18next';
import { uploadFile } from '../api/files-api';
import { ApiError } from '../api/http';
import { feedImagePlan, isDecodableImage } from './feed-image';

/** Decodes an image and draws it at the planned size as JPEG (white behind transparency). */
async function shrink(file: File): Promise<{ blob: Blob; name: string }> {
  const image = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const plan = feedImagePlan(file, { width: image.width, height: image.height });
    if (!plan.resize) return { blob: file, name: file.name };
    const canvas = document.createElement('canvas');
    canvas.width = plan.size.width;
    canvas.height = plan.size.height;
    const context = canvas.getContext('2d');
    if (!context) return { blob: file, name: file.name };
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, plan.type, 0.9));
    return blob ? { blob, name: plan.name } : { blob: file, name: file.name };
  } finally {
    image.close();
  }
}

/**
 * Uploads a comment's attachment through the file field upload (activity.document): images
 * shrunk to 1024 px first. A file over the upload limit is refused here with the server's own
 * error text, rather than sent only to be refused.
 */
export async function uploadAttachment(file: File): Promise<UploadedFile> {
  const { blob, name } = isDecodableImage(file.type)
    ? await shrink(file).catch(() => ({ blob: file as Blob, name: file.name }))
    : { blob: file as Blob, name: file.name };
  if (blob.size > maxUploadBytes) {
    const maxMb = Math.round(maxUploadBytes / (1024 * 1024));
    throw new ApiError(413, 'ERR_FILE_TOO_LARGE', i18next.t('ERR_FILE_TOO_LARGE', { ns: 'errors', maxMb }));
  }
  return uploadFile({ entity: 'activity', field: 'document' }, blob, name);
}
