/**
 * Checks a template folder and prints every problem: `node --conditions=source --import tsx
 * scripts/check-template.ts tenant-templates/crm`. The CLI's `strata template validate` does the
 * same for administrators; this script is for template authors without a build.
 */
import path from 'node:path';
import { inspectTemplate } from '@strata/api/templates/load-template';

const dir = path.resolve(process.argv[2] ?? 'tenant-templates/crm');
const { template, problems } = inspectTemplate(dir);
if (template) {
  const rows = (sets: { rows: unknown[] }[]) => sets.reduce((n, set) => n + set.rows.length, 0);
  process.stdout.write(
    `${path.basename(dir)}: valid. ${template.entities.length} entities, ${template.views.length} views, ` +
      `${template.apps.length} apps, ${template.roles.length} roles, ${rows(template.seed)} seed rows, ` +
      `${rows(template.sample)} sample rows\n`,
  );
} else {
  for (const problem of problems)
    process.stdout.write(`${problem.file} ${problem.path}: ${problem.message}\n`);
  process.stdout.write(`${problems.length} problem(s)\n`);
  process.exitCode = 1;
}
