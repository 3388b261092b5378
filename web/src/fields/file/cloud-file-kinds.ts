/** What kind of file a name is, by its extension (spec 002 section 5), for previews and viewers. */

/** The image extensions the Cloud files panel recognises (spec 002 section 5). */
export const imageExtensions = ['gif', 'jpg', 'jpeg', 'tiff', 'png', 'webp', 'bmp', 'heic'] as const;
/** Documents the online viewers open (spec 000 section 7). */
export const officeExtensions = ['docx', 'xlsx', 'pptx'] as const;

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export const isImageName = (name: string): boolean =>
  (imageExtensions as readonly string[]).includes(extensionOf(name));

export const isPdfName = (name: string): boolean => extensionOf(name) === 'pdf';

export const isOfficeName = (name: string): boolean =>
  (officeExtensions as readonly string[]).includes(extensionOf(name));

/** Images a browser shows in an <img> (TIFF and HEIC are recognised, but only downloaded). */
export const isShownImageName = (name: string): boolean =>
  ['gif', 'jpg', 'jpeg', 'png', 'webp', 'bmp'].includes(extensionOf(name));

/** Whether the preview dialog can show the file: images and PDFs (spec 002 section 2). */
export const isPreviewable = (name: string): boolean => isShownImageName(name) || isPdfName(name);
