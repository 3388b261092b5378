import path from 'node:path';
import { provisionTenant } from '@strata/api/provisioning/provision-tenant';
import { loadTemplateFromDir } from '@strata/api/templates/load-template';
import { changeTenantStatus, deleteTenant, requireTenant } from '@strata/api/tenancy/tenant-lifecycle';
import { listTenants, type TenantRecord } from '@strata/api/tenancy/tenant-registry';
import type { Command } from 'commander';
import { Box, Text } from 'ink';
import { action, withRuntime } from '../runtime.js';
import { renameTenant } from '../tenants/rename-tenant.js';
import { confirmByTypingName } from '../ui/confirm-name.js';
import { print, printJson, printSuccess } from '../ui/output.js';
import { withSpinner } from '../ui/Spinner.js';
import { Table } from '../ui/Table.js';
import { registerTenantMoveCommand } from './cluster-commands.js';
import { registerTenantBackupCommands } from './tenant-backup-commands.js';
import { registerTenantShowCommand } from './tenant-show-command.js';

/** A path (./x, /x, a/b) is read from that folder; a bare name from tenant-templates/. */
function templateLoaderFor(template: string) {
  if (!template.includes('/') && !template.startsWith('.')) return {};
  const dir = path.resolve(template);
  return { templates: () => loadTemplateFromDir(dir) };
}

const statusColor = (tenant: TenantRecord) =>
  tenant.status === 'active' ? 'green' : tenant.status === 'suspended' ? 'yellow' : 'red';

/** strata tenant create|list|show|suspend|resume|rename|delete|backup|restore */
export function registerTenantCommands(program: Command): void {
  const tenant = program.command('tenant').description('create, inspect, back up and manage organisations');

  tenant
    .command('create <organization>')
    .description('provision a new organisation from a template')
    .requiredOption(
      '--template <template>',
      'a template of tenant-templates/ (see `strata template list`), or the path of a template folder',
    )
    .requiredOption('--admin-email <email>', 'email of the first administrator')
    .option('--admin-password <password>', 'their password (generated and printed when left out)')
    .option('--admin-name <name>', 'their display name', 'Administrator')
    .option('--display-name <name>', 'the organisation name as shown to users')
    .option('--sample-data', "add the template's sample records", false)
    .option('--json', 'print the result as JSON')
    .action(
      action(async (organization: string, options: Record<string, string | boolean | undefined>) => {
        const result = await withSpinner(
          `Provisioning ${organization}`,
          () =>
            withRuntime(({ pool }) =>
              provisionTenant(
                pool,
                {
                  organization,
                  template: String(options.template),
                  admin: {
                    email: String(options.adminEmail),
                    name: String(options.adminName),
                    ...(typeof options.adminPassword === 'string' ? { password: options.adminPassword } : {}),
                  },
                  ...(typeof options.displayName === 'string' ? { displayName: options.displayName } : {}),
                  sampleData: options.sampleData === true,
                },
                templateLoaderFor(String(options.template)),
              ),
            ),
          { json: options.json === true },
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

  registerTenantShowCommand(tenant);

  for (const [verb, status] of [
    ['suspend', 'suspended'],
    ['resume', 'active'],
  ] as const) {
    tenant
      .command(`${verb} <organization>`)
      .description(verb === 'suspend' ? 'block all access to an organisation' : 'allow access again')
      .option('--json', 'print the result as JSON')
      .action(
        action(async (organization: string, options: { json?: boolean }) => {
          const updated = await withRuntime(({ pool, bus }) =>
            changeTenantStatus(pool, bus, organization, status),
          );
          if (options.json) printJson({ organization: updated.name, status: updated.status });
          else printSuccess(`Organisation ${updated.name} is ${updated.status}.`);
        }),
      );
  }

  tenant
    .command('rename <organization> <new-name>')
    .description('give an organisation a new name (its sub-domain); its data stays where it is')
    .option('--json', 'print the result as JSON')
    .action(
      action(async (organization: string, newName: string, options: { json?: boolean }) => {
        const { from, to } = await withRuntime(({ pool, bus }) =>
          renameTenant(pool, bus, organization, newName),
        );
        if (options.json) printJson({ organization: to, previousName: from.name, schema: from.schemaName });
        else printSuccess(`Organisation ${from.name} is now ${to}.`);
      }),
    );

  tenant
    .command('delete <organization>')
    .description('delete an organisation and all its data (asks for the name unless --yes)')
    .option('--yes', 'confirm without asking: the data cannot be recovered')
    .option('--json', 'print the result as JSON')
    .action(
      action(async (organization: string, options: { yes?: boolean; json?: boolean }) => {
        const deleted = await withRuntime(async ({ pool, clusters, bus }) => {
          const found = await requireTenant(pool, organization);
          if (!options.yes) {
            await confirmByTypingName(found.name, `Deleting ${found.name} removes all its data for good.`);
          }
          return withSpinner(
            `Deleting ${found.name}`,
            () => deleteTenant(pool, bus, found.name, { poolOf: (tenant) => clusters.forTenant(tenant) }),
            options,
          );
        });
        if (options.json) printJson({ organization: deleted.name, deleted: true });
        else printSuccess(`Organisation ${deleted.name} deleted.`);
      }),
    );

  registerTenantBackupCommands(tenant);
  registerTenantMoveCommand(tenant);
}
