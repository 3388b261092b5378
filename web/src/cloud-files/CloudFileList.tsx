import { File, FileText, Folder, Image as ImageIcon, MoreVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isImageName, isPdfName } from '../fields/file/cloud-file-kinds';
import { formatFileSize } from '../fields/file/file-size';
import { Menu, MenuItem } from '../ui/Menu';
import type { DriveItem } from './drive-provider';

export type ItemHandlers = {
  open: (item: DriveItem) => void;
  download: (item: DriveItem) => void;
  rename: (item: DriveItem) => void;
  remove: (item: DriveItem) => void;
};

function ItemIcon({ item, size }: { item: DriveItem; size: number }) {
  if (item.isFolder) return <Folder size={size} aria-hidden="true" className="cloud-icon-folder" />;
  if (isImageName(item.name)) return <ImageIcon size={size} aria-hidden="true" />;
  if (isPdfName(item.name)) return <FileText size={size} aria-hidden="true" />;
  return <File size={size} aria-hidden="true" />;
}

function ItemMenu({
  item,
  handlers,
  readOnly,
}: {
  item: DriveItem;
  handlers: ItemHandlers;
  readOnly: boolean;
}) {
  const { t } = useTranslation('cloudfiles');
  return (
    <Menu
      label={t('actionsFor', { name: item.name })}
      trigger={
        <button type="button" className="icon-button" aria-label={t('actionsFor', { name: item.name })}>
          <MoreVertical size={16} aria-hidden="true" />
        </button>
      }
    >
      {!item.isFolder && <MenuItem onSelect={() => handlers.download(item)}>{t('download')}</MenuItem>}
      <MenuItem onSelect={() => handlers.rename(item)} disabled={readOnly}>
        {t('rename')}
      </MenuItem>
      <MenuItem onSelect={() => handlers.remove(item)} disabled={readOnly}>
        {t('delete')}
      </MenuItem>
    </Menu>
  );
}

/** The folder's items as a table (name, modified, size, optionally who created them) or as tiles. */
export function CloudFileList({
  items,
  view,
  showCreator,
  readOnly,
  handlers,
  thumbnails,
}: {
  items: DriveItem[];
  view: 'list' | 'thumbnails';
  showCreator: boolean;
  readOnly: boolean;
  handlers: ItemHandlers;
  /** Image URLs by item id for the tile view, as they arrive. */
  thumbnails: ReadonlyMap<string, string>;
}) {
  const { t, i18n } = useTranslation('cloudfiles');
  const language = i18n.language || 'en';
  const date = (value: string | undefined) =>
    value ? new Date(value).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' }) : '';

  if (view === 'thumbnails')
    return (
      <ul className="cloud-tiles" aria-label={t('files')}>
        {items.map((item) => {
          const src = item.thumbnailUrl ?? thumbnails.get(item.id);
          return (
            <li key={item.id} className="cloud-tile" data-name={item.name}>
              <button type="button" className="cloud-tile-open" onClick={() => handlers.open(item)}>
                {src ? <img src={src} alt="" loading="lazy" /> : <ItemIcon item={item} size={40} />}
                <span className="cloud-tile-name">{item.name}</span>
              </button>
              {showCreator && item.createdBy && <span className="cloud-tile-creator">{item.createdBy}</span>}
              <ItemMenu item={item} handlers={handlers} readOnly={readOnly} />
            </li>
          );
        })}
      </ul>
    );

  return (
    <table className="cloud-table">
      <thead>
        <tr>
          <th scope="col">{t('name')}</th>
          <th scope="col">{t('modified')}</th>
          <th scope="col" className="cloud-size">
            {t('size')}
          </th>
          {showCreator && <th scope="col">{t('createdBy')}</th>}
          <th scope="col">
            <span className="visually-hidden">{t('actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} data-name={item.name}>
            <td>
              <button type="button" className="cloud-item-open" onClick={() => handlers.open(item)}>
                <ItemIcon item={item} size={16} />
                <span>{item.name}</span>
              </button>
            </td>
            <td>{date(item.modifiedOn)}</td>
            <td className="cloud-size">{item.isFolder ? '' : formatFileSize(item.size ?? 0, language)}</td>
            {showCreator && <td>{item.createdBy ?? ''}</td>}
            <td className="cloud-actions">
              <ItemMenu item={item} handlers={handlers} readOnly={readOnly} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
