import type { FetchOrder } from '@strata/api/contract/query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RecordValues } from '../api/data-api';
import type { ObjectMeta } from '../metadata/object-metadata';
import { TitleBar } from '../screens/TitleBar';
import { useObjectChanged } from '../session/live-changes';
import { useShell } from '../shell/shell-context';
import { ErrorPanel } from '../ui/ErrorPanel';
import { alertMessage } from '../ui/prompts';
import { Spinner } from '../ui/Spinner';
import { showToast } from '../ui/toasts';
import { useMediaQuery } from '../ui/use-media-query';
import { buildListCommands } from './commands/list-commands';
import { QuickFilterBar } from './filters/QuickFilterBar';
import { useQuickFilters } from './filters/use-quick-filters';
import { ListFooter } from './footer/ListFooter';
import { useTotalCount } from './footer/use-total-count';
import { ListGrid } from './grid/ListGrid';
import type { CellContext } from './grid/render-cell';
import { MobileList } from './mobile/MobileList';
import { editingBlockedKey, isEditing, type ListEditMode } from './modes/edit-modes';
import { ListModeSlot } from './modes/ListModeSlot';
import { type ListMode, listModeComponent } from './modes/list-modes';
import { usePagedRows } from './paging/use-paged-rows';
import { resolveColumns } from './views/columns';
import type { ListViewBody } from './views/list-definition';
import { buildListQuery, toggleSort } from './views/list-query';
import { SearchBox } from './views/SearchBox';
import { SortMenu } from './views/SortMenu';

/** The compact (mobile) list breakpoint of spec 001 section 9: under 420 px. */
export const compactListQuery = '(max-width: 419.98px)';
/** Lists show their spinner after 300 ms (spec 001 section 9). */
const listSpinnerDelayMs = 300;

type Props = {
  appId: string;
  object: ObjectMeta;
  title: string;
  /** the saved view's name ('' for the built-in default view) */
  viewName: string;
  body: ListViewBody;
  /** the view selector, drawn in the title bar */
  viewSelector: ReactNode;
  mode: ListMode;
  onModeChange: (mode: ListMode) => void;
};

/** One view of a list: filters, search, sort, paged rows, footer count and commands. */
export function ListView({ appId, object, title, viewName, body, viewSelector, mode, onModeChange }: Props) {
  const { t, i18n } = useTranslation('lists');
  const navigate = useNavigate();
  const { context } = useShell();
  const entity = object.logicalName;
  const compact = useMediaQuery(compactListQuery);

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
  const [orders, setOrders] = useState<FetchOrder[] | undefined>(undefined);
  // edit in place / super edit plug in here (see modes/edit-modes.ts); off for now
  const [editMode] = useState<ListEditMode>(0);
  const editingRef = useRef(editMode);
  editingRef.current = editMode;
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
  const paged = usePagedRows(query, queryKey);
  const count = useTotalCount(query, queryKey);
  const { reload } = paged;
  const refreshCount = count.refresh;
  useObjectChanged(
    entity,
    useCallback(() => {
      reload();
      refreshCount();
    }, [reload, refreshCount]),
  );

  // a later page that fails keeps the rows shown and says so (spec 001 section 8)
  const pageError = paged.rows.length > 0 ? paged.error : undefined;
  useEffect(() => {
    if (pageError) showToast(pageError instanceof Error ? pageError.message : String(pageError), 'error');
  }, [pageError]);

  const [selectedId, setSelectedId] = useState<string | undefined>(undefined);
  const selectedRef = useRef(selectedId);
  selectedRef.current = selectedId;
  const openRecord = useCallback(
    (id: string, target = entity) => navigate(`/${appId}/edit/${target}/${id}`),
    [navigate, appId, entity],
  );
  const openRow = useCallback((row: RecordValues) => openRecord(String(row.id)), [openRecord]);
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
  const commands = useMemo(
    () =>
      buildListCommands({
        entity,
        permDict: context.permDict,
        viewCommands: body.commands,
        mode,
        hasSelection,
        t,
        actions: {
          newRecord: () => navigate(`/${appId}/edit/${entity}/0`),
          editSelected: () => selectedRef.current && openRecord(selectedRef.current),
          importRecords: () => navigate(`/${appId}/import?entity=${encodeURIComponent(entity)}`),
          exportRecords: () => navigate(`/${appId}/export?entity=${encodeURIComponent(entity)}`),
          toggleMode: (next) => onModeChange(mode === next ? 'list' : next),
        },
      }),
    [
      entity,
      context.permDict,
      body.commands,
      mode,
      hasSelection,
      t,
      navigate,
      appId,
      openRecord,
      onModeChange,
    ],
  );

  const modeTakesOver = mode !== 'list' && listModeComponent(mode) !== undefined;
  const canLoadMore = paged.hasMore && !paged.loading && !paged.error;
  const body_ = (() => {
    if (paged.error && paged.rows.length === 0) {
      return <ErrorPanel title={t('loadFailed')} error={paged.error} onRetry={paged.reload} />;
    }
    if (paged.initial) return <Spinner delayMs={listSpinnerDelayMs} />;
    if (paged.rows.length === 0) return <p className="empty-state list-empty">{t('noRecords')}</p>;
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
      />
    );
  })();

  return (
    <section className="screen list-screen">
      <TitleBar title={title} commands={commands}>
        {viewSelector}
      </TitleBar>
      <div className="list-toolbar">
        <SearchBox value={filters.searchText} onChange={search} />
        <SortMenu columns={columns} orders={effectiveOrders} onSort={sortBy} />
      </div>
      <QuickFilterBar
        object={object}
        metaDict={filters.metaDict}
        definitions={filters.chips}
        state={filters.state}
        isActive={filters.isActive}
        filter={filters.built.filter}
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
      {!modeTakesOver && <div className="list-body">{body_}</div>}
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
