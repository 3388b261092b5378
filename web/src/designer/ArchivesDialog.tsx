import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Dialog } from '../ui/Dialog';
import { FormMessages } from '../ui/FormMessages';
import { ChangeDialog } from './ChangeDialog';
import { type ArchiveEntry, loadArchives, restoreArchive } from './designer-api';

const what = (archive: ArchiveEntry) =>
  archive.propertyName ? `${archive.objectName}.${archive.propertyName}` : archive.objectName;

/**
 * The designer's archives: deleted fields and entities kept 30 days, newest first, with the
 * date, what was deleted and its rows. Restore previews the server's plan and brings the field
 * or entity back with its data; a name taken again is refused by the server (ERR_NAME_TAKEN).
 */
export function ArchivesDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('designer');
  const archives = useSWR(['designer', 'archives'], loadArchives, { revalidateOnFocus: false });
  const [restoring, setRestoring] = useState<ArchiveEntry>();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  if (restoring)
    return (
      <ChangeDialog
        title={t('archives.restoreTitle', { name: what(restoring) })}
        build={() => restoreArchive(restoring.table)}
        applyLabel={t('archives.restore')}
        onClose={() => setRestoring(undefined)}
        onApplied={() => {
          setRestoring(undefined);
          void archives.mutate();
        }}
      >
        <p>
          {t(restoring.propertyName ? 'archives.restoreField' : 'archives.restoreEntity', {
            name: what(restoring),
          })}
        </p>
      </ChangeDialog>
    );
  const list = archives.data ?? [];
  return (
    <Dialog title={t('archives.title')} className="designer-dialog" onClose={onClose}>
      <p className="designer-muted">{t('archives.about')}</p>
      <FormMessages error={archives.error ? String((archives.error as Error).message) : undefined} />
      {archives.data && list.length === 0 && <p className="empty-state">{t('archives.empty')}</p>}
      {list.length > 0 && (
        <table className="designer-table" data-testid="archives">
          <thead>
            <tr>
              <th scope="col">{t('archives.archivedOn')}</th>
              <th scope="col">{t('archives.what')}</th>
              <th scope="col">{t('archives.rows')}</th>
              <th scope="col">{t('archives.expiresOn')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((archive) => (
              <tr key={archive.table}>
                <td>{date(archive.archivedOn)}</td>
                <td>
                  {t(archive.propertyName ? 'archives.field' : 'archives.entity')}{' '}
                  <code>{what(archive)}</code>
                </td>
                <td>{archive.rows}</td>
                <td>{date(archive.expiresOn)}</td>
                <td>
                  <button type="button" className="button" onClick={() => setRestoring(archive)}>
                    {t('archives.restore')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}
