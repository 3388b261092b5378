import type { Command } from 'commander';
import { Box, Text } from 'ink';
import { action, withRuntime } from '../runtime.js';
import { tenantDetails } from '../tenants/tenant-details.js';
import { print, printJson } from '../ui/output.js';
import { withSpinner } from '../ui/Spinner.js';
import { Table } from '../ui/Table.js';

/** 1536 -> "1.5 kB": sizes as an operator reads them. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** strata tenant show <org> */
export function registerTenantShowCommand(tenant: Command): void {
  tenant
    .command('show <organization>')
    .description('details of one organisation: address, status, users, records, size, activity, migrations')
    .option('--json', 'print as JSON')
    .action(
      action(async (organization: string, options: { json?: boolean }) => {
        const details = await withSpinner(
          `Reading ${organization}`,
          () => withRuntime(({ clusters, env }) => tenantDetails(clusters, env, organization)),
          options,
        );
        if (options.json) {
          printJson(details);
          return;
        }
        const line = (label: string, value: string) => (
          <Text key={label}>
            <Text bold>{label.padEnd(15)}</Text>
            {value}
          </Text>
        );
        const records = Object.entries(details.records).filter(([, n]) => n > 0);
        print(
          <Box flexDirection="column">
            {line('Organization', `${details.organization} (${details.displayName})`)}
            {line('URL', details.url)}
            {line('Status', details.status)}
            {line('Template', details.template)}
            {line('Schema', details.schema)}
            {line('Cluster', details.cluster)}
            {line('Created', details.createdAt)}
            {line('Users', `${details.users.active} active, ${details.users.disabled} disabled`)}
            {line('Size on disk', formatBytes(details.sizeBytes))}
            {line('Last activity', details.lastActivity ?? 'never')}
            {line(
              'Migrations',
              `${details.migrations.level ?? 'none'} (${details.migrations.applied} applied, ${details.migrations.pending.length} pending)`,
            )}
            <Text> </Text>
            <Table
              rows={records}
              columns={[
                { header: 'ENTITY', value: ([name]) => name },
                { header: 'RECORDS', value: ([, n]) => String(n) },
              ]}
            />
          </Box>,
        );
      }),
    );
}
