import { randomUUID } from 'node:crypto';
import { schemaNameForTenant } from '@strata/api/tenancy/schema-name';
import pg from 'pg';

/** One organisation made by cloning: its registry name and schema. */
export type ClonedTenant = { id: string; name: string; schemaName: string };

/**
 * Many organisations fast, for the scale bench: provisioning one through the template takes
 * about 8 s here (migrations, the DDL engine per entity, seed rows), so 5,000 would take 11
 * hours. Instead one provisioned schema is cloned:
 *   CREATE SCHEMA tenant_<new id>;
 *   CREATE TABLE new.t (LIKE source.t INCLUDING ALL)   -- columns, defaults, NOT NULL and CHECK
 *                                                      -- constraints, every index, comments
 *   INSERT INTO new.t SELECT * FROM source.t           -- metadata, users, roles, views, rows
 *   INSERT INTO strata.tenants (...)                   -- the registry entry
 * in one transaction per clone. This is exact for Strata's tenant schemas because they hold
 * only tables and indexes (no sequences, functions, triggers, types or foreign keys; checked
 * below, so a schema that grows any of those fails loudly instead of cloning wrong). Only the
 * index names differ from a provisioned schema (LIKE names them itself). `strata tenant move`'s
 * copy (cli/src/clusters/copy-tenant-schema.ts) rebuilds a schema through the migrations and
 * the DDL engine instead: faithful to the name, but as slow as provisioning.
 */
export async function cloneTenants(
  databaseUrl: string,
  source: { schemaName: string; template: string },
  names: readonly string[],
  options: { concurrency?: number; onProgress?: (done: number) => void } = {},
): Promise<ClonedTenant[]> {
  const tables = await sourceTables(databaseUrl, source.schemaName);
  const cloned: ClonedTenant[] = [];
  let next = 0;
  const worker = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    // a bench's throwaway organisations: no commit waits for its WAL flush (5,000 commits)
    await client.query('SET synchronous_commit = off');
    try {
      while (next < names.length) {
        const name = names[next++] as string;
        const id = randomUUID();
        const schemaName = schemaNameForTenant(id);
        const to = client.escapeIdentifier(schemaName);
        const from = client.escapeIdentifier(source.schemaName);
        const statements = [
          'BEGIN',
          `CREATE SCHEMA ${to}`,
          ...tables.map((t) => {
            const table = client.escapeIdentifier(t);
            return `CREATE TABLE ${to}.${table} (LIKE ${from}.${table} INCLUDING ALL); INSERT INTO ${to}.${table} SELECT * FROM ${from}.${table}`;
          }),
          `INSERT INTO strata.tenants (id, name, display_name, schema_name, template)
           VALUES (${client.escapeLiteral(id)}, ${client.escapeLiteral(name)}, ${client.escapeLiteral(name)},
                   ${client.escapeLiteral(schemaName)}, ${client.escapeLiteral(source.template)})`,
          'COMMIT',
        ];
        await client.query(statements.join(';\n'));
        cloned.push({ id, name, schemaName });
        options.onProgress?.(cloned.length);
      }
    } finally {
      await client.end();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 2) }, worker));
  return cloned;
}

/** Removes clones: each schema in its own transaction (its ~200 relations' locks), then its registry row. */
export async function dropClones(databaseUrl: string, clones: readonly ClonedTenant[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const clone of clones) {
      await client.query(`DROP SCHEMA IF EXISTS ${client.escapeIdentifier(clone.schemaName)} CASCADE`);
      await client.query('DELETE FROM strata.tenants WHERE id = $1', [clone.id]);
    }
  } finally {
    await client.end();
  }
}

/** The source schema's tables, after checking it holds nothing LIKE would not copy. */
async function sourceTables(databaseUrl: string, schema: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const others = await client.query<{ kind: string; n: number }>(
      `SELECT 'relation ' || c.relkind::text AS kind, count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
         WHERE s.nspname = $1 AND c.relkind NOT IN ('r', 'i') GROUP BY c.relkind
       UNION ALL SELECT 'function', count(*)::int FROM pg_proc p JOIN pg_namespace s ON s.oid = p.pronamespace WHERE s.nspname = $1
       UNION ALL SELECT 'trigger', count(*)::int FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
         JOIN pg_namespace s ON s.oid = c.relnamespace WHERE s.nspname = $1 AND NOT t.tgisinternal
       UNION ALL SELECT 'foreign key', count(*)::int FROM pg_constraint k JOIN pg_namespace s ON s.oid = k.connamespace
         WHERE s.nspname = $1 AND k.contype = 'f'`,
      [schema],
    );
    const found = others.rows.filter((row) => row.n > 0);
    if (found.length > 0) {
      throw new Error(
        `${schema} holds what CREATE TABLE LIKE does not clone: ${found.map((r) => `${r.n} ${r.kind}`).join(', ')}`,
      );
    }
    const tables = await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
       WHERE s.nspname = $1 AND c.relkind = 'r' ORDER BY c.relname`,
      [schema],
    );
    return tables.rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}
