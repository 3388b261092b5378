import path from 'node:path';
import { diffMetadata, showChange } from '@strata/api/metadata-code/diff-metadata';
import { applyMetadata, planMetadata, tenantSnapshot } from '@strata/api/metadata-code/metadata-as-code';
import {
  MetadataFolderError,
  snapshotFiles,
  writeMetadataFolder,
} from '@strata/api/metadata-code/metadata-folder';
import { readMetadataFolder } from '@strata/api/metadata-code/read-metadata-folder';
import { requireTenant } from '@strata/api/tenancy/tenant-lifecycle';
import type { Command } from 'commander';
import { Box, Text } from 'ink';
import { confirmApply } from '../metadata/confirm-apply.js';
import { jsonFailures } from '../metadata/json-failure.js';
import { snapshotOf, sourceName, sourceOf } from '../metadata/metadata-source.js';
import { ChangeLine, PlanView } from '../metadata/PlanView.js';
import { action, exitCodes, UsageError, withRuntime } from '../runtime.js';
import { print, printJson, printSuccess } from '../ui/output.js';
import { withSpinner } from '../ui/Spinner.js';

type JsonOption = { json?: boolean };

/** strata metadata export | plan | apply | diff: an organisation's customisations as code. */
export function registerMetadataCommands(program: Command): void {
  const metadata = program
    .command('metadata')
    .description("keep an organisation's entities, views, apps, roles and translations in a folder (git)");

  metadata
    .command('export <organization> <dir>')
    .description("write the organisation's customisations to a folder, one file per item")
    .option('--json', 'print the result as JSON')
    .action(
      action(
        jsonFailures(async (organization: string, dir: string, options: JsonOption) => {
          const snapshot = await withSpinner(
            `Reading ${organization}`,
            () =>
              withRuntime(async ({ pool }) => tenantSnapshot(pool, await requireTenant(pool, organization))),
            options,
          );
          const files = snapshotFiles(snapshot);
          try {
            writeMetadataFolder(dir, files);
          } catch (error) {
            if (error instanceof MetadataFolderError) throw new UsageError(error.message);
            throw error;
          }
          const counts = {
            entities: snapshot.entities.length,
            apps: snapshot.apps.length,
            roles: snapshot.roles.length,
            views: snapshot.views.length,
            translations: snapshot.translations.length,
          };
          if (options.json) {
            printJson({ organization, dir: path.resolve(dir), files: [...files.keys()], counts });
            return;
          }
          printSuccess(
            `${organization} exported to ${dir}: ${counts.entities} entities, ${counts.views} views, ${counts.apps} apps, ${counts.roles} roles, ${counts.translations} translations (${files.size} files).`,
          );
        }),
      ),
    );

  metadata
    .command('plan <organization> <dir>')
    .description('show what applying the folder would change: each step, its SQL and its data checks')
    .option('--json', 'print the plan as JSON')
    .action(
      action(
        jsonFailures(async (organization: string, dir: string, options: JsonOption) => {
          const desired = readMetadataFolder(path.resolve(dir));
          const plan = await withSpinner(
            `Planning ${organization}`,
            () =>
              withRuntime(async ({ pool }) =>
                planMetadata(pool, await requireTenant(pool, organization), desired),
              ),
            options,
          );
          // a plan that cannot apply (a step refused, rows that would fail) fails the command
          if (plan.summary.refused > 0) process.exitCode = exitCodes.failed;
          if (options.json) printJson(plan);
          else print(<PlanView plan={plan} />);
        }),
      ),
    );

  metadata
    .command('apply <organization> <dir>')
    .description('apply the folder in one transaction; asks first in a terminal')
    .option('--yes', 'apply without asking (needed without a terminal)')
    .option(
      '--allow-destructive',
      'allow steps that delete entities, fields, views, apps, roles or translations',
    )
    .option('--json', 'print the applied plan as JSON')
    .action(
      action(
        jsonFailures(
          async (
            organization: string,
            dir: string,
            options: JsonOption & { yes?: boolean; allowDestructive?: boolean },
          ) => {
            const desired = readMetadataFolder(path.resolve(dir));
            const result = await withRuntime(async ({ pool, bus }) => {
              const tenant = await requireTenant(pool, organization);
              if (!options.yes) {
                const plan = await planMetadata(pool, tenant, desired);
                if (plan.steps.length === 0) return plan;
                const refused =
                  plan.summary.refused > 0 || (plan.summary.destructive > 0 && !options.allowDestructive);
                // a plan that will be refused is not worth a question: apply raises the reason
                if (!refused) {
                  if (!options.json) print(<PlanView plan={plan} showSql={false} />);
                  if (!(await confirmApply(`Apply ${plan.steps.length} change(s) to ${tenant.name}?`))) {
                    throw new UsageError('Not confirmed: nothing was applied.');
                  }
                }
              }
              return withSpinner(
                `Applying to ${organization}`,
                () =>
                  applyMetadata(pool, bus, tenant, desired, {
                    allowDestructive: options.allowDestructive === true,
                  }),
                options,
              );
            });
            if (options.json) {
              printJson({ ...result, applied: result.steps.length > 0 });
              return;
            }
            if (result.steps.length === 0)
              printSuccess(`${result.organization} already matches ${dir}: nothing changed.`);
            else
              printSuccess(
                `Applied ${result.steps.length} change(s) to ${result.organization} (${result.summary.create} created, ${result.summary.update} updated, ${result.summary.delete} deleted).`,
              );
          },
        ),
      ),
    );

  metadata
    .command('diff <from> <to>')
    .description('what differs from one organisation or folder to another (a path is a folder)')
    .option('--json', 'print the differences as JSON')
    .action(
      action(
        jsonFailures(async (fromArgument: string, toArgument: string, options: JsonOption) => {
          const from = sourceOf(fromArgument);
          const to = sourceOf(toArgument);
          const [before, after] = await withSpinner(
            'Reading both sides',
            () =>
              from.kind === 'folder' && to.kind === 'folder'
                ? Promise.all([readMetadataFolder(from.dir), readMetadataFolder(to.dir)])
                : withRuntime(({ pool }) => Promise.all([snapshotOf(pool, from), snapshotOf(pool, to)])),
            options,
          );
          const changes = diffMetadata(before, after).map(showChange);
          if (options.json) {
            printJson({
              from: sourceName(from),
              to: sourceName(to),
              identical: changes.length === 0,
              changes,
            });
            return;
          }
          if (changes.length === 0) {
            printSuccess(`${fromArgument} and ${toArgument} have the same metadata.`);
            return;
          }
          print(
            <Box flexDirection="column">
              <Text bold>
                From {fromArgument} to {toArgument}:
              </Text>
              {changes.map((change) => (
                <ChangeLine key={`${change.area}:${change.key}`} change={change} />
              ))}
            </Box>,
          );
        }),
      ),
    );
}
