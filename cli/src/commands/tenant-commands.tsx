import { channels } from '@strata/api/events/event-bus';
import { provisionTenant } from '@strata/api/tenancy/provision-tenant';
import { changeTenantStatus, deleteTenant } from '@strata/api/tenancy/tenant-lifecycle';
import { listTenants, type TenantRecord } from '@strata/api/tenancy/tenant-registry';
import type { Command } from 'commander';
import { Box, Text } from 'ink';
import { action, exitCodes, withRuntime } from '../runtime.js';
import { print, printError, printJson, printSuccess } from '../ui/output.js';
import { Table } from '../ui/Table.js';

const statusColor = (tenant: TenantRecord) =>
  tenant.status === 'active' ? 'green' : tenant.status === 'suspended' ? 'yellow' : 'red';

/** strata tenant create|list|suspend|resume|delete */
export function registerTenantCommands(program: Command): void {
  const tenant = program
    .command('tenant')
    .description('create, list, suspend, resume and delete organisations');

  tenant
    .command('create <organization>')
    .description('provision a new organisation from a template')
    .requiredOption(
      '--template <template>',
      'template folder in tenant-templates/ (see `strata template list`)',
    )
    .requiredOption('--admin-email <email>', 'email of the first administrator')
    .option('--admin-password <password>', 'their password (generated and printed when left out)')
    .option('--admin-name <name>', 'their display name', 'Administrator')
    .option('--display-name <name>', 'the organisation name as shown to users')
    .option('--sample-data', "add the template's sample records", false)
    .option('--json', 'print the result as JSON')
    .action(
      action(async (organization: string, options: Record<string, string | boolean | undefined>) => {
        const result = await withRuntime(({ pool }) =>
          provisionTenant(pool, {
            organization,
            template: String(options.template),
            admin: {
              email: String(options.adminEmail),
              name: String(options.adminName),
              ...(typeof options.adminPassword === 'string' ? { password: options.adminPassword } : {}),
            },
            ...(typeof options.displayName === 'string' ? { displayName: options.displayName } : {}),
            sampleData: options.sampleData === true,
          }),
        );
        if (options.json) {
          printJson({
            organization: result.tenant.name,
            schema: result.tenant.schemaName,
            template: result.tenant.template,
            adminEmail: result.admin.email,
            ...(result.admin.generatedPassword ? { adminPassword: result.admin.password } : {}),
          });
          return;
        }
        print(
          <Box flexDirection="column">
            <Text color="green">
              Organisation {result.tenant.name} created from template {result.tenant.template}.
            </Text>
            <Text> Administrator: {result.admin.email}</Text>
            {result.admin.generatedPassword ? <Text> Password: {result.admin.password}</Text> : null}
          </Box>,
        );
      }),
    );

  tenant
    .command('list')
    .description('list organisations')
    .option('--json', 'print as JSON')
    .action(
      action(async (options: { json?: boolean }) => {
        const tenants = await withRuntime(({ pool }) => listTenants(pool));
        if (options.json) {
          printJson(tenants);
          return;
        }
        if (tenants.length === 0) {
          print(<Text dimColor>No organisations yet.</Text>);
          return;
        }
        print(
          <Table
            rows={tenants}
            columns={[
              { header: 'ORGANIZATION', value: (t) => t.name },
              { header: 'DISPLAY NAME', value: (t) => t.displayName },
              { header: 'STATUS', value: (t) => t.status, color: statusColor },
              { header: 'TEMPLATE', value: (t) => t.template },
              { header: 'CREATED', value: (t) => t.createdAt.slice(0, 16).replace('T', ' ') },
              { header: 'SCHEMA', value: (t) => t.schemaName },
            ]}
          />,
        );
      }),
    );

  for (const [verb, status] of [
    ['suspend', 'suspended'],
    ['resume', 'active'],
  ] as const) {
    tenant
      .command(`${verb} <organization>`)
      .description(verb === 'suspend' ? 'block all access to an organisation' : 'allow access again')
      .action(
        action(async (organization: string) => {
          const updated = await withRuntime(async ({ pool, bus }) => {
            const record = await changeTenantStatus(pool, organization, status);
            await bus.publish(channels.tenants, { name: record.name });
            return record;
          });
          printSuccess(`Organisation ${updated.name} is ${updated.status}.`);
        }),
      );
  }

  tenant
    .command('delete <organization>')
    .description('delete an organisation and all its data')
    .option('--yes', 'confirm: the data cannot be recovered')
    .action(
      action(async (organization: string, options: { yes?: boolean }) => {
        if (!options.yes) {
          printError(`Deleting ${organization} removes all its data for good. Add --yes to confirm.`);
          process.exitCode = exitCodes.usage;
          return;
        }
        const deleted = await withRuntime(async ({ pool, bus }) => {
          const record = await deleteTenant(pool, organization);
          await bus.publish(channels.tenants, { name: record.name });
          return record;
        });
        printSuccess(`Organisation ${deleted.name} deleted.`);
      }),
    );
}
