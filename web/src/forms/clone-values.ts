import i18next from 'i18next';
import type { RecordValues } from '../data/data-api';
import type { ObjectMeta } from '../metadata/object-metadata';

/** What a clone does not copy: identity, server stamps and numbers the server hands out. */
const notCopied = new Set([
  'id',
  'versionnumber',
  'createdon',
  'createdby',
  'modifiedon',
  'modifiedby',
  'ownerid',
]);

/** A copy of a record for a new one: its name prefixed 'Copy of ' (spec 000 section 4). */
export function cloneValues(object: ObjectMeta, values: RecordValues): RecordValues {
  const copy: RecordValues = {};
  for (const property of object.properties) {
    const name = property.logicalName;
    if (notCopied.has(name) || property.flags.includes('AutoNumber')) continue;
    if (values[name] !== undefined && values[name] !== null) copy[name] = values[name];
  }
  if (typeof values.name === 'string') copy.name = `${i18next.t('MsgCopyOf')}${values.name}`;
  return copy;
}
