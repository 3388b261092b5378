import { parseStoredFile } from '@strata/api/contract/stored-file';
import { fetchFileLink } from '../../api/files-api';

/** The bytes of a file a record holds, through a fresh signed link (the user's rights apply). */
export async function fetchStoredFile(
  value: string | null,
  through: { entity: string; field: string; recordId: string },
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
  const stored = parseStoredFile(value);
  if (!stored) throw new Error('Invalid template format');
  const link = await fetchFileLink(stored.id, through, signal);
  const response = await fetch(link.url, signal ? { signal } : {});
  if (!response.ok) throw new Error(`Server Error: ${response.statusText || response.status}`);
  return response.arrayBuffer();
}
