import type { FetchOrder } from '@strata/api/contract/query';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../list-views/columns';
import { columnSort } from '../../list-views/list-query';
import { Menu, MenuItem } from '../../ui/Menu';

/** The sort menu: one entry per column; choosing the current one flips the direction. */
export function SortMenu({
  columns,
  orders,
  onSort,
}: {
  columns: readonly ListColumn[];
  orders: FetchOrder[] | undefined;
  onSort: (column: ListColumn) => void;
}) {
  const { t } = useTranslation('lists');
  return (
    <Menu
      align="start"
      label={t('sort.menu')}
      trigger={
        <button type="button" className="button list-sort" aria-label={t('sort.menu')}>
          <ArrowUpDown size={16} aria-hidden="true" />
          <span className="list-sort-text">{t('sort.label')}</span>
        </button>
      }
    >
      {columns.map((column) => {
        const sort = columnSort(orders, column);
        return (
          <MenuItem key={column.attribute} onSelect={() => onSort(column)}>
            <span>{column.label}</span>
            {sort === 'ascending' && <ArrowUp size={14} aria-label={t('sort.ascending')} />}
            {sort === 'descending' && <ArrowDown size={14} aria-label={t('sort.descending')} />}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
