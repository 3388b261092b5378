import { migratePlatform } from '@strata/api/migrations/platform-migrator';
import { listClusters } from '@strata/api/tenancy/cluster-registry';
import type { Command } from 'commander';
import { Box, render, Text } from 'ink';
import {
  countByLevel,
  pendingPlatformMigrations,
  tenantMigrationStatus,
} from '../migrations/migration-status.js';
import { formatDuration, runTenantMigrations, type TenantRunReport } from '../migrations/run-migrations.js';
import { action, exitCodes, UsageError, withRuntime } from '../runtime.js';
import { print, printJson } from '../ui/output.js';
import { ProgressBar } from '../ui/ProgressBar.js';
import { withSpinner } from '../ui/Spinner.js';
import { Table } from '../ui/Table.js';

type MigrateOptions = { tenant?: string[]; json?: boolean; dryRun?: boolean; concurrency: string };

function Progress({
  done,
  total,
  label,
  failed,
  eta,
}: {
  done: number;
  total: number;
  label: string;
  failed: number;
  eta: string;
}) {
  return (
    <Box flexDirection="column">
      <ProgressBar done={done} total={total} label={`${label}  ETA ${eta}`} />
      {failed > 0 ? <Text color="red">{failed} failed so far</Text> : null}
    </Box>
  );
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

/**
 * strata migrate [--tenant <org>...] [--concurrency n] [--dry-run] | migrate status: platform
 * first, then every tenant that still lacks a step, n at a time, carrying on past failures.
 */
export function registerMigrateCommand(program: Command): void {
  const migrate = program
    .command('migrate')
    .description('apply pending platform and tenant migrations (see also `migrate status`)')
    .option('--tenant <organization>', 'only this organisation (repeat for several)', collect)
    .option('--concurrency <n>', 'tenants migrated at the same time', '4')
    .option('--dry-run', 'list what would be applied, change nothing')
    .option('--json', 'print the result as JSON')
    .action(action(async (options: MigrateOptions) => migrateAction(options)));

  migrate
    .command('status')
    .description(
      'pending migrations per organisation and how many organisations are at each level (takes --tenant, --json)',
    )
    .action(
      action(async () => {
        // --tenant and --json belong to `migrate`: commander reads a parent's options after its sub-command too
        const options = migrate.opts<{ tenant?: string[]; json?: boolean }>();
        const { platform, available, tenants } = await readStatus(options);
        const rows = tenants.map(({ tenant, level, pending }) => ({ tenant, level, pending }));
        const levels = countByLevel(rows);
        if (options.json) {
          printJson({
            platform: { pending: platform },
            latest: available.at(-1) ?? null,
            levels,
            tenants: rows,
          });
          return;
        }
        const behind = rows.filter((row) => row.pending.length > 0);
        print(
          <Box flexDirection="column">
            <Text>Platform: {platform.length === 0 ? 'up to date' : `pending ${platform.join(', ')}`}</Text>
            <Text>
              Tenants: {rows.length}, up to date {rows.length - behind.length}, behind {behind.length}
            </Text>
            <Table
              rows={Object.entries(levels)}
              columns={[
                { header: 'LEVEL', value: ([level]) => level },
                { header: 'TENANTS', value: ([, n]) => String(n) },
              ]}
            />
            {behind.length > 0 ? (
              <Table
                rows={behind}
                columns={[
                  { header: 'ORGANIZATION', value: (r) => r.tenant },
                  { header: 'PENDING', value: (r) => r.pending.join(', ') },
                ]}
              />
            ) : null}
          </Box>,
        );
      }),
    );
}

/** Pending platform and tenant migrations, read without applying anything (status, dry runs). */
function readStatus(options: { tenant?: string[] | undefined; json?: boolean | undefined }) {
  return withSpinner(
    'Reading migration levels',
    () =>
      withRuntime(
        async ({ pool, clusters }) => ({
          platform: await pendingPlatformMigrations(pool),
          ...(await tenantMigrationStatus(clusters, options.tenant)),
        }),
        { migratePlatform: false },
      ),
    { json: options.json === true },
  );
}

async function migrateAction(options: MigrateOptions): Promise<void> {
  const concurrency = Number(options.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) {
    throw new UsageError(`--concurrency must be a whole number from 1 to 64, not ${options.concurrency}`);
  }
  if (options.dryRun) {
    const { platform, tenants } = await readStatus(options);
    const pending = tenants
      .filter((t) => t.pending.length > 0)
      .map(({ tenant, pending }) => ({ tenant, pending }));
    if (options.json) {
      printJson({ dryRun: true, platform, tenants: pending, upToDate: tenants.length - pending.length });
      return;
    }
    print(
      <Box flexDirection="column">
        <Text>Dry run: nothing was changed.</Text>
        <Text>Platform: {platform.length === 0 ? 'up to date' : `would apply ${platform.join(', ')}`}</Text>
        <Text>
          Tenants: {pending.length} would be migrated, {tenants.length - pending.length} up to date
        </Text>
        {pending.length > 0 ? (
          <Table
            rows={pending}
            columns={[
              { header: 'ORGANIZATION', value: (r) => r.tenant },
              { header: 'WOULD APPLY', value: (r) => r.pending.join(', ') },
            ]}
          />
        ) : null}
      </Box>,
    );
    return;
  }
  const { platformApplied, reports, skipped } = await withRuntime(
    async ({ pool, clusters, platformApplied }) => {
      // the other clusters' platform tables (the rows that travel with an organisation) first
      for (const cluster of await listClusters(pool)) await migratePlatform(cluster.url);
      const { tenants } = await tenantMigrationStatus(clusters, options.tenant);
      const targets = tenants.filter((t) => t.pending.length > 0).map((t) => t.record);
      const started = Date.now();
      let failed = 0;
      const live = !options.json && process.stderr.isTTY && targets.length > 0;
      const ui = live
        ? render(<Progress done={0} total={targets.length} label="" failed={0} eta="…" />, {
            stdout: process.stderr as unknown as NodeJS.WriteStream,
          })
        : undefined;
      try {
        const reports = await runTenantMigrations(clusters, targets, {
          concurrency,
          onProgress: (done, report) => {
            if (report.error) failed++;
            const eta = formatDuration(((Date.now() - started) / done) * (targets.length - done));
            ui?.rerender(
              <Progress done={done} total={targets.length} label={report.tenant} failed={failed} eta={eta} />,
            );
          },
        });
        return { platformApplied, reports, skipped: tenants.length - targets.length };
      } finally {
        ui?.unmount();
      }
    },
    { poolSize: concurrency + 1 },
  );
  if (reports.some((report) => report.error)) process.exitCode = exitCodes.failed;
  if (options.json) {
    printJson({ platform: platformApplied, tenants: reports, upToDate: skipped });
    return;
  }
  print(<Summary platform={platformApplied} reports={reports} skipped={skipped} />);
}

function Summary({
  platform,
  reports,
  skipped,
}: {
  platform: string[];
  reports: TenantRunReport[];
  skipped: number;
}) {
  const failures = reports.filter((report) => report.error);
  const changed = reports.filter((report) => !report.error);
  return (
    <Box flexDirection="column">
      <Text>Platform: {platform.length === 0 ? 'up to date' : `applied ${platform.join(', ')}`}</Text>
      <Text>
        Tenants: {changed.length} migrated, {skipped} already up to date, {failures.length} failed
      </Text>
      {changed.length > 0 ? (
        <Table
          rows={changed}
          columns={[
            { header: 'ORGANIZATION', value: (r) => r.tenant },
            { header: 'APPLIED', value: (r) => r.applied.join(', ') },
          ]}
        />
      ) : null}
      {failures.length > 0 ? (
        <Box flexDirection="column" marginTop={1}>
          <Text color="red">Failed:</Text>
          <Table
            rows={failures}
            columns={[
              { header: 'ORGANIZATION', value: (r) => r.tenant },
              { header: 'ERROR', value: (r) => r.error ?? '', color: () => 'red' },
            ]}
          />
        </Box>
      ) : null}
    </Box>
  );
}
