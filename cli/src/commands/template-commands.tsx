import path from 'node:path';
import { inspectTemplate, listTemplateNames, loadTemplate } from '@strata/api/templates/load-template';
import type { Command } from 'commander';
import { Box, Text } from 'ink';
import { action, exitCodes } from '../runtime.js';
import { print, printJson } from '../ui/output.js';
import { Table } from '../ui/Table.js';

/** strata template list | template validate <dir> (no database needed). */
export function registerTemplateCommands(program: Command): void {
  const template = program.command('template').description('list and check tenant templates');

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
}
