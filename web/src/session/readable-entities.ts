import { isSystemObject } from '@strata/api/contract/system-objects';
import type { UserContext } from '../api/user-context';
import { canDo } from './permissions';

/**
 * The entities a user works with and may read: no link tables, none of the platform's own.
 * What the command palette searches beyond the app's menu and what Go Offline offers to add.
 */
export function readableEntities(context: Pick<UserContext, 'objects' | 'permDict'>): UserContext['objects'] {
  return context.objects.filter(
    (object) =>
      object.type !== 'many' &&
      !isSystemObject(object.logicalName) &&
      canDo(context.permDict, object.logicalName, 'read'),
  );
}
