import type { Command } from 'commander';
import { Box, Text } from 'ink';
import { action, withRuntime } from '../runtime.js';
import { print, printJson, printSuccess } from '../ui/output.js';
import { withSpinner } from '../ui/Spinner.js';
import { Table } from '../ui/Table.js';
import { addUser, disableUser, listUsers, resetPassword } from '../users/tenant-users.js';

const collect = (value: string, previous: string[]) => [...previous, value];

/** strata user list|add|disable|reset-password <org> ...: support work on one organisation's users. */
export function registerUserCommands(program: Command): void {
  const user = program
    .command('user')
    .description("list, add, disable an organisation's users and reset passwords");

  user
    .command('list <organization>')
    .description('list the users of an organisation')
    .option('--json', 'print as JSON')
    .action(
      action(async (organization: string, options: { json?: boolean }) => {
        const users = await withSpinner(
          `Reading ${organization}`,
          () => withRuntime(({ clusters }) => listUsers(clusters, organization)),
          options,
        );
        if (options.json) {
          printJson(users);
          return;
        }
        print(
          <Table
            rows={users}
            columns={[
              { header: 'EMAIL', value: (u) => u.email ?? '' },
              { header: 'NAME', value: (u) => u.name ?? '' },
              {
                header: 'STATUS',
                value: (u) => (u.disabled ? 'disabled' : 'active'),
                color: (u) => (u.disabled ? 'red' : 'green'),
              },
              { header: 'ROLES', value: (u) => u.roles.join(', ') },
              { header: 'PASSWORD', value: (u) => (u.hasPassword ? 'yes' : 'no') },
              { header: 'LAST SEEN', value: (u) => u.lastSeen?.slice(0, 16) ?? '' },
            ]}
          />,
        );
      }),
    );

  user
    .command('add <organization> <email>')
    .description('add a user with roles and a password (generated and printed when left out)')
    .option('--name <name>', 'display name (default: the email)')
    .option('--role <role>', 'a role by name; repeat for several', collect, [] as string[])
    .option('--password <password>', 'the password (8 to 256 characters)')
    .option('--json', 'print the result as JSON')
    .action(
      action(
        async (
          organization: string,
          email: string,
          options: { name?: string; role: string[]; password?: string; json?: boolean },
        ) => {
          const added = await withRuntime(({ clusters, bus }) =>
            addUser(clusters, bus, organization, {
              email,
              roles: options.role,
              ...(options.name ? { name: options.name } : {}),
              ...(options.password ? { password: options.password } : {}),
            }),
          );
          if (options.json) {
            printJson({
              organization,
              id: added.id,
              email: added.email,
              ...(added.generated ? { password: added.password } : {}),
            });
            return;
          }
          print(
            <Box flexDirection="column">
              <Text color="green">
                User {added.email} added to {organization}.
              </Text>
              {added.generated ? (
                <Text> Password: {added.password} (to be changed at first sign-in)</Text>
              ) : null}
            </Box>,
          );
        },
      ),
    );

  user
    .command('disable <organization> <email>')
    .description('disable a user and end their sessions at once')
    .option('--json', 'print the result as JSON')
    .action(
      action(async (organization: string, email: string, options: { json?: boolean }) => {
        const disabled = await withRuntime(({ clusters, bus }) =>
          disableUser(clusters, bus, organization, email),
        );
        if (options.json) printJson({ organization, ...disabled });
        else printSuccess(`User ${disabled.email} of ${organization} is disabled; their sessions ended.`);
      }),
    );

  user
    .command('reset-password <organization> <email>')
    .description("set a new password (generated and printed when left out) and end the user's sessions")
    .option('--password <password>', 'the new password (8 to 256 characters)')
    .option('--json', 'print the result as JSON')
    .action(
      action(async (organization: string, email: string, options: { password?: string; json?: boolean }) => {
        const reset = await withRuntime(({ clusters, bus }) =>
          resetPassword(clusters, bus, organization, email, options.password),
        );
        if (options.json) {
          printJson({
            organization,
            id: reset.id,
            email: reset.email,
            ...(reset.generated ? { password: reset.password } : {}),
          });
          return;
        }
        print(
          <Box flexDirection="column">
            <Text color="green">
              Password of {reset.email} in {organization} reset; their sessions ended.
            </Text>
            {reset.generated ? (
              <Text> New password: {reset.password} (to be changed at first sign-in)</Text>
            ) : null}
          </Box>,
        );
      }),
    );
}
