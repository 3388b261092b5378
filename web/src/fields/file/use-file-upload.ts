import type { UploadedFile } from '@strata/api/contract/stored-file';
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
