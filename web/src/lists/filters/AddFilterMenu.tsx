import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Menu, MenuItem } from '../../ui/Menu';

/** The '+' chip: choose a property, Advanced Find, or Add User Filter (spec 001 section 2). */
export function AddFilterMenu({
  onChooseProperty,
  onAdvancedFind,
  onAddUserFilter,
}: {
  onChooseProperty: () => void;
  onAdvancedFind: () => void;
  onAddUserFilter: () => void;
}) {
  const { t } = useTranslation('lists');
  return (
    <Menu
      align="start"
      label={t('filters.addFilter')}
      trigger={
        <button type="button" className="qf-chip qf-add" aria-label={t('filters.addFilter')}>
          <Plus size={16} aria-hidden="true" />
        </button>
      }
    >
      <MenuItem onSelect={onChooseProperty}>{t('filters.chooseProperty')}</MenuItem>
      <MenuItem onSelect={onAdvancedFind}>{t('filters.advancedFind')}</MenuItem>
      <MenuItem onSelect={onAddUserFilter}>{t('filters.addUserFilter')}</MenuItem>
    </Menu>
  );
}
