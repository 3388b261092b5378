import path from 'node:path';
import { inspectTemplate, listTemplateNames, loadTemplate } from '@strata/api/templates/load-template';
import { templateFromTenant } from '@strata/api/templates/template-from-tenant';
import {
  newTemplateFiles,
  TemplateFolderError,
  templateNameForDir,
  writeTemplateFiles,
} from '@strata/api/templates/write-template-files';
import { requireTenant } from '@strata/api/tenancy/tenant-lifecycle';
import type { Command } from 'commander';
import { Box, Text } from 'ink';
import { sql } from 'slonik';
import { action, exitCodes, UsageError, withRuntime } from '../runtime.js';
import { print, printJson } from '../ui/output.js';
import { withSpinner } from '../ui/Spinner.js';
import { Table } from '../ui/Table.js';

/** Writes a template folder and checks it with the same check provisioning uses. */
function writeAndCheck(dir: string, files: Map<string, unknown>) {
  try {
    writeTemplateFiles(dir, files);
  } catch (error) {
    if (error instanceof TemplateFolderError) throw new UsageError(error.message);
    throw error;
  }
  return inspectTemplate(path.resolve(dir));
}

/** The folder's name as a template name; a bad one is a usage error. */
function nameFor(dir: string): string {
  try {
    return templateNameForDir(dir);
  } catch (error) {
    if (error instanceof TemplateFolderError) throw new UsageError(error.message);
    throw error;
  }
}

/** strata template list | validate <dir> | new <dir> | from <org> <dir>. */
export function registerTemplateCommands(program: Command): void {
  const template = program
    .command('template')
    .description('list, check, scaffold and extract tenant templates');

  template
    .command('list')
    .description('list the templates in tenant-templates/')
    .option('--json', 'print as JSON')
    .action(
      action(async (options: { json?: boolean }) => {
        const rows = listTemplateNames().map((name) => {
          const loaded = loadTemplate(name);
          return {
            name,
            displayName: loaded.manifest.displayName,
            version: loaded.manifest.version,
            entities: loaded.entities.length,
            views: loaded.views.length,
            description: loaded.manifest.description ?? '',
          };
        });
        if (options.json) {
          printJson(rows);
          return;
        }
        print(
          <Table
            rows={rows}
            columns={[
              { header: 'TEMPLATE', value: (r) => r.name },
              { header: 'NAME', value: (r) => r.displayName },
              { header: 'VERSION', value: (r) => String(r.version) },
              { header: 'ENTITIES', value: (r) => String(r.entities) },
              { header: 'VIEWS', value: (r) => String(r.views) },
            ]}
          />,
        );
      }),
    );

  template
    .command('validate <dir>')
    .description('check a template folder and list every problem')
    .option('--json', 'print as JSON')
    .action(
      action(async (dir: string, options: { json?: boolean }) => {
        const { template: loaded, problems } = inspectTemplate(path.resolve(dir));
        if (problems.length > 0) process.exitCode = exitCodes.failed;
        if (options.json) {
          printJson({ valid: problems.length === 0, problems });
          return;
        }
        if (loaded) {
          print(
            <Text color="green">
              {loaded.manifest.name} is valid: {loaded.entities.length} entities, {loaded.views.length} views,{' '}
              {loaded.apps.length} apps, {loaded.roles.length} roles.
            </Text>,
          );
          return;
        }
        print(
          <Box flexDirection="column">
            <Text color="red">
              {path.basename(path.resolve(dir))} is invalid ({problems.length} problem(s)):
            </Text>
            {problems.map((problem) => (
              <Text key={`${problem.file}:${problem.path}:${problem.message}`}>
                {'  '}
                {problem.file} <Text dimColor>{problem.path}</Text>: {problem.message}
              </Text>
            ))}
          </Box>,
        );
      }),
    );

  template
    .command('new <dir>')
    .description('scaffold a minimal valid template in a new folder (its name is the template name)')
    .option('--json', 'print the result as JSON')
    .action(
      action(async (dir: string, options: { json?: boolean }) => {
        const name = nameFor(dir);
        const { problems } = writeAndCheck(dir, newTemplateFiles(name));
        if (problems.length > 0) process.exitCode = exitCodes.failed;
        if (options.json)
          printJson({ template: name, dir: path.resolve(dir), valid: problems.length === 0, problems });
        else
          print(
            <Text color="green">
              Template {name} created in {dir}.
            </Text>,
          );
      }),
    );

  template
    .command('from <organization> <dir>')
    .description(
      "turn an organisation's entities, apps, roles and views into a template (records with --with-data)",
    )
    .option('--with-data', "include the organisation's records as sample data")
    .option('--json', 'print the result as JSON')
    .action(
      action(async (organization: string, dir: string, options: { withData?: boolean; json?: boolean }) => {
        const name = nameFor(dir);
        const files = await withSpinner(
          `Reading ${organization}`,
          () =>
            withRuntime(async ({ pool, clusters }) => {
              const tenant = await requireTenant(pool, organization);
              const home = await clusters.forTenant(tenant);
              return home.transaction(async (trx) => {
                await trx.query(sql.unsafe`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
                return templateFromTenant(trx, tenant, { name, withData: options.withData === true });
              });
            }),
          options,
        );
        const { template: loaded, problems } = writeAndCheck(dir, files);
        if (problems.length > 0) process.exitCode = exitCodes.failed;
        if (options.json) {
          printJson({
            template: name,
            dir: path.resolve(dir),
            files: [...files.keys()],
            valid: problems.length === 0,
            problems,
          });
          return;
        }
        if (loaded) {
          print(
            <Text color="green">
              Template {name} written to {dir} from {organization}: {loaded.entities.length} entities,{' '}
              {loaded.views.length} views, {loaded.sample.reduce((n, set) => n + set.rows.length, 0)} sample
              rows.
            </Text>,
          );
          return;
        }
        print(
          <Box flexDirection="column">
            <Text color="red">The template written to {dir} does not pass its check:</Text>
            {problems.map((problem) => (
              <Text key={`${problem.file}:${problem.path}:${problem.message}`}>
                {'  '}
                {problem.file} {problem.path}: {problem.message}
              </Text>
            ))}
          </Box>,
        );
      }),
    );
}
