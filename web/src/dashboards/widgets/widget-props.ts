import type { FetchFilter } from '@strata/api/contract/query';
import type { ObjectMeta } from '../../metadata/object-metadata';
import type { WidgetStatus } from './WidgetState';

/** What every widget gets from its cell: its entity, its filter and where to report its state. */
export type WidgetProps<T> = {
  object: T;
  /** the widget entity's metadata (the cell has checked it is readable) */
  meta: ObjectMeta;
  /** the dashboard filters and the widget's extraFetch together */
  filter: FetchFilter | undefined;
  appId: string;
  report: (status: WidgetStatus) => void;
};

/** The first of `fields` the entity does not have ('id' always exists), for 'field not found'. */
export function unknownField(meta: ObjectMeta, fields: readonly string[]): string | undefined {
  return fields.find(
    (field) => field !== 'id' && !meta.properties.some((property) => property.logicalName === field),
  );
}
