import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { registerMigrateCommand } from './commands/migrate-command.js';
import { registerTemplateCommands } from './commands/template-commands.js';
import { registerTenantCommands } from './commands/tenant-commands.js';
import { exitCodes } from './runtime.js';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const program = new Command('strata')
  .description('Strata administration: organisations, migrations and templates')
  .version(version)
  .showHelpAfterError('(run `strata --help` for usage)')
  .exitOverride();

registerTenantCommands(program);
registerMigrateCommand(program);
registerTemplateCommands(program);
for (const command of program.commands) command.exitOverride().showHelpAfterError();

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (!(error instanceof CommanderError)) throw error;
  // Help and version exit 0; every other parsing problem is a usage error.
  process.exitCode = error.exitCode === 0 ? exitCodes.ok : exitCodes.usage;
}
// Everything the command opened is closed by now; exit explicitly so no library's exit
// handler can replace the code.
process.exit(process.exitCode ?? exitCodes.ok);
