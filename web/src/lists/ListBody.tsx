import type { FetchOrder } from '@strata/api/contract/query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordValues } from '../data/data-api';
import type { PagedRows } from '../data/use-paged-rows';
import type { ListColumn } from '../list-views/columns';
import { ErrorPanel } from '../ui/ErrorPanel';
import { Spinner } from '../ui/Spinner';
import type { ColumnCustomizer } from './customize/CustomizeHeaderCell';
import { EditGrid } from './editing/EditGrid';
import type { ListEditing } from './editing/use-list-editing';
import { ListGrid } from './grid/ListGrid';
import type { CellContext } from './grid/render-cell';
import { MobileList } from './mobile/MobileList';

/** Lists show their spinner after 300 ms (spec 001 section 9). */
const listSpinnerDelayMs = 300;

type Props = {
  paged: PagedRows;
  editing: ListEditing;
  columns: readonly ListColumn[];
  orders: FetchOrder[] | undefined;
  onSort: (column: ListColumn) => void;
  onOpen: (row: RecordValues) => void;
  selectedId: string | undefined;
  onSelect: (id: string | undefined) => void;
  queryKey: string;
  cellContext: CellContext;
  title: string;
  /** under 420 px: cards instead of the grid */
  compact: boolean;
  customizer: ColumnCustomizer | undefined;
  /** what shows when no record does (lists/empty) */
  empty: ReactNode;
};

/**
 * The list's rows as the state asks: an error with Retry, the delayed spinner, the empty
 * state, the editing grid (at every width: cards have no editors), cards, or the grid.
 */
export function ListBody(props: Props) {
  const { paged, editing, columns, queryKey, cellContext, title } = props;
  const { t } = useTranslation('lists');
  const canLoadMore = paged.hasMore && !paged.loading && !paged.error;
  if (paged.error && paged.rows.length === 0) {
    return <ErrorPanel title={t('loadFailed')} error={paged.error} onRetry={paged.reload} />;
  }
  if (paged.initial) return <Spinner delayMs={listSpinnerDelayMs} />;
  if (paged.rows.length === 0 && editing.mode !== 1) return props.empty;
  if (editing.mode !== 0) {
    return (
      <EditGrid
        editing={editing}
        columns={columns}
        rows={paged.rows}
        onSort={props.onSort}
        canLoadMore={canLoadMore}
        loadMore={paged.loadMore}
        queryKey={queryKey}
        cellContext={cellContext}
        label={title}
      />
    );
  }
  if (props.compact) {
    return (
      <MobileList
        columns={columns}
        rows={paged.rows}
        onOpen={props.onOpen}
        canLoadMore={canLoadMore}
        loadMore={paged.loadMore}
        queryKey={queryKey}
        stale={paged.stale}
        cellContext={cellContext}
        label={title}
      />
    );
  }
  return (
    <ListGrid
      columns={columns}
      rows={paged.rows}
      orders={props.orders}
      onSort={props.onSort}
      onOpen={props.onOpen}
      selectedId={props.selectedId}
      onSelect={props.onSelect}
      canLoadMore={canLoadMore}
      loadMore={paged.loadMore}
      queryKey={queryKey}
      stale={paged.stale}
      cellContext={cellContext}
      label={title}
      customizer={props.customizer}
    />
  );
}
