import { useMemo } from 'react';
import type { ListViewBody } from '../list-views/list-definition';
import type { ObjectMeta } from '../metadata/object-metadata';
import type { ViewRecord } from '../metadata/views';
import { useMediaQuery } from '../ui/use-media-query';
import { useListViewCommands } from './commands/use-list-view-commands';
import { useAllowedCustomize } from './customize/use-allowed-customize';
import { useColumnCustomizer } from './customize/use-column-customizer';
import { useViewEditsGuard } from './customize/use-view-edits-guard';
import { useListEditModes } from './editing/use-list-edit-modes';
import { ListFooter } from './footer/ListFooter';
import { useCellContext } from './grid/use-cell-context';
import { useSelectedRow } from './grid/use-selected-row';
import { ListDialogs } from './ListDialogs';
import { ListMain } from './ListMain';
import { ListTop } from './ListTop';
import { availableListModes } from './modes/available-modes';
import type { ListMode } from './modes/list-modes';
import { useLiveReload } from './paging/use-live-reload';
import { useLoadFailureNotice } from './paging/use-load-failure-notice';
import { useOpenRecord } from './use-open-record';
import { useGuardedViewActions } from './views/use-guarded-view-actions';
import { useListData } from './views/use-list-data';

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
  const entity = object.logicalName;
  const availableModes = useMemo(() => availableListModes(object), [object]);
  const compact = useMediaQuery(compactListQuery);
  const { customize, customizeAllowed } = useAllowedCustomize(props.body, view?.versionnumber, compact);
  const body = customize.body;
  const data = useListData(object, view?.name ?? '', body);
  const { paged, count, columns } = data;
  const editing = useListEditModes(entity, paged, customize.active);
  useViewEditsGuard(customize);
  useLiveReload(entity, paged.reload, count.refresh);
  useLoadFailureNotice(paged.error, paged.rows.length > 0);
  const selected = useSelectedRow();
  const open = useOpenRecord(appId, entity, columns);
  const actions = useGuardedViewActions(editing.mode, data, body, onViewChange);
  const cellContext = useCellContext(appId, entity);
  const commands = useListViewCommands({
    entity,
    appId,
    body,
    mode,
    modes: availableModes,
    onModeChange,
    rows: paged.rows,
    settled: !paged.loading,
    selectedId: selected.selectedId,
    selectedRef: selected.selectedRef,
    reload: paged.reload,
    openRecord: open.openRecord,
    editing,
    customize,
    customizeAllowed,
  });
  const columnCustomize = useColumnCustomizer(customize, columns);

  return (
    <section className="screen list-screen">
      <ListTop
        title={title}
        commands={commands.titleCommands}
        object={object}
        view={view}
        views={views}
        body={body}
        data={data}
        customize={customize}
        actions={actions}
        onViewCreated={onViewChange}
      />
      <ListMain
        mode={mode}
        object={object}
        body={body}
        data={data}
        editing={editing}
        customize={customize}
        open={open}
        selected={selected}
        onSort={actions.sortBy}
        cellContext={cellContext}
        title={title}
        compact={compact}
        customizer={columnCustomize.customizer}
        listCommands={commands.listCommands}
      />
      {columnCustomize.dialog}
      <ListDialogs object={object} data={data} editing={editing} title={title} commands={commands} />
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
