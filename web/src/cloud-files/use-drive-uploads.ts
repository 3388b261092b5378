import { maxUploadBytes } from '@strata/api/contract/stored-file';
import i18next from 'i18next';
import { useCallback } from 'react';
import { usePendingChange } from '../panels/panel-api';
import { failureText } from '../ui/failure-text';
import { showToast } from '../ui/toasts';
import type { DriveProvider } from './drive-provider';
import { prepareUpload } from './prepare-upload';

/** One upload on its way, for the progress bars. */
export type UploadProgress = { id: number; name: string; sent: number; total: number };

let nextId = 1;

/**
 * Uploads dropped or chosen files into the shown folder, one after another: images shrunk to
 * maxImageSize first (prepare-upload.ts), a file over the size limit refused before a byte is
 * sent, progress shown per file, the folder reloaded after each so files appear as they land.
 * The uploads on their way are the form's pending work under `key`: they go on, and their
 * progress is shown again, when the panel's tab is left and opened again, and leaving the form
 * while they run asks first.
 */
export function useDriveUploads(
  provider: DriveProvider | null,
  path: readonly string[],
  maxImageSize: number,
  reload: () => void,
  key: string,
): { uploads: UploadProgress[]; upload: (files: readonly File[]) => Promise<void> } {
  const { change, read, set, clear } = usePendingChange<UploadProgress[]>(key);
  const uploads = change?.state ?? [];
  const setUploads = useCallback(
    (update: (list: UploadProgress[]) => UploadProgress[]) => {
      const next = update(read()?.state ?? []);
      if (next.length === 0) clear();
      else set({ state: next, operations: () => [], inFlight: true });
    },
    [read, set, clear],
  );

  const upload = useCallback(
    async (files: readonly File[]) => {
      if (!provider) return;
      const folder = [...path];
      for (const original of files) {
        const id = nextId++;
        setUploads((list) => [...list, { id, name: original.name, sent: 0, total: original.size }]);
        try {
          const file = await prepareUpload(original, maxImageSize);
          if (file.size > maxUploadBytes) {
            const maxMb = Math.round(maxUploadBytes / (1024 * 1024));
            showToast(`${original.name}: ${i18next.t('errors:ERR_FILE_TOO_LARGE', { maxMb })}`, 'error');
            continue;
          }
          await provider.upload(folder, file, (sent, total) =>
            setUploads((list) => list.map((u) => (u.id === id ? { ...u, sent, total } : u))),
          );
          reload();
        } catch (error) {
          showToast(
            `${i18next.t('cloudfiles:uploadFailed', { name: original.name })}: ${failureText(error)}`,
            'error',
          );
        } finally {
          setUploads((list) => list.filter((u) => u.id !== id));
        }
      }
    },
    [provider, path, maxImageSize, reload, setUploads],
  );
  return { uploads, upload };
}
