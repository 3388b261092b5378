/** Shapes of sample rows and files, and the audit stamps every sample row gets. */
import { day, dayAt, iso } from './dates.js';
import type { Rng } from './random.js';

export type Row = Record<string, unknown>;

/** One file of tenant-templates/crm/sample/: its name, entity and rows. */
export type SampleFile = { file: string; entity: string; rows: Row[] };

/** Stamps every sample row gets; owner and creator are the same sample user. */
export function stamps(rng: Rng, createdon: number, ownerid: string | undefined, inactive = false): Row {
  const modified = Math.min(
    createdon + rng.int(0, 20) * day + rng.int(0, 3600) * 1000,
    dayAt(-1) + 16 * 3600 * 1000,
  );
  return {
    ...(ownerid ? { ownerid, createdby: ownerid } : {}),
    createdon: iso(createdon),
    modifiedon: iso(Math.max(modified, createdon)),
    ...(inactive ? { statecode: 1, statuscode: 2 } : {}),
  };
}
