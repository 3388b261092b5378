import { statSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { Box, Text } from 'ink';
import { restoreBackup } from '../backup/restore-backup.js';
import { writeBackup } from '../backup/write-backup.js';
import { action, withRuntime } from '../runtime.js';
import { print, printJson } from '../ui/output.js';
import { withSpinner } from '../ui/Spinner.js';
import { formatBytes } from './tenant-show-command.js';

/** strata tenant backup <org> <file> | tenant restore <file> [--as <org>] */
export function registerTenantBackupCommands(tenant: Command): void {
  tenant
    .command('backup <organization> <file>')
    .description("write one organisation's schema, rows and registry entry to a file (gzip JSON lines)")
    .option('--json', 'print the result as JSON')
    .action(
      action(async (organization: string, file: string, options: { json?: boolean }) => {
        const header = await withSpinner(
          `Backing up ${organization}`,
          () => withRuntime(({ clusters }) => writeBackup(clusters, organization, path.resolve(file))),
          options,
        );
        const rows = header.tables.reduce((n, table) => n + table.rows, 0);
        const bytes = statSync(path.resolve(file)).size;
        if (options.json) {
          printJson({
            organization: header.tenant.name,
            file: path.resolve(file),
            bytes,
            tables: header.tables.length,
            rows,
            migrations: header.migrations,
          });
          return;
        }
        print(
          <Text color="green">
            {header.tenant.name} backed up to {file}: {header.tables.length} tables, {rows} rows,{' '}
            {formatBytes(bytes)}.
          </Text>,
        );
      }),
    );

  tenant
    .command('restore <file>')
    .description(
      'restore a backup as a new organisation (its own name, or --as another) on its cluster (or --cluster another)',
    )
    .option('--as <organization>', 'the name of the restored organisation')
    .option('--cluster <cluster>', "the cluster to restore onto (default: the backup's organisation's)")
    .option('--json', 'print the result as JSON')
    .action(
      action(async (file: string, options: { as?: string; cluster?: string; json?: boolean }) => {
        const result = await withSpinner(
          `Restoring ${file}`,
          () =>
            withRuntime(({ pool, bus }) =>
              restoreBackup(pool, bus, path.resolve(file), {
                ...(options.as ? { as: options.as } : {}),
                ...(options.cluster ? { cluster: options.cluster } : {}),
              }),
            ),
          options,
        );
        if (options.json) {
          printJson(result);
          return;
        }
        const rows = Object.values(result.records).reduce((n, count) => n + count, 0);
        print(
          <Box flexDirection="column">
            <Text color="green">
              Organisation {result.organization} restored from {file} (backup of {result.from}) on the cluster{' '}
              {result.cluster}: {rows} rows.
            </Text>
          </Box>,
        );
      }),
    );
}
