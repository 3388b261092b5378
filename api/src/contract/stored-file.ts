import { z } from 'zod';

/**
 * The value an Image or File field holds (its column is a String): a small JSON object naming
 * the blob and what a list or form shows without another request, e.g.
 * `{"id":"3f0c…","name":"pump.jpg","size":48213,"type":"image/jpeg"}`.
 * No URL is stored: download links are signed and expire, so they are minted when needed.
 */
export const blobIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export const storedFileSchema = z.object({
  id: z.string().regex(blobIdPattern),
  name: z.string().min(1).max(200),
  size: z.number().int().min(0),
  type: z.string().min(1).max(100),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** What POST /api/files and GET /api/files/{id}/link answer. */
export type UploadedFile = {
  id: string;
  name: string;
  size: number;
  contentType: string;
  /** A signed download URL, valid for about an hour. */
  url: string;
  /** The string to store in the field. */
  value: string;
};

export function formatStoredFile(file: StoredFile): string {
  return JSON.stringify({ id: file.id, name: file.name, size: file.size, type: file.type });
}

/** The stored file a field value names, or null when the value is empty or not one of ours. */
export function parseStoredFile(value: unknown): StoredFile | null {
  if (typeof value !== 'string' || value === '' || value.length > 1000) return null;
  try {
    const parsed = storedFileSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
