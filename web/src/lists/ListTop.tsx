import type { ListColumn } from '../list-views/columns';
import type { ListViewBody } from '../list-views/list-definition';
import type { ObjectMeta } from '../metadata/object-metadata';
import type { ViewRecord } from '../metadata/views';
import type { Command } from '../ui/CommandBar';
import { TitleBar } from '../ui/TitleBar';
import { ListCustomizeBanner } from './customize/ListCustomizeBanner';
import type { ListCustomize } from './customize/use-list-customize';
import { ListToolbar } from './ListToolbar';
import type { ListData } from './views/use-list-data';
import { ViewSelector } from './views/ViewSelector';

/** Above the rows: the title bar with the view selector, the customise banner, the toolbar. */
export function ListTop(props: {
  title: string;
  commands: Command[];
  object: ObjectMeta;
  view: ViewRecord<ListViewBody> | undefined;
  views: readonly ViewRecord<ListViewBody>[];
  body: ListViewBody;
  data: ListData;
  customize: ListCustomize;
  /** sort, search and another view, refused while editing (useGuardedViewActions) */
  actions: {
    sortBy: (column: ListColumn) => void;
    search: (text: string) => boolean;
    changeView: (name: string) => void;
  };
  /** a view saved from customise mode: show it */
  onViewCreated: (name: string) => void;
}) {
  const { object, view, views, data, customize, actions } = props;
  return (
    <>
      <TitleBar title={props.title} commands={props.commands}>
        <ViewSelector views={views} current={view?.name} onChange={actions.changeView} />
      </TitleBar>
      {customize.active && (
        <ListCustomizeBanner
          object={object}
          customize={customize}
          view={view}
          views={views}
          orders={data.orders}
          onCreated={props.onViewCreated}
        />
      )}
      <ListToolbar
        object={object}
        body={props.body}
        filters={data.filters}
        columns={data.columns}
        orders={data.effectiveOrders}
        onSearch={actions.search}
        onSort={actions.sortBy}
        customize={customize}
      />
    </>
  );
}
