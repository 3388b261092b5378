import type { FetchFilter, FetchLink, FetchOrder, FetchQuery } from '@strata/api/contract/query';
import type { QuickFilterDefinition } from './quick-filter';

/** A list view column (spec 001 section 3, "List definition"). */
export type ListColumnDefinition = {
  attribute: string;
  label?: string;
  width?: number;
  cssClass?: string;
  disabled?: boolean;
  nolink?: boolean;
  formName?: string;
  mobileOrder?: number;
  mobileLabel?: boolean;
};

export type ListCommandDefinition = {
  kind: 'custom' | 'std';
  name: string;
  label?: string;
  icon?: string;
  option?: string;
  permissions?: string;
};

/** The body of an inu_view of kind view (api/src/contract/views.ts listBodySchema). */
export type ListViewBody = {
  query: FetchQuery;
  columns?: ListColumnDefinition[];
  commands?: ListCommandDefinition[];
  quickFilters?: QuickFilterDefinition[];
};

export type { FetchFilter, FetchLink, FetchOrder };

/** Whether a saved view's body is a list definition (it names the entity it queries). */
export function isListBody(body: unknown): body is ListViewBody {
  return typeof (body as ListViewBody | null)?.query?.entity?.name === 'string';
}

/** The view an entity without saved views gets: its name, newest first. */
export function defaultListBody(entity: string): ListViewBody {
  return {
    query: {
      entity: {
        name: entity,
        attributes: [{ attribute: 'name' }, { attribute: 'createdon' }],
        orders: [{ attribute: 'name' }],
      },
    },
    columns: [
      { attribute: 'name', width: 280 },
      { attribute: 'createdon', width: 180 },
    ],
  };
}
