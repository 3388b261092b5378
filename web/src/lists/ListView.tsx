import type { FetchOrder } from '@strata/api/contract/query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RecordValues } from '../api/data-api';
import { LazyExportDialog } from '../export/LazyExportDialog';
import { recordPath } from '../fields/lookup/use-app-id';
import type { ObjectMeta } from '../metadata/object-metadata';
import type { ViewRecord } from '../metadata/views';
import { TitleBar } from '../screens/TitleBar';
import { useObjectChanged } from '../session/live-changes';
import { canDo } from '../session/permissions';
import { useShell } from '../shell/shell-context';
import { ErrorPanel } from '../ui/ErrorPanel';
import { alertMessage } from '../ui/prompts';
import { Spinner } from '../ui/Spinner';
import { useMediaQuery } from '../ui/use-media-query';
import { useListCommands } from './commands/use-list-commands';
import { CustomizeFilterBar } from './customize/CustomizeFilterBar';
import { ListCustomizeBanner } from './customize/ListCustomizeBanner';
import { useColumnCustomizer } from './customize/use-column-customizer';
import { useListCustomize } from './customize/use-list-customize';
import { useViewEditsGuard } from './customize/use-view-edits-guard';
import { EditGrid } from './editing/EditGrid';
import { canSuperEdit } from './editing/editing-commands';
import { MassEditDialog } from './editing/MassEditDialog';
import { useEditingCommands } from './editing/use-editing-commands';
import { useListEditing } from './editing/use-list-editing';
import { useSuperEditShortcut } from './editing/use-super-edit-shortcut';
import { QuickFilterBar } from './filters/QuickFilterBar';
import { useQuickFilters } from './filters/use-quick-filters';
import { ListFooter } from './footer/ListFooter';
import { useTotalCount } from './footer/use-total-count';
import { ListGrid } from './grid/ListGrid';
import type { CellContext } from './grid/render-cell';
import { MobileList } from './mobile/MobileList';
import { editingBlockedKey, isEditing } from './modes/edit-modes';
import { ListModeSlot } from './modes/ListModeSlot';
import { type ListMode, listModeComponent } from './modes/list-modes';
import { viewPageSize } from './paging/page-math';
import { useLoadFailureNotice } from './paging/use-load-failure-notice';
import { usePagedRows } from './paging/use-paged-rows';
import { useListScripts } from './scripts/use-list-scripts';
import { resolveColumns, rowFormName } from './views/columns';
import type { ListViewBody } from './views/list-definition';
import { buildListQuery, toggleSort } from './views/list-query';
import { SearchBox } from './views/SearchBox';
import { SortMenu } from './views/SortMenu';
import { readStoredSort, sortStorageKey, writeStoredSort } from './views/sort-storage';
import { ViewSelector } from './views/ViewSelector';

