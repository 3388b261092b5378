import { createInterface } from 'node:readline/promises';
import { UsageError } from '../runtime.js';

/**
 * Asks the operator to type a name to confirm a destructive step. Without a terminal nobody can
 * answer, so it refuses (a usage error: the script should pass --yes).
 */
export async function confirmByTypingName(name: string, what: string): Promise<void> {
  if (!process.stdin.isTTY || !process.stderr.isTTY) {
    throw new UsageError(`${what} No terminal to confirm in: add --yes to confirm.`);
  }
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await prompt.question(`${what}\nType the organisation name (${name}) to confirm: `);
    if (answer.trim().toLowerCase() !== name.toLowerCase()) {
      throw new UsageError(`The name did not match ${name}: nothing was deleted.`);
    }
  } finally {
    prompt.close();
  }
}
