import { sql } from 'slonik';
import { z } from 'zod';
import { defaultCluster } from '../db/cluster-pools.js';
import { platformTable } from '../db/platform-table.js';
import type { Queryable } from '../db/types.js';

export { defaultCluster };

/** Cluster names: lower-case letters, digits and hyphens, starting with a letter ('default' is the main one). */
export const clusterNamePattern = /^[a-z][a-z0-9-]{0,62}$/;

export type ClusterRecord = { name: string; url: string; createdAt: string };

const clusterRow = z.object({ name: z.string(), url: z.string(), created_at: z.string() });
const clusters = platformTable('clusters');

export async function findCluster(db: Queryable, name: string): Promise<ClusterRecord | null> {
  const row = await db.maybeOne(
    sql.type(clusterRow)`SELECT name, url, created_at FROM ${clusters} WHERE name = ${name}`,
  );
  return row ? { name: row.name, url: row.url, createdAt: row.created_at } : null;
}

export async function listClusters(db: Queryable): Promise<ClusterRecord[]> {
  const rows = await db.any(
    sql.type(clusterRow)`SELECT name, url, created_at FROM ${clusters} ORDER BY name`,
  );
  return rows.map((row) => ({ name: row.name, url: row.url, createdAt: row.created_at }));
}

/** Adds a cluster, or changes its URL when the name is taken (the caller asked for that name). */
export async function upsertCluster(db: Queryable, name: string, url: string): Promise<void> {
  await db.query(sql.unsafe`
    INSERT INTO ${clusters} (name, url) VALUES (${name}, ${url})
    ON CONFLICT (name) DO UPDATE SET url = EXCLUDED.url`);
}

/** How many organisations each cluster holds (the default one included). */
export async function tenantsPerCluster(db: Queryable): Promise<Map<string, number>> {
  const rows = await db.any(sql.type(z.object({ cluster: z.string(), n: z.number() }))`
    SELECT cluster, count(*)::int AS n FROM ${platformTable('tenants')} GROUP BY cluster`);
  return new Map(rows.map((row) => [row.cluster, row.n]));
}

/** A cluster URL with its password masked, for lists and messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}

/** Marks an organisation read-only while it moves (cluster name) or writable again (null). */
export async function setTenantMoving(
  db: Queryable,
  tenantId: string,
  movingTo: string | null,
): Promise<void> {
  await db.query(sql.unsafe`
    UPDATE ${platformTable('tenants')} SET moving_to = ${movingTo}, updated_at = now() WHERE id = ${tenantId}`);
}

/** The registry switch of a move: the organisation now lives on `cluster`, writable again. */
export async function setTenantCluster(db: Queryable, tenantId: string, cluster: string): Promise<void> {
  await db.query(sql.unsafe`
    UPDATE ${platformTable('tenants')} SET cluster = ${cluster}, moving_to = NULL, updated_at = now()
    WHERE id = ${tenantId}`);
}
