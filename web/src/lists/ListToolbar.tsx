import type { FetchOrder } from '@strata/api/contract/query';
import type { ListColumn } from '../list-views/columns';
import type { ListViewBody } from '../list-views/list-definition';
import type { ObjectMeta } from '../metadata/object-metadata';
import { CustomizeFilterBar } from './customize/CustomizeFilterBar';
import type { ListCustomize } from './customize/use-list-customize';
import { QuickFilterBar } from './filters/QuickFilterBar';
import type { useQuickFilters } from './filters/use-quick-filters';
import { SearchBox } from './views/SearchBox';
import { SortMenu } from './views/SortMenu';

type Props = {
  object: ObjectMeta;
  body: ListViewBody;
  filters: ReturnType<typeof useQuickFilters>;
  columns: readonly ListColumn[];
  orders: FetchOrder[] | undefined;
  /** false when the list refuses the text (while editing) */
  onSearch: (text: string) => boolean;
  onSort: (column: ListColumn) => void;
  customize: ListCustomize;
};

/**
 * Above the rows: search and sort, then the quick filter bar (or, in customise mode, the bar
 * that edits which quick filters the view offers).
 */
export function ListToolbar({ object, body, filters, columns, orders, onSearch, onSort, customize }: Props) {
  return (
    <>
      <div className="list-toolbar">
        <SearchBox value={filters.searchText} onChange={onSearch} />
        <SortMenu columns={columns} orders={orders} onSort={onSort} />
      </div>
      {customize.active ? (
        <CustomizeFilterBar object={object} body={body} edit={customize.edit} />
      ) : (
        <QuickFilterBar
          object={object}
          metaDict={filters.metaDict}
          definitions={filters.chips}
          state={filters.state}
          isActive={filters.isActive}
          filter={filters.built.filter}
        />
      )}
    </>
  );
}
