import { migrateTenants, type TenantMigrationReport } from '@strata/api/migrations/migrate-tenants';
import type { Command } from 'commander';
import { Box, render, Text } from 'ink';
import { action, exitCodes, withRuntime } from '../runtime.js';
import { print, printJson } from '../ui/output.js';
import { ProgressBar } from '../ui/ProgressBar.js';
import { Table } from '../ui/Table.js';

function Progress({
  done,
  total,
  current,
  failed,
}: {
  done: number;
  total: number;
  current: string;
  failed: number;
}) {
  return (
    <Box flexDirection="column">
      <ProgressBar done={done} total={total} label={current} />
      {failed > 0 ? <Text color="red">{failed} failed so far</Text> : null}
    </Box>
  );
}

/** strata migrate [--tenant <org>]: platform, then every tenant, carrying on past failures. */
export function registerMigrateCommand(program: Command): void {
  program
    .command('migrate')
    .description('apply pending platform and tenant migrations')
    .option('--tenant <organization>', 'only this organisation')
    .option('--json', 'print the result as JSON')
    .action(
      action(async (options: { tenant?: string; json?: boolean }) => {
        const { platformApplied, reports } = await withRuntime(async ({ pool, platformApplied }) => {
          let failed = 0;
          const ui = options.json ? undefined : render(<Progress done={0} total={0} current="" failed={0} />);
          try {
            const reports = await migrateTenants(pool, {
              ...(options.tenant ? { organizations: [options.tenant] } : {}),
              onProgress: (done, total, report) => {
                if (report.error) failed++;
                ui?.rerender(<Progress done={done} total={total} current={report.tenant} failed={failed} />);
              },
            });
            return { platformApplied, reports };
          } finally {
            ui?.unmount();
          }
        });
        const failures = reports.filter((report) => report.error);
        if (failures.length > 0) process.exitCode = exitCodes.failed;
        if (options.json) {
          printJson({ platform: platformApplied, tenants: reports });
          return;
        }
        print(<Summary platform={platformApplied} reports={reports} />);
      }),
    );
}

function Summary({ platform, reports }: { platform: string[]; reports: TenantMigrationReport[] }) {
  const failures = reports.filter((report) => report.error);
  const changed = reports.filter((report) => report.applied.length > 0);
  return (
    <Box flexDirection="column">
      <Text>Platform: {platform.length === 0 ? 'up to date' : `applied ${platform.join(', ')}`}</Text>
      <Text>
        Tenants: {reports.length} checked, {changed.length} migrated, {failures.length} failed
      </Text>
      {changed.length + failures.length > 0 ? (
        <Table
          rows={[...changed, ...failures]}
          columns={[
            { header: 'ORGANIZATION', value: (r) => r.tenant },
            {
              header: 'RESULT',
              value: (r) => (r.error ? 'failed' : 'migrated'),
              color: (r) => (r.error ? 'red' : 'green'),
            },
            { header: 'DETAIL', value: (r) => r.error ?? r.applied.join(', ') },
          ]}
        />
      ) : null}
    </Box>
  );
}
