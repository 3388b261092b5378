import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { registerClusterCommands } from './commands/cluster-commands.js';
import { registerCompletionCommand } from './commands/completion-command.js';
import { registerMetadataCommands } from './commands/metadata-commands.js';
import { registerMigrateCommand } from './commands/migrate-command.js';
import { registerTemplateCommands } from './commands/template-commands.js';
import { registerTenantCommands } from './commands/tenant-commands.js';
import { registerUserCommands } from './commands/user-commands.js';
import { exitCodes, setDatabaseUrlOption } from './runtime.js';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const program = new Command('strata')
  .description('Strata administration: organisations, users, migrations and templates')
  .version(version)
  .option(
    '--database-url <url>',
    'the PostgreSQL server to work on (default: STRATA_DATABASE_URL, DATABASE_URL, else the embedded one in .data/pg)',
  )
  .showHelpAfterError('(run `strata --help` for usage)')
  .exitOverride()
  .hook('preAction', (command) => {
    setDatabaseUrlOption(command.opts<{ databaseUrl?: string }>().databaseUrl);
  })
  .addHelpText(
    'after',
    '\nExit codes: 0 done, 1 the operation failed (the message says why), 2 the command line was wrong.',
  );

registerTenantCommands(program);
registerUserCommands(program);
registerMigrateCommand(program);
registerClusterCommands(program);
registerTemplateCommands(program);
registerMetadataCommands(program);
registerCompletionCommand(program);
// Every command (sub-commands too) reports parsing problems as usage errors instead of exiting.
const overrideExits = (command: Command): void => {
  for (const sub of command.commands) {
    sub.exitOverride().showHelpAfterError();
    overrideExits(sub);
  }
};
overrideExits(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (!(error instanceof CommanderError)) throw error;
  // Help and version exit 0; every other parsing problem is a usage error.
  process.exitCode = error.exitCode === 0 ? exitCodes.ok : exitCodes.usage;
}
// Everything the command opened is closed by now; exit explicitly so no library's exit
// handler can replace the code. Output to a pipe is written asynchronously: wait until all of
// it is out first, or a large --json document (a metadata plan) would be cut off.
await new Promise<void>((resolve) => process.stdout.write('', () => resolve()));
process.exit(process.exitCode ?? exitCodes.ok);
