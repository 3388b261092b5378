import type { Command } from 'commander';
import { action, UsageError } from '../runtime.js';

/** The words that may follow a command: its subcommands and its long options. */
function wordsOf(command: Command): string[] {
  return [
    ...command.commands.map((sub) => sub.name()),
    ...command.options.map((option) => option.long).filter((long): long is string => Boolean(long)),
    '--help',
  ];
}

/**
 * A bash completion function built from the command tree itself, so it never lags behind the
 * commands: first word, second word (subcommand) and the options of the command typed so far.
 */
export function bashCompletion(program: Command): string {
  const cases = program.commands
    .filter((command) => command.name() !== 'help')
    .map((command) => {
      const subs = command.commands
        .map((sub) => `        ${sub.name()}) words="${wordsOf(sub).join(' ')}" ;;`)
        .join('\n');
      return [
        `    ${command.name()})`,
        `      if [ "$COMP_CWORD" -eq 2 ]; then words="${wordsOf(command).join(' ')}"; else`,
        `      case "$sub" in`,
        subs,
        `        *) words="${wordsOf(command).join(' ')}" ;;`,
        '      esac; fi ;;',
      ].join('\n');
    })
    .join('\n');
  return `# strata completion for bash: eval "$(strata completion bash)" (or save it in
# /etc/bash_completion.d/strata)
_strata_complete() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" cmd="\${COMP_WORDS[1]}" sub="\${COMP_WORDS[2]}" words
  if [ "$COMP_CWORD" -eq 1 ]; then
    words="${wordsOf(program).join(' ')}"
  else
    case "$cmd" in
${cases}
      *) words="" ;;
    esac
  fi
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
complete -o default -F _strata_complete strata
`;
}

/** zsh runs the same function through its bash compatibility layer. */
export function zshCompletion(program: Command): string {
  return `#compdef strata
# strata completion for zsh: eval "$(strata completion zsh)" in ~/.zshrc
autoload -U +X compinit && compinit
autoload -U +X bashcompinit && bashcompinit
${bashCompletion(program)}`;
}

/** strata completion bash|zsh */
export function registerCompletionCommand(program: Command): void {
  program
    .command('completion <shell>')
    .description('print a shell completion script (bash or zsh)')
    .action(
      action(async (shell: string) => {
        if (shell !== 'bash' && shell !== 'zsh')
          throw new UsageError(`No completion for ${shell}: use bash or zsh.`);
        process.stdout.write(shell === 'bash' ? bashCompletion(program) : zshCompletion(program));
      }),
    );
}
