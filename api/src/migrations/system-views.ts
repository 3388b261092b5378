import { loadTenantMigrations } from './load-migration-files.js';

/** A view row (inu_view) as the tenant migrations ship it, its body parsed. */
export type SystemView = {
  name: string;
  kind: string;
  objectname: string | null;
  label: string | null;
  body: unknown;
};

/** A seed value as the column holds it: objects are stored as their JSON text (prepareSeedRow). */
const stored = (value: unknown): unknown =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : value;

function parseBody(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

let cached: readonly SystemView[] | undefined;

/**
 * The views of the platform's own entities (the Settings form, the Triggers list and form, ...)
 * after every tenant migration, worked out without a database: inu_view's insertRows steps, then
 * the updateRows steps that match them exactly as applying them to a fresh organisation does.
 * Their labels are system names with shipped translations (scripts/system-localization).
 */
export function systemViews(): readonly SystemView[] {
  if (cached) return cached;
  const rows: Record<string, unknown>[] = [];
  for (const { migration } of loadTenantMigrations()) {
    for (const step of migration.steps) {
      if (step.op === 'insertRows' && step.entity === 'inu_view')
        rows.push(...step.rows.map((row) => ({ ...row })));
      if (step.op === 'updateRows' && step.entity === 'inu_view') {
        for (const row of rows) {
          const matches = Object.entries(step.where).every(
            ([column, value]) => stored(row[column]) === stored(value),
          );
          if (matches) Object.assign(row, step.set);
        }
      }
    }
  }
  cached = rows.map((row) => ({
    name: String(row.name),
    kind: String(row.kind),
    objectname: typeof row.objectname === 'string' ? row.objectname : null,
    label: typeof row.label === 'string' ? row.label : null,
    body: parseBody(row.body),
  }));
  return cached;
}
