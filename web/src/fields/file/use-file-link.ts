import type { StoredFile } from '@strata/api/contract/stored-file';
import useSWR from 'swr';
import { type FileTarget, fetchFileLink } from '../../api/files-api';
import { knownLink, rememberLink } from './link-cache';

/**
 * The signed URL of a stored file, for an <img> or a download link. A link this page already
 * holds (an upload's) is used as it is; otherwise one is asked for through the record.
 */
export function useFileLink(file: StoredFile | null, through: FileTarget): { url?: string; failed: boolean } {
  const key = file ? ['file-link', file.id, through.entity, through.field, through.recordId ?? ''] : null;
  const { data, error } = useSWR(
    key,
    async () => {
      if (!file) return undefined;
      const known = knownLink(file.id);
      if (known) return known;
      const link = await fetchFileLink(file.id, through);
      rememberLink(file.id, link.url);
      return link.url;
    },
    { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );
  return { ...(data ? { url: data } : {}), failed: Boolean(error) };
}
