import { platformSchema, platformTable } from '@strata/api/db/platform-table';
import { createDatabasePool } from '@strata/api/db/pool';
import type { DatabasePool } from '@strata/api/db/types';
import { channels, type EventBus } from '@strata/api/events/event-bus';
import { migratePlatform } from '@strata/api/migrations/platform-migrator';
import {
  defaultCluster,
  findCluster,
  setTenantCluster,
  setTenantMoving,
} from '@strata/api/tenancy/cluster-registry';
import { requireTenant } from '@strata/api/tenancy/tenant-lifecycle';
import type { TenantRecord } from '@strata/api/tenancy/tenant-registry';
import { installJobQueue } from '@strata/api/trigger-worker/trigger-worker';
import { sql } from 'slonik';
import { z } from 'zod';
import { copyTenantSchema, digestSchema } from './copy-tenant-schema.js';
import { copyPlatformRows, dropTenantCopy } from './tenant-platform-rows.js';

/** A move that cannot start or did not finish; the message says why and what state the tenant is in. */
export class MoveError extends Error {}

export type MoveResult = {
  organization: string;
  from: string;
  to: string;
  tables: number;
  rows: number;
  /** A leftover of an interrupted move found on the target and removed first. */
  cleanedUp: boolean;
};

export type MoveOptions = {
  /** The main database's URL: the 'default' cluster. */
  mainUrl: string;
  /** Tests: runs after the copy is committed and verified, before the registry switch. */
  afterCopy?: () => Promise<void>;
};

/**
 * Moves an organisation to another cluster:
 *   1. the organisation is marked moving (writes answer 503 ERR_TENANT_MOVING; reads go on);
 *   2. on the source, one REPEATABLE READ transaction locks the schema's tables (SHARE: writes
 *      that slipped in before the mark finish first, none can start) and reads them;
 *   3. on the target, one transaction rebuilds the schema, copies the rows and the
 *      organisation's platform rows, compares row counts and checksums per table, and commits;
 *   4. the main registry names the new cluster (and clears the mark) in one statement;
 *   5. the source transaction drops the old schema and commits.
 * A failure before 4 rolls both back, removes the target's copy and clears the mark: the
 * organisation stays where it was, writable. A crash there leaves at most a complete copy on
 * the target, which the next run removes before copying again.
 */
export async function moveTenant(
  main: DatabasePool,
  bus: EventBus,
  organization: string,
  to: string,
  options: MoveOptions,
): Promise<MoveResult> {
  const tenant = await requireTenant(main, organization);
  if (tenant.status === 'deleting') throw new MoveError(`${tenant.name} is being deleted`);
  if (tenant.cluster === to) {
    if (tenant.movingTo) await announce(bus, tenant, () => setTenantMoving(main, tenant.id, null));
    throw new MoveError(`${tenant.name} is already on the cluster ${to} (nothing was changed)`);
  }
  const targetUrl = await clusterUrl(main, to, options.mainUrl);
  const sourceUrl = await clusterUrl(main, tenant.cluster, options.mainUrl);
  // pools of the move's own: it works inside a transaction on each server at once
  const target = await openCluster(to, targetUrl);
  const source = await openCluster(tenant.cluster, sourceUrl);
  const registry = await openCluster(defaultCluster, options.mainUrl);
  try {
    // the target holds the platform tables the organisation's own rows go to
    // and the job queue: a write there queues its trigger runs in its own transaction
    if (to !== defaultCluster) {
      await migratePlatform(targetUrl);
      await installJobQueue(targetUrl);
    }
    const cleanedUp = await removeLeftover(target, tenant, to);
    await announce(bus, tenant, () => setTenantMoving(main, tenant.id, to));
    let digest: Awaited<ReturnType<typeof digestSchema>> = [];
    try {
      await source.transaction(async (from) => {
        await from.query(sql.unsafe`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`);
        await lockSchema(from, tenant.schemaName);
        digest = await digestSchema(from, tenant.schemaName);
        await target.transaction(async (into) => {
          await copyTenantSchema(from, into, tenant, digest);
          await copyPlatformRows(from, into, tenant);
        });
        await options.afterCopy?.();
        await setTenantCluster(registry, tenant.id, to);
        // switched: the old copy goes in this same transaction, so a write that waited for the
        // lock fails (the schema is gone) instead of landing in a copy nobody reads
        await dropTenantCopy(from, tenant, { keepRegistryRow: tenant.cluster === defaultCluster });
      });
    } catch (error) {
      await bus.publish(channels.tenants, { name: tenant.name });
      const switched = (await requireTenant(main, tenant.name)).cluster === to;
      if (switched) {
        throw new MoveError(
          `${tenant.name} moved to ${to}, but its old schema on ${tenant.cluster} could not be dropped (${reason(error)}); drop ${tenant.schemaName} there by hand`,
        );
      }
      await dropTenantCopy(target, tenant, { keepRegistryRow: to === defaultCluster }).catch(() => undefined);
      await announce(bus, tenant, () => setTenantMoving(main, tenant.id, null));
      throw new MoveError(
        `Moving ${tenant.name} to ${to} failed: ${reason(error)}. It stays on ${tenant.cluster} and is writable again; the partial copy was removed.`,
      );
    }
    // API processes drop the cached registry entry and reach the organisation on its new cluster
    await bus.publish(channels.tenants, { name: tenant.name });
    return {
      organization: tenant.name,
      from: tenant.cluster,
      to,
      tables: digest.length,
      rows: digest.reduce((n, table) => n + table.rows, 0),
      cleanedUp,
    };
  } finally {
    await Promise.all([target, source, registry].map((pool) => pool.end().catch(() => undefined)));
  }
}

