import type { Operation, PermissionLevel } from '@strata/api/contract/permission-mask';
import { apiRequest } from '../../api/http';

/** GET /api/explainaccess's answer (api/src/admin/explain-access.ts). */
export type AccessExplanation = {
  user: { id: string; name: string | null; active: boolean; isAdmin: boolean };
  record: { entity: string; id: string; ownerId: string | null; ownerName: string | null };
  roles: { name: string; levels: Record<Operation, PermissionLevel> }[];
  operations: {
    operation: Operation;
    allowed: boolean;
    level: PermissionLevel;
    roles: string[];
    rule: string;
    ownerField?: string;
  }[];
};

export async function explainAccess(entity: string, id: string, userId: string): Promise<AccessExplanation> {
  const query = new URLSearchParams({ entity, id, userId });
  return (await apiRequest<AccessExplanation>(`/api/explainaccess?${query.toString()}`)).body;
}
