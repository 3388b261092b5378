import { Bookmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Menu, MenuItem, MenuSeparator } from '../../ui/Menu';
import type { UserFilter } from './user-filters';

/** A saved user filter: apply it, store the current choices in it, rename or delete it. */
export function UserFilterChip({
  filter,
  onApply,
  onUpdate,
  onRename,
  onDelete,
}: {
  filter: UserFilter;
  onApply: (filter: UserFilter) => void;
  onUpdate: (filter: UserFilter) => void;
  onRename: (filter: UserFilter) => void;
  onDelete: (filter: UserFilter) => void;
}) {
  const { t } = useTranslation('lists');
  return (
    <Menu
      align="start"
      label={filter.name}
      trigger={
        <button type="button" className="qf-chip qf-user">
          <Bookmark size={14} aria-hidden="true" />
          <span className="qf-chip-label">{filter.name}</span>
        </button>
      }
    >
      <MenuItem onSelect={() => onApply(filter)}>{t('userFilters.apply')}</MenuItem>
      <MenuItem onSelect={() => onUpdate(filter)}>{t('userFilters.update')}</MenuItem>
      <MenuItem onSelect={() => onRename(filter)}>{t('userFilters.rename')}</MenuItem>
      <MenuSeparator />
      <MenuItem onSelect={() => onDelete(filter)}>{t('userFilters.delete')}</MenuItem>
    </Menu>
  );
}
