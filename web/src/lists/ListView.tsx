import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShell } from '../context/shell-context';
import type { RecordValues } from '../data/data-api';
import { LazyBatchPrintDialog } from '../documents/LazyBatchPrintDialog';
import { LazyExportDialog } from '../export/LazyExportDialog';
import { recordPath } from '../fields/lookup/use-app-id';
import { rowFormName } from '../list-views/columns';
import type { ListViewBody } from '../list-views/list-definition';
import { toggleSort } from '../list-views/list-query';
import type { ObjectMeta } from '../metadata/object-metadata';
import type { ViewRecord } from '../metadata/views';
import { useObjectChanged } from '../session/live-changes';
import { canDo } from '../session/permissions';
import { alertMessage } from '../ui/prompts';
import { TitleBar } from '../ui/TitleBar';
import { useMediaQuery } from '../ui/use-media-query';
import { useListViewCommands } from './commands/use-list-view-commands';
import { ListCustomizeBanner } from './customize/ListCustomizeBanner';
import { useColumnCustomizer } from './customize/use-column-customizer';
import { useListCustomize } from './customize/use-list-customize';
import { useViewEditsGuard } from './customize/use-view-edits-guard';
import { canSuperEdit } from './editing/editing-commands';
import { MassEditDialog } from './editing/MassEditDialog';
import { useListEditing } from './editing/use-list-editing';
import { useSuperEditShortcut } from './editing/use-super-edit-shortcut';
import { ListEmpty } from './empty/ListEmpty';
import { ListFooter } from './footer/ListFooter';
import { useCellContext } from './grid/use-cell-context';
import { ListBody } from './ListBody';
import { ListToolbar } from './ListToolbar';
import { availableListModes } from './modes/available-modes';
import { editingBlockedKey, isEditing } from './modes/edit-modes';
import { ListModeSlot } from './modes/ListModeSlot';
import { type ListMode, listModeComponent } from './modes/list-modes';
import { useLoadFailureNotice } from './paging/use-load-failure-notice';
import { useListData } from './views/use-list-data';
import { ViewSelector } from './views/ViewSelector';

/** The compact (mobile) list breakpoint of spec 001 section 9: under 420 px. */
export const compactListQuery = '(max-width: 419.98px)';

type Props = {
  appId: string;
  object: ObjectMeta;
  title: string;
  /** the saved view shown (undefined for the built-in default view) */
  view: ViewRecord<ListViewBody> | undefined;
  /** the entity's usable saved views, for the view selector */
  views: readonly ViewRecord<ListViewBody>[];
  onViewChange: (name: string) => void;
  body: ListViewBody;
  mode: ListMode;
  onModeChange: (mode: ListMode) => void;
};

