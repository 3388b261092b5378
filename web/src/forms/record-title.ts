import type { TFunction } from 'i18next';
import type { RecordValues } from '../data/data-api';
import type { ObjectMeta } from '../metadata/object-metadata';

/** A record form's title: "New {entity}", or "{entity}: {name}". */
export function recordTitle(t: TFunction, object: ObjectMeta, record: RecordValues, isNew: boolean): string {
  const label = typeof record.name === 'string' && record.name ? record.name : '';
  return isNew ? t('screens.newRecord', { entity: object.displayName }) : `${object.displayName}: ${label}`;
}
