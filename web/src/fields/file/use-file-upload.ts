import { maxUploadBytes, type UploadedFile } from '@strata/api/contract/stored-file';
import i18next from 'i18next';
import { useState } from 'react';
import { type FileTarget, uploadFile } from '../../api/files-api';
import { showToast } from '../../ui/toasts';
import { rememberLink } from './link-cache';

/**
 * Uploads for one field: tracks the busy state and shows a failure (the server's translated
 * message: too large, not an image, no permission) as an error toast.
 */
export function useFileUpload(target: FileTarget) {
  const [busy, setBusy] = useState(false);
  const upload = async (file: Blob, name: string): Promise<UploadedFile | undefined> => {
    if (file.size > maxUploadBytes) {
      // the server's own message, without sending megabytes only to hear it
      const maxMb = Math.round(maxUploadBytes / (1024 * 1024));
      showToast(i18next.t('ERR_FILE_TOO_LARGE', { ns: 'errors', maxMb }), 'error');
      return undefined;
    }
    setBusy(true);
    try {
      const uploaded = await uploadFile(target, file, name);
      rememberLink(uploaded.id, uploaded.url);
      return uploaded;
    } catch (error) {
      showToast((error as Error).message, 'error');
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { busy, upload };
}
