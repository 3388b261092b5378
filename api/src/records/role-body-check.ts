import { roleBodyProblem } from '../contract/role-body-problem.js';
import { invalidField } from '../errors/common-errors.js';
import type { TenantMetadata } from '../metadata/tenant-metadata.js';
import type { PreparedValues } from './write-values.js';

/**
 * An inu_role body must be one the permission code understands (contract/role-body-problem.ts):
 * a stored body that does not parse silently grants nothing (effective-permissions.ts), so a
 * typo in a mask or an entity name would take rights away without a word. Refused on create
 * and on any update that sends a body, naming the path of the first problem.
 */
export function checkRoleBody(metadata: TenantMetadata, entity: string, values: PreparedValues): void {
  if (entity !== 'inu_role' || !values.has('body')) return;
  const text = values.get('body');
  if (typeof text !== 'string' || text === '') return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return; // the value check already refused text that is not JSON
  }
  const problem = roleBodyProblem(body, (name) => metadata.properties.get(name));
  if (!problem) return;
  const reason = `not a valid role body: ${problem}`.slice(0, 300);
  throw invalidField('body', reason);
}
