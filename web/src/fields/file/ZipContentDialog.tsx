import type { StoredFile } from '@strata/api/contract/stored-file';
import { Folder } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Dialog } from '../../ui/Dialog';
import { FormMessages } from '../../ui/FormMessages';
import { Spinner } from '../../ui/Spinner';
import { formatFileSize } from './file-size';

/** The zip file's bytes through its signed link, listed by zip-entries.ts (fflate loads with it). */
async function loadEntries(url: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(String(response.status));
  const bytes = new Uint8Array(await response.arrayBuffer());
  const { listZipEntries } = await import('./zip-entries');
  return listZipEntries(bytes);
}

/**
 * The zip-content listing (spec 000 section 2, Dialogs): what a zip file in a File field holds,
 * each entry with its size, without downloading and opening it.
 */
export function ZipContentDialog({
  file,
  url,
  onClose,
}: {
  file: StoredFile;
  url: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('files');
  const { data, error } = useSWR(['zip-entries', file.id, url], () => loadEntries(url), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return (
    <Dialog title={t('zipContents', { name: file.name })} onClose={onClose} className="zip-content">
      {error && <FormMessages error={t('zipUnreadable')} />}
      {!data && !error && <Spinner />}
      {data && data.length === 0 && <p>{t('zipEmpty')}</p>}
      {data && data.length > 0 && (
        <table className="zip-entries">
          <thead>
            <tr>
              <th scope="col">{t('zipName')}</th>
              <th scope="col">{t('zipSize')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((entry) => (
              <tr key={entry.name}>
                <td>
                  {entry.folder && <Folder size={14} aria-label={t('zipFolder')} />} {entry.name}
                </td>
                <td className="number">
                  {entry.folder ? '' : formatFileSize(entry.size, i18n.language || 'en')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}