/** The compact (mobile) list breakpoint of spec 001 section 9: under 420 px. */
export const compactListQuery = '(max-width: 419.98px)';
/** Lists show their spinner after 300 ms (spec 001 section 9). */
const listSpinnerDelayMs = 300;

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
  const { t, i18n } = useTranslation('lists');
  const navigate = useNavigate();
  const { context } = useShell();
  const entity = object.logicalName;
  const compact = useMediaQuery(compactListQuery);
  const customizeAllowed = canDo(context.permDict, 'inu_view', 'update') && !compact;
  // customise mode edits a draft of the view's body; everything below draws the draft
  const customize = useListCustomize(customizeAllowed, props.body, view?.versionnumber);
  const body = customize.body;

  const linkAliases = useMemo(
    () => (body.query.entity.links ?? []).map((link) => link.alias ?? link.name),
    [body.query.entity.links],
  );
  const filters = useQuickFilters({
    object,
    viewName,
    viewFilter: body.query.entity.filter,
    definitions: body.quickFilters ?? emptyFilters,
    linkAliases,
  });
  const columns = useMemo(
    () => resolveColumns(body, object, filters.metaDict),
    [body, object, filters.metaDict],
  );
  // the user's sort, remembered per list like the quick filters
  const sortKey = sortStorageKey(entity, viewName);
  const [orders, setOrders] = useState<FetchOrder[] | undefined>(() => readStoredSort(sortKey));
  useEffect(() => writeStoredSort(sortKey, orders), [sortKey, orders]);
  // read when sort or search is asked for; set once the edit state exists below
  const editingRef = useRef<0 | 1 | 2>(0);
  /** Sort and search are refused while the list is being edited (spec 001 section 2). */
  const unlessEditing = useCallback(
    <A extends unknown[]>(action: (...args: A) => void) =>
      (...args: A) => {
        if (isEditing(editingRef.current)) void alertMessage(t(editingBlockedKey));
        else action(...args);
      },
    [t],
  );
  const effectiveOrders = orders ?? body.query.entity.orders;
  const query = useMemo(
    () => buildListQuery(body, columns, filters.built, orders),
    [body, columns, filters.built, orders],
  );
  const queryKey = useMemo(() => JSON.stringify(query), [query]);
  const paged = usePagedRows(query, queryKey, viewPageSize(body.query));
  const count = useTotalCount(query, queryKey);
  const { reload } = paged;
  const refreshCount = count.refresh;
  // edit in place and super edit (editing/): their own grid and commands replace the list's
  const editing = useListEditing({ entity, rows: paged.rows, reload });
  editingRef.current = editing.mode;
  const [massEditOpen, setMassEditOpen] = useState(false);
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
    [body.query.entity.orders, unlessEditing],
  );
  const search = useMemo(() => unlessEditing(filters.setSearchText), [filters.setSearchText, unlessEditing]);
  const cellContext: CellContext = useMemo(
    () => ({
      appId,
      noName: t('noName'),
      format: {
        language: i18n.resolvedLanguage ?? i18n.language,
        currencyDict: context.currencyDict,
        t: i18n.t,
      },
    }),
    [appId, t, i18n, context.currencyDict],
  );

  // memoised: the command bar measures its buttons again whenever it gets new commands
  const hasSelection = selectedId !== undefined;
  const scripts = useListScripts({
    entity,
    rows: paged.rows,
    settled: !paged.loading,
    selectedId,
    reload,
    openRecord,
  });
  const [exporting, setExporting] = useState<readonly string[] | null>(null);
  const openExport = useCallback((ids: readonly string[]) => setExporting(ids), []);
  const commands = useListCommands({
    entity,
    appId,
    permDict: context.permDict,
    viewCommands: body.commands,
    mode,
    onModeChange,
    selectedRef,
    hasSelection,
    openRecord,
    openExport,
    scripts,
    t,
  });

  const openMassEdit = useCallback(() => setMassEditOpen(true), []);
  const editingCommands = useEditingCommands({
    entity,
    editing,
    openExport,
    permDict: context.permDict,
    isAdmin: context.isAdmin,
    openMassEdit,
    t,
  });
  const startCustomize = customize.start;
  const titleCommands = useMemo(() => {
    if (customize.active) return commands;
    if (editing.mode !== 0) return editingCommands;
    // beside New/Edit/Import/Export, before the mode commands that overflow first
    const at = commands.findIndex((command) => command.name === 'export') + 1;
    const customizeCommand = customizeAllowed
      ? [{ name: 'customize', label: t('customize.command'), onSelect: startCustomize }]
      : [];
    return [...commands.slice(0, at), ...editingCommands, ...commands.slice(at), ...customizeCommand];
  }, [editing.mode, commands, editingCommands, customize.active, customizeAllowed, startCustomize, t]);
  const columnCustomize = useColumnCustomizer(customize, columns);

  /** Another view: refused while editing, and asks before dropping customise-mode edits. */
  const changeView = useMemo(
    () =>
      // customise-mode edits are asked about by useViewEditsGuard, as any way of leaving is
      unlessEditing(onViewChange),
    [unlessEditing, onViewChange],
  );

  const modeTakesOver = mode !== 'list' && listModeComponent(mode) !== undefined;
  const canLoadMore = paged.hasMore && !paged.loading && !paged.error;
  const body_ = (() => {
    if (paged.error && paged.rows.length === 0) {
      return <ErrorPanel title={t('loadFailed')} error={paged.error} onRetry={paged.reload} />;
    }
    if (paged.initial) return <Spinner delayMs={listSpinnerDelayMs} />;
    if (paged.rows.length === 0 && editing.mode !== 1)
      return <p className="empty-state list-empty">{t('noRecords')}</p>;
    // editing uses the grid at every width (it scrolls sideways on a phone): cards have no editors
    if (editing.mode !== 0) {
      return (
        <EditGrid
          editing={editing}
          columns={columns}
          rows={paged.rows}
          onSort={sortBy}
          canLoadMore={canLoadMore}
          loadMore={paged.loadMore}
          queryKey={queryKey}
          cellContext={cellContext}
          label={title}
        />
      );
    }
    return compact ? (
      <MobileList
        columns={columns}
        rows={paged.rows}
        onOpen={openRow}
        canLoadMore={canLoadMore}
        loadMore={paged.loadMore}
        queryKey={queryKey}
        stale={paged.stale}
        cellContext={cellContext}
        label={title}
      />
    ) : (
      <ListGrid
        columns={columns}
        rows={paged.rows}
        orders={effectiveOrders}
        onSort={sortBy}
        onOpen={openRow}
        selectedId={selectedId}
        onSelect={setSelectedId}
        canLoadMore={canLoadMore}
        loadMore={paged.loadMore}
        queryKey={queryKey}
        stale={paged.stale}
        cellContext={cellContext}
        label={title}
        customizer={columnCustomize.customizer}
      />
    );
  })();

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
      <div className="list-toolbar">
        <SearchBox value={filters.searchText} onChange={search} />
        <SortMenu columns={columns} orders={effectiveOrders} onSort={sortBy} />
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
      {!modeTakesOver && <div className="list-body">{body_}</div>}
      {columnCustomize.dialog}
      {exporting && (
        <LazyExportDialog
          entity={entity}
          query={query}
          selectedIds={exporting}
          columns={columns.map((column) => column.definition)}
          title={title}
          onClose={() => setExporting(null)}
        />
      )}
      {massEditOpen && (
        <MassEditDialog
          object={object}
          count={editing.selection.size}
          onClose={() => setMassEditOpen(false)}
          onApply={(values) => {
            setMassEditOpen(false);
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

const emptyFilters: [] = [];
