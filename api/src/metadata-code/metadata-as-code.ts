import { sql } from 'slonik';
import { allowLongStatements } from '../db/long-statements.js';
import { runTransaction } from '../db/transaction.js';
import type { DatabasePool, Queryable } from '../db/types.js';
import { type PlannedError, showPlan } from '../ddl/ddl-plan.js';
import { runDdlPlan } from '../ddl/run-ddl-plan.js';
import { type CheckResult, countRows, countValues, runChecks } from '../designer/change-impact.js';
import { loadViews } from '../designer/metadata-usage.js';
import { AppError } from '../errors/app-error.js';
import { channels, type EventBus } from '../events/event-bus.js';
import { loadObjectDefinitions } from '../metadata/metadata-rows.js';
import type { TenantRecord } from '../tenancy/tenant-registry.js';
import { diffMetadata, type MetadataChange, showChange } from './diff-metadata.js';
import type { MetadataSnapshot } from './metadata-snapshot.js';
import { type MetadataStep, planMetadataSteps } from './plan-metadata-steps.js';
import { readTenantSnapshot } from './read-tenant-snapshot.js';

/** A step as `metadata plan` shows it: the change, the SQL it runs, its data checks, or why not. */
export type ShownStep = MetadataChange & {
  description: string;
  statements: ReturnType<typeof showPlan>['statements'];
  checks: CheckResult[];
  /** what a delete loses: the rows of an entity, the non-empty values of a field */
  loses?: { rows?: number; values?: number };
  error?: PlannedError;
};

export type MetadataPlan = {
  organization: string;
  steps: ShownStep[];
  summary: { create: number; update: number; delete: number; destructive: number; refused: number };
};

type Planned = { steps: MetadataStep[]; checks: CheckResult[][]; loses: (ShownStep['loses'] | undefined)[] };

/** Rows of an entity or values of a field a delete step takes away (kept 30 days in the archive). */
async function lossOf(db: Queryable, schema: string, step: MetadataStep): Promise<ShownStep['loses']> {
  const { change } = step;
  if (change.action !== 'delete' || step.error) return undefined;
  if (change.area === 'entity') return { rows: await countRows(db, schema, change.key) };
  if (change.area === 'field' && change.destructive && change.from) {
    return { values: await countValues(db, schema, change.entity, change.from.logicalName) };
  }
  return undefined;
}

/** Plans on the caller's transaction: the tenant's snapshot now, the diff, the plans and their checks. */
async function planIn(db: Queryable, tenant: TenantRecord, desired: MetadataSnapshot): Promise<Planned> {
  const schema = tenant.schemaName;
  const current = await readTenantSnapshot(db, schema);
  const objects = new Map((await loadObjectDefinitions(db, schema)).map((o) => [o.logicalName, o]));
  const views = await loadViews(db, schema);
  const steps = planMetadataSteps(diffMetadata(current, desired), {
    schema,
    objects,
    viewsOf: (entity) => views.filter((view) => view.objectname === entity),
  });
  const checks: CheckResult[][] = [];
  const loses: ShownStep['loses'][] = [];
  for (const step of steps) {
    checks.push(step.error ? [] : await runChecks(db, step.plan));
    loses.push(await lossOf(db, schema, step));
  }
  return { steps, checks, loses };
}

function show(tenant: TenantRecord, { steps, checks, loses }: Planned): MetadataPlan {
  const shown = steps.map((step, index): ShownStep => {
    const plan = showPlan(step.plan);
    return {
      ...showChange(step.change),
      description: plan.description,
      statements: plan.statements,
      checks: checks[index] ?? [],
      ...(loses[index] ? { loses: loses[index] } : {}),
      ...(step.error ? { error: step.error } : {}),
    };
  });
  const count = (test: (step: ShownStep) => boolean) => shown.filter(test).length;
  return {
    organization: tenant.name,
    steps: shown,
    summary: {
      create: count((s) => s.action === 'create'),
      update: count((s) => s.action === 'update'),
      delete: count((s) => s.action === 'delete'),
      destructive: count((s) => s.destructive),
      refused: count((s) => Boolean(s.error) || s.checks.some((c) => c.failingRows > 0)),
    },
  };
}

