import { createDatabasePool } from '@strata/api/db/pool';
import { migratePlatform } from '@strata/api/migrations/platform-migrator';
import {
  clusterNamePattern,
  defaultCluster,
  listClusters,
  redactUrl,
  tenantsPerCluster,
  upsertCluster,
} from '@strata/api/tenancy/cluster-registry';
import { installJobQueue } from '@strata/api/trigger-worker/trigger-worker';
import type { Command } from 'commander';
import { Text } from 'ink';
import { sql } from 'slonik';
import { moveTenant } from '../clusters/move-tenant.js';
import { action, UsageError, withRuntime } from '../runtime.js';
import { print, printJson } from '../ui/output.js';
import { withSpinner } from '../ui/Spinner.js';
import { Table } from '../ui/Table.js';

/** strata cluster add <name> <url> | cluster list */
export function registerClusterCommands(program: Command): void {
  const cluster = program
    .command('cluster')
    .description('PostgreSQL servers organisations can live on (besides the main one, "default")');

  cluster
    .command('add <name> <url>')
    .description('register a PostgreSQL server (or change its URL); its platform tables are created')
    .option('--json', 'print the result as JSON')
    .action(
      action(async (name: string, url: string, options: { json?: boolean }) => {
        if (!clusterNamePattern.test(name) || name === defaultCluster) {
          throw new UsageError(
            `${name} is not a cluster name: lower-case letters, digits and hyphens, starting with a letter ("default" is the main database)`,
          );
        }
        if (!/^postgres(ql)?:\/\//.test(url) || !URL.canParse(url)) {
          throw new UsageError(
            `${redactUrl(url)} is not a PostgreSQL URL (postgres://user:password@host:5432/database)`,
          );
        }
        await withSpinner(
          `Checking ${name}`,
          async () => {
            await checkReachable(name, url);
            // the platform tables hold the rows that move with an organisation (credentials, ...)
            await migratePlatform(url);
            // writes of its organisations queue trigger runs there (the API runs every queue)
            await installJobQueue(url);
            await withRuntime(({ pool }) => upsertCluster(pool, name, url));
          },
          options,
        );
        if (options.json) printJson({ name, url: redactUrl(url) });
        else
          print(
            <Text color="green">
              Cluster {name} registered ({redactUrl(url)}).
            </Text>,
          );
      }),
    );

  cluster
    .command('list')
    .description('list clusters with the number of organisations on each')
    .option('--json', 'print as JSON')
    .action(
      action(async (options: { json?: boolean }) => {
        const rows = await withRuntime(async ({ pool, connectionUri }) => {
          const counts = await tenantsPerCluster(pool);
          const registered = await listClusters(pool);
          return [
            {
              name: defaultCluster,
              url: redactUrl(connectionUri),
              organizations: counts.get(defaultCluster) ?? 0,
            },
            ...registered.map((c) => ({
              name: c.name,
              url: redactUrl(c.url),
              organizations: counts.get(c.name) ?? 0,
            })),
          ];
        });
        if (options.json) {
          printJson(rows);
          return;
        }
        print(
          <Table
            rows={rows}
            columns={[
              { header: 'CLUSTER', value: (c) => c.name },
              { header: 'ORGANIZATIONS', value: (c) => String(c.organizations) },
              { header: 'URL', value: (c) => c.url },
            ]}
          />,
        );
      }),
    );
}

/** strata tenant move <org> --to <cluster> */
export function registerTenantMoveCommand(tenant: Command): void {
  tenant
    .command('move <organization>')
    .description('move an organisation to another cluster (read-only while it copies)')
    .requiredOption('--to <cluster>', 'the cluster to move to (strata cluster list)')
    .option('--json', 'print the result as JSON')
    .action(
      action(async (organization: string, options: { to: string; json?: boolean }) => {
        if (!clusterNamePattern.test(options.to)) throw new UsageError(`${options.to} is not a cluster name`);
        const result = await withSpinner(
          `Moving ${organization} to ${options.to}`,
          () =>
            withRuntime(({ pool, bus, connectionUri }) =>
              moveTenant(pool, bus, organization, options.to, { mainUrl: connectionUri }),
            ),
          options,
        );
        if (options.json) {
          printJson(result);
          return;
        }
        print(
          <Text color="green">
            {result.organization} moved from {result.from} to {result.to}: {result.tables} tables,{' '}
            {result.rows} rows, counts and checksums verified.
            {result.cleanedUp ? ' (A leftover of an earlier attempt was removed first.)' : ''}
          </Text>,
        );
      }),
    );
}

async function checkReachable(name: string, url: string): Promise<void> {
  let pool: Awaited<ReturnType<typeof createDatabasePool>> | undefined;
  try {
    pool = await createDatabasePool(url, { maximumPoolSize: 1 });
    await pool.query(sql.unsafe`SELECT 1`);
  } catch (error) {
    throw new Error(
      `The cluster ${name} cannot be reached at ${redactUrl(url)}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
  } finally {
    await pool?.end().catch(() => undefined);
  }
}