/** A cluster's URL: the main database for 'default', else the registry's. */
async function clusterUrl(main: DatabasePool, cluster: string, mainUrl: string): Promise<string> {
  if (cluster === defaultCluster) return mainUrl;
  const found = await findCluster(main, cluster);
  if (!found) {
    throw new MoveError(
      `The cluster ${cluster} is not registered: add it with \`strata cluster add ${cluster} <url>\``,
    );
  }
  return found.url;
}

/** A pool of its own on the cluster (the move runs long transactions), checked to answer. */
async function openCluster(name: string, url: string): Promise<DatabasePool> {
  let pool: DatabasePool | undefined;
  try {
    pool = await createDatabasePool(url, { maximumPoolSize: 3, allowForeignConnections: true });
    await pool.query(sql.unsafe`SELECT 1`);
    return pool;
  } catch (error) {
    await pool?.end().catch(() => undefined);
    throw new MoveError(`The cluster ${name} cannot be reached: ${reason(error)} (nothing was changed)`);
  }
}

/** A copy on the target from a run that crashed before its switch: the registry does not point there. */
async function removeLeftover(target: DatabasePool, tenant: TenantRecord, to: string): Promise<boolean> {
  const exists = await target.exists(sql.type(z.object({ one: z.number() }))`
    SELECT 1 AS one FROM pg_namespace WHERE nspname = ${tenant.schemaName}`);
  const platformRows = await target.exists(sql.type(z.object({ one: z.number() }))`
    SELECT 1 AS one FROM pg_namespace n WHERE n.nspname = ${platformSchema}
      AND EXISTS (SELECT 1 FROM ${platformTable('credentials')} WHERE tenant_id = ${tenant.id})`);
  if (!exists && !platformRows) return false;
  await target.transaction((trx) => dropTenantCopy(trx, tenant, { keepRegistryRow: to === defaultCluster }));
  return true;
}

/** SHARE locks on every table of the schema: running writes finish first, new ones wait. */
async function lockSchema(db: Parameters<Parameters<DatabasePool['transaction']>[0]>[0], schema: string) {
  const tables = await db.anyFirst(sql.type(z.object({ relname: z.string() }))`
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = ${schema} AND c.relkind = 'r' ORDER BY c.relname`);
  if (tables.length === 0) throw new MoveError(`the schema ${schema} has no tables on the source`);
  await db.query(
    sql.unsafe`LOCK TABLE ${sql.join(
      tables.map((t) => sql.identifier([schema, t])),
      sql.fragment`, `,
    )} IN SHARE MODE`,
  );
}

/** Runs a registry change, then tells every process (API servers) to drop the organisation. */
async function announce(bus: EventBus, tenant: TenantRecord, change: () => Promise<void>): Promise<void> {
  await change();
  await bus.publish(channels.tenants, { name: tenant.name });
}

function reason(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? 'unknown error') : String(error);
}
