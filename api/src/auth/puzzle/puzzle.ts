import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'slonik';
import { z } from 'zod';
import { platformTable } from '../../db/platform-table.js';
import type { DatabasePool } from '../../db/types.js';
import { AppError } from '../../errors/app-error.js';

/** A puzzle lives this long (issue 4: expiring after 2 minutes). */
export const puzzleLifetimeMs = 2 * 60_000;
/** The client must match this many leading hex characters of the hash (spec 000 section 9). */
export const puzzlePrefixLength = 4;

export type Puzzle = { salt: string; hash: string; cookie: string; iv: string };

/**
 * A proof-of-work puzzle for sign-up (spec 000 section 7): find a suffix so that
 * SHA-256(salt + suffix) starts with the first 4 characters of `hash`. About 65,000 tries on
 * average: seconds for a person's browser, expensive for a script signing up in bulk. Puzzles
 * are stored, single-use, expire after 2 minutes and belong to the address that asked.
 */
export async function createPuzzle(pool: DatabasePool, requester: string): Promise<Puzzle> {
  const salt = randomBytes(16).toString('hex');
  const hash = randomBytes(32).toString('hex');
  const iv = randomBytes(12).toString('hex');
  const cookie = await pool.oneFirst(sql.type(z.object({ id: z.string() }))`
    INSERT INTO ${platformTable('puzzles')} (salt, hash, requester, expires_at)
    VALUES (${salt}, ${`${hash}:${iv}`}, ${requester}, now() + ${sql.interval({ seconds: puzzleLifetimeMs / 1000 })})
    RETURNING id`);
  return { salt, hash, cookie, iv };
}

export function solves(salt: string, hash: string, solved: string): boolean {
  return createHash('sha256')
    .update(salt + solved)
    .digest('hex')
    .startsWith(hash.slice(0, puzzlePrefixLength));
}

const solution = z.object({
  cookie: z.string().uuid(),
  iv: z.string().regex(/^[0-9a-f]{24}$/),
  solved: z.string().min(1).max(64),
});
const puzzleRow = z.object({ salt: z.string(), hash: z.string() });

/**
 * Uses up a puzzle: it must exist, be unused, unexpired, asked for by this requester, and
 * solved. Marked used first, so a wrong answer or a replay cannot try again.
 */
export async function consumePuzzle(pool: DatabasePool, input: unknown, requester: string): Promise<void> {
  const parsed = solution.safeParse(input);
  if (!parsed.success) throw new AppError('ERR_PUZZLE_INVALID');
  const row = await pool.maybeOne(sql.type(puzzleRow)`
    UPDATE ${platformTable('puzzles')} SET used_at = now()
    WHERE id = ${parsed.data.cookie} AND used_at IS NULL AND expires_at > now() AND requester = ${requester}
    RETURNING salt, hash`);
  if (!row) throw new AppError('ERR_PUZZLE_INVALID');
  const [hash, iv] = row.hash.split(':');
  if (iv !== parsed.data.iv || !hash || !solves(row.salt, hash, parsed.data.solved)) {
    throw new AppError('ERR_PUZZLE_INVALID');
  }
}

/** Brute force, as the browser's worker does; for tests and the CLI. */
export function solvePuzzle(puzzle: Pick<Puzzle, 'salt' | 'hash'>): string {
  for (let n = 0; ; n++) {
    const candidate = n.toString(36);
    if (solves(puzzle.salt, puzzle.hash, candidate)) return candidate;
  }
}
