import type { RecordValues } from '../../data/data-api';
import { type ScriptServices, scriptServices } from '../../scripts/script-services';

/**
 * The API a list script receives (docs/form-scripts.md, List scripts): the list's entity, the
 * event (listChanged, or the custom command's name), the selected and loaded rows, and ways to
 * reload the list or open a record, besides the messages and data API every script has.
 */
export type ListApi = ScriptServices & {
  entity: string;
  event: string;
  /** ids of the selected rows (the row last clicked; none when nothing is selected) */
  selectedIds: string[];
  /** the rows loaded so far, as the list shows them */
  rows: readonly RecordValues[];
  /** reloads rows and counts; does nothing in listChanged (it would run the script again) */
  reload: () => void;
  openRecord: (id: string) => void;
};

export function createListApi(options: Omit<ListApi, keyof ScriptServices>): ListApi {
  return { ...options, ...scriptServices() };
}