/** One metadata change at a time per tenant: the designer's lock (designer/metadata-service.ts). */
const metadataLock = (schema: string) =>
  sql.unsafe`SELECT pg_advisory_xact_lock(hashtext(${`metadata:${schema}`}))`;

/** What applying the snapshot would change, with the SQL and data checks; changes nothing. */
export async function planMetadata(
  pool: DatabasePool,
  tenant: TenantRecord,
  desired: MetadataSnapshot,
): Promise<MetadataPlan> {
  return runTransaction(pool, async (trx) => {
    await trx.query(sql.unsafe`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
    return show(tenant, await planIn(trx, tenant, desired));
  });
}

/** The organisation's customisations now, read in one snapshot. */
export async function tenantSnapshot(pool: DatabasePool, tenant: TenantRecord): Promise<MetadataSnapshot> {
  return runTransaction(pool, async (trx) => {
    await trx.query(sql.unsafe`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
    return readTenantSnapshot(trx, tenant.schemaName);
  });
}

/** The first reason the plan cannot apply, as the error to raise. */
function refusal(plan: MetadataPlan, allowDestructive: boolean): AppError | undefined {
  const failed = plan.steps.find((step) => step.error);
  if (failed?.error) {
    return new AppError(failed.error.code, failed.error.params ?? {}, {
      ...failed.error.details,
      step: failed.key,
    });
  }
  const failing = plan.steps.find((step) => step.checks.some((check) => check.failingRows > 0));
  if (failing) {
    const rows = failing.checks.reduce((sum, check) => sum + check.failingRows, 0);
    // the check's own refusal names the types (ddl/plan-alter-property.ts)
    const planned = failing.statements.find((statement) => statement.refuseIfAnyRow)?.refuseIfAnyRow;
    return new AppError(
      'ERR_TYPE_CHANGE_ROWS',
      { ...planned?.params, field: failing.key, rows },
      { field: failing.key, rows },
    );
  }
  const destructive = plan.steps.filter((step) => step.destructive);
  if (destructive.length > 0 && !allowDestructive) {
    return new AppError(
      'ERR_METADATA_DESTRUCTIVE',
      { count: destructive.length, first: `${destructive[0]?.area} ${destructive[0]?.key}` },
      { steps: destructive.map(showStepName) },
    );
  }
  return undefined;
}

const showStepName = (step: ShownStep) => `${step.action} ${step.area} ${step.key}`;

/**
 * Applies a metadata snapshot to an organisation in ONE transaction: plans again under the
 * designer's lock (so the plan shown cannot go stale under a concurrent change), refuses
 * when a step cannot be planned, when a type change would fail on existing rows (naming how
 * many) or when a step deletes something and `allowDestructive` is not set; then runs every
 * step. Applying the same snapshot again finds nothing to change. After commit, every process
 * drops the tenant's cached metadata and rights, and clients refresh.
 */
export async function applyMetadata(
  pool: DatabasePool,
  bus: EventBus,
  tenant: TenantRecord,
  desired: MetadataSnapshot,
  options: { allowDestructive: boolean },
): Promise<MetadataPlan> {
  const plan = await runTransaction(pool, async (trx) => {
    await allowLongStatements(trx);
    await trx.query(metadataLock(tenant.schemaName));
    const planned = await planIn(trx, tenant, desired);
    const shown = show(tenant, planned);
    const refused = refusal(shown, options.allowDestructive);
    if (refused) throw refused;
    for (const step of planned.steps) await runDdlPlan(trx, step.plan);
    return shown;
  });
  if (plan.steps.length > 0) {
    await bus.publish(channels.metadata, { tenantId: tenant.id });
    await bus.publish(channels.permissions, { tenantId: tenant.id });
    const now = Date.now();
    const entities = ['inu_metadata', 'inu_view', 'inu_app', 'inu_role', 'inu_localize'];
    await bus.publish(channels.changes, {
      tenantId: tenant.id,
      entities: Object.fromEntries(entities.map((entity) => [entity, now])),
    });
  }
  return plan;
}
