import { levelOf, type Operation } from '@strata/api/contract/permission-mask';
import { serverWrittenEntities } from '@strata/api/contract/server-written';
import type { CustomOwnerRule } from '../api/user-context';
import { isLookupValue, type RecordValues } from '../data/data-api';

export type RecordRights = { canCreate: boolean; canUpdate: boolean; canDelete: boolean };

/**
 * What the user may do with one record (spec 000 section 6), to show commands and lock the
 * form. Owner level, or a custom owner rule for the operation, needs the record's owner field
 * (the rule's fieldName; id for systemuser) to be the user. Business-unit level depends on team
 * membership the client does not hold: it is allowed here and the server decides. What only the
 * server writes (the audit trail, the Triggers Log) is read-only for everyone.
 */
export function recordRights(options: {
  permDict: Record<string, number>;
  owners: CustomOwnerRule[];
  entity: string;
  record: RecordValues;
  userId: string;
}): RecordRights {
  if (serverWrittenEntities.has(options.entity))
    return { canCreate: false, canUpdate: false, canDelete: false };
  const mask = options.permDict[options.entity] ?? 0;
  const mayTouch = (operation: Operation) => {
    const level = levelOf(mask, operation);
    if (level === 0) return false;
    const rule = options.owners.find(
      (candidate) => candidate.objectName === options.entity && candidate.operation === operation,
    );
    if (level === 1 || rule) {
      const field = rule?.fieldName ?? (options.entity === 'systemuser' ? 'id' : 'ownerid');
      const owner = options.record[field];
      const ownerId = isLookupValue(owner) ? owner.id : owner;
      return ownerId === options.userId;
    }
    return true;
  };
  return {
    canCreate: levelOf(mask, 'create') > 0,
    canUpdate: mayTouch('update'),
    canDelete: mayTouch('delete'),
  };
}