/** One view of a list: filters, search, sort, paged rows, footer count and commands. */
export function ListView(props: Props) {
  const { appId, object, title, view, views, onViewChange, mode, onModeChange } = props;
  const viewName = view?.name ?? '';
  const { t } = useTranslation('lists');
  const navigate = useNavigate();
  const { context } = useShell();
  const entity = object.logicalName;
  const availableModes = useMemo(() => availableListModes(object), [object]);
  const compact = useMediaQuery(compactListQuery);
  const customizeAllowed = canDo(context.permDict, 'inu_view', 'update') && !compact;
  // customise mode edits a draft of the view's body; everything below draws the draft
  const customize = useListCustomize(customizeAllowed, props.body, view?.versionnumber);
  const body = customize.body;

  const { filters, columns, orders, setOrders, effectiveOrders, query, queryKey, paged, count } = useListData(
    object,
    viewName,
    body,
  );
  // read when sort or search is asked for; set once the edit state exists below
  const editingRef = useRef<0 | 1 | 2>(0);
  /** Sort and search are refused while the list is being edited (spec 001 section 2). */
  // false tells the caller the action was refused (the search box then drops the typed text)
  const unlessEditing = useCallback(
    <A extends unknown[]>(action: (...args: A) => void) =>
      (...args: A): boolean => {
        if (isEditing(editingRef.current)) {
          void alertMessage(t(editingBlockedKey));
          return false;
        }
        action(...args);
        return true;
      },
    [t],
  );
  const { reload } = paged;
  const refreshCount = count.refresh;
  // edit in place and super edit (editing/): their own grid and commands replace the list's
  const editing = useListEditing({ entity, rows: paged.rows, reload });
  editingRef.current = editing.mode;
  const superEditAllowed = canSuperEdit(context.permDict, context.isAdmin);
  const setEditMode = editing.setMode;
  useViewEditsGuard(customize);
  useSuperEditShortcut(
    // not while customising: the two would fight over the grid
    superEditAllowed && !customize.active,
    useCallback(() => void setEditMode(editingRef.current === 2 ? 0 : 2), [setEditMode]),
  );
  useObjectChanged(
    entity,
    useCallback(() => {
      reload();
      refreshCount();
    }, [reload, refreshCount]),
  );

  useLoadFailureNotice(paged.error, paged.rows.length > 0);

  const [selectedId, setSelectedId] = useState<string | undefined>(undefined);
  const selectedRef = useRef(selectedId);
  selectedRef.current = selectedId;
  const openRecord = useCallback(
    (id: string, target = entity, form?: string) => navigate(recordPath(appId, target, id, form)),
    [navigate, appId, entity],
  );
  const rowForm = useMemo(() => rowFormName(columns), [columns]);
  const openRow = useCallback(
    (row: RecordValues) => openRecord(String(row.id), entity, rowForm),
    [openRecord, entity, rowForm],
  );
  const sortBy = useMemo(
    () =>
      unlessEditing((column: Parameters<typeof toggleSort>[1]) =>
        setOrders((current) => toggleSort(current ?? body.query.entity.orders, column)),
      ),
    [body.query.entity.orders, unlessEditing, setOrders],
  );
  const search = useMemo(() => unlessEditing(filters.setSearchText), [filters.setSearchText, unlessEditing]);
  const cellContext = useCellContext(appId, entity);

  const {
    titleCommands,
    listCommands,
    exporting,
    closeExport,
    massEditOpen,
    closeMassEdit,
    printing,
    closePrint,
  } = useListViewCommands({
    entity,
    appId,
    body,
    mode,
    modes: availableModes,
    onModeChange,
    rows: paged.rows,
    settled: !paged.loading,
    selectedId,
    selectedRef,
    reload,
    openRecord,
    editing,
    customize,
    customizeAllowed,
  });
  const columnCustomize = useColumnCustomizer(customize, columns);

  /** Another view: refused while editing, and asks before dropping customise-mode edits. */
  const changeView = useMemo(
    () =>
      // customise-mode edits are asked about by useViewEditsGuard, as any way of leaving is
      unlessEditing(onViewChange),
    [unlessEditing, onViewChange],
  );

  const modeTakesOver = mode !== 'list' && listModeComponent(mode) !== undefined;
  return (
    <section className="screen list-screen">
      <TitleBar title={title} commands={titleCommands}>
        <ViewSelector views={views} current={view?.name} onChange={changeView} />
      </TitleBar>
      {customize.active && (
        <ListCustomizeBanner
          object={object}
          customize={customize}
          view={view}
          views={views}
          orders={orders}
          onCreated={onViewChange}
        />
      )}
      <ListToolbar
        object={object}
        body={body}
        filters={filters}
        columns={columns}
        orders={effectiveOrders}
        onSearch={search}
        onSort={sortBy}
        customize={customize}
      />
      <ListModeSlot
        mode={mode}
        entity={entity}
        object={object}
        body={body}
        columns={columns}
        query={query}
        rows={paged.rows}
        openRecord={openRecord}
        reload={reload}
      />
      {!modeTakesOver && (
        <div className="list-body">
          <ListBody
            paged={paged}
            editing={editing}
            columns={columns}
            orders={effectiveOrders}
            onSort={sortBy}
            onOpen={openRow}
            selectedId={selectedId}
            onSelect={setSelectedId}
            queryKey={queryKey}
            cellContext={cellContext}
            title={title}
            compact={compact}
            customizer={columnCustomize.customizer}
            empty={
              <ListEmpty
                object={object}
                narrowed={filters.narrowed}
                clearFilters={filters.clearAll}
                commands={listCommands}
                canAct={editing.mode === 0 && !customize.active}
              />
            }
          />
        </div>
      )}
      {columnCustomize.dialog}
      {exporting && (
        <LazyExportDialog
          entity={entity}
          query={query}
          selectedIds={exporting}
          columns={columns.map((column) => column.definition)}
          title={title}
          onClose={closeExport}
        />
      )}
      {printing && (
        <LazyBatchPrintDialog
          entity={entity}
          entityLabel={object.displayNamePlural || object.displayName}
          query={query}
          selectedIds={printing}
          onClose={closePrint}
        />
      )}
      {massEditOpen && (
        <MassEditDialog
          object={object}
          count={editing.selection.size}
          onClose={closeMassEdit}
          onApply={(values) => {
            closeMassEdit();
            void editing.massEdit(values);
          }}
        />
      )}
      <ListFooter
        loading={paged.loading}
        stale={paged.stale}
        loaded={paged.rows.length}
        hasMore={paged.hasMore}
        total={count.total}
        counting={count.counting}
        onCount={() => void count.count()}
      />
    </section>
  );
}
