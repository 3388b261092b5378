import type { ListColumn } from '../list-views/columns';
import type { ListViewBody } from '../list-views/list-definition';
import type { ObjectMeta } from '../metadata/object-metadata';
import type { Command } from '../ui/CommandBar';
import type { ColumnCustomizer } from './customize/CustomizeHeaderCell';
import type { ListCustomize } from './customize/use-list-customize';
import type { ListEditing } from './editing/use-list-editing';
import { ListEmpty } from './empty/ListEmpty';
import type { CellContext } from './grid/render-cell';
import type { SelectedRow } from './grid/use-selected-row';
import { ListBody } from './ListBody';
import { ListModeSlot } from './modes/ListModeSlot';
import { type ListMode, listModeComponent } from './modes/list-modes';
import type { OpenRecord } from './use-open-record';
import type { ListData } from './views/use-list-data';

/**
 * Where the records show: a registered mode's own view (map, calendar, ...), and unless such a
 * mode takes over, the list's rows (grid, cards or the editing grid) with its empty state.
 */
export function ListMain(props: {
  mode: ListMode;
  object: ObjectMeta;
  body: ListViewBody;
  data: ListData;
  editing: ListEditing;
  customize: ListCustomize;
  /** opening a record or a row (useOpenRecord) */
  open: OpenRecord;
  selected: SelectedRow;
  onSort: (column: ListColumn) => void;
  cellContext: CellContext;
  title: string;
  compact: boolean;
  customizer: ColumnCustomizer | undefined;
  /** the list's own commands, which the empty state offers too */
  listCommands: readonly Command[];
}) {
  const { mode, object, data, editing } = props;
  const { paged, filters } = data;
  const modeTakesOver = mode !== 'list' && listModeComponent(mode) !== undefined;
  return (
    <>
      <ListModeSlot
        mode={mode}
        entity={object.logicalName}
        object={object}
        body={props.body}
        columns={data.columns}
        query={data.query}
        rows={paged.rows}
        openRecord={props.open.openRecord}
        reload={paged.reload}
      />
      {!modeTakesOver && (
        <div className="list-body">
          <ListBody
            paged={paged}
            editing={editing}
            columns={data.columns}
            orders={data.effectiveOrders}
            onSort={props.onSort}
            onOpen={props.open.openRow}
            selectedId={props.selected.selectedId}
            onSelect={props.selected.setSelectedId}
            queryKey={data.queryKey}
            cellContext={props.cellContext}
            title={props.title}
            compact={props.compact}
            customizer={props.customizer}
            empty={
              <ListEmpty
                object={object}
                narrowed={filters.narrowed}
                clearFilters={filters.clearAll}
                commands={props.listCommands}
                canAct={editing.mode === 0 && !props.customize.active}
              />
            }
          />
        </div>
      )}
    </>
  );
}
