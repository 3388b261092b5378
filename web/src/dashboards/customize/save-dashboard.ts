import { updateRecord } from '../../data/data-api';
import type { DashboardBody } from '../dashboard-body';
import { bodyForSave } from './layout-edits';

/**
 * Stores a customised dashboard in its inu_view record. The server checks the body
 * (api/src/contract/views.ts) and refuses an invalid one with the path of the problem; a
 * record changed meanwhile is refused by its version (ERR_8001). Everyone gets the change
 * through the inu_view change event.
 */
export async function saveDashboard(view: { id: string; versionnumber: number }, body: DashboardBody) {
  await updateRecord(
    'inu_view',
    { id: view.id, versionnumber: view.versionnumber, body: JSON.stringify(bodyForSave(body)) },
    'update',
  );
}
