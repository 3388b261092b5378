import { createInterface } from 'node:readline/promises';
import { UsageError } from '../runtime.js';

/**
 * Asks whether to apply a shown plan. Without a terminal nobody can answer, so it refuses (a
 * usage error: a script passes --yes). Returns false when the answer is not yes.
 */
export async function confirmApply(question: string): Promise<boolean> {
  if (!process.stdin.isTTY || !process.stderr.isTTY) {
    throw new UsageError(
      'No terminal to confirm in: add --yes to apply without asking. Nothing was applied.',
    );
  }
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await prompt.question(`${question} [y/N] `);
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    prompt.close();
  }
}
