import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'slonik';
import { z } from 'zod';
import { platformTable } from '../../db/platform-table.js';
import type { DatabasePool } from '../../db/types.js';
import { puzzleInvalid } from '../../errors/common-errors.js';
import { minPuzzleBits } from './puzzle-difficulty.js';

/** A puzzle lives this long (issue 4: expiring after 2 minutes). */
export const puzzleLifetimeMs = 2 * 60_000;

/** `bits`: how many leading bits of SHA-256(salt + answer) must equal those of `hash`. */
export type Puzzle = { salt: string; hash: string; cookie: string; iv: string; bits: number };

/** Puzzles stored before the difficulty was kept with them were 4 hex characters: 16 bits. */
const legacyBits = 16;

/**
 * A proof-of-work puzzle for sign-up and trials (spec 000 section 7): find a suffix so that
 * SHA-256(salt + suffix) starts with the first `bits` bits of `hash` (puzzle-difficulty.ts says
 * how many). Puzzles are stored, single-use, expire after 2 minutes and belong to the address
 * that asked. The difficulty is kept in the row with the hash and iv ("hash:iv:bits"), so an
 * answer is always checked against the puzzle's own difficulty.
 */
export async function createPuzzle(
  pool: DatabasePool,
  requester: string,
  bits: number = minPuzzleBits,
): Promise<Puzzle> {
  const salt = randomBytes(16).toString('hex');
  const hash = randomBytes(32).toString('hex');
  const iv = randomBytes(12).toString('hex');
  const cookie = await pool.oneFirst(sql.type(z.object({ id: z.string() }))`
    INSERT INTO ${platformTable('puzzles')} (salt, hash, requester, expires_at)
    VALUES (${salt}, ${`${hash}:${iv}:${bits}`}, ${requester}, now() + ${sql.interval({ seconds: puzzleLifetimeMs / 1000 })})
    RETURNING id`);
  return { salt, hash, cookie, iv, bits };
}

/** Whether the first `bits` bits of the two digests are equal. */
function leadingBitsEqual(a: Buffer, b: Buffer, bits: number): boolean {
  const whole = bits >> 3;
  if (a.length < Math.ceil(bits / 8) || b.length < Math.ceil(bits / 8)) return false;
  if (!a.subarray(0, whole).equals(b.subarray(0, whole))) return false;
  const rest = bits & 7;
  if (rest === 0) return true;
  const mask = (0xff << (8 - rest)) & 0xff;
  return ((a[whole] ?? 0) & mask) === ((b[whole] ?? 0) & mask);
}

export function solves(salt: string, hash: string, solved: string, bits: number): boolean {
  const digest = createHash('sha256')
    .update(salt + solved)
    .digest();
  return leadingBitsEqual(digest, Buffer.from(hash, 'hex'), bits);
}

const solution = z.object({
  cookie: z.string().uuid(),
  iv: z.string().regex(/^[0-9a-f]{24}$/),
  solved: z.string().min(1).max(64),
});
const puzzleRow = z.object({ salt: z.string(), hash: z.string() });
type Solution = z.infer<typeof solution>;

/** A missing, malformed, wrong, used or expired answer: one code, naming the answer's field. */
const invalidPuzzle = () => puzzleInvalid({ field: 'solved' });

function parseSolution(input: unknown): Solution {
  const parsed = solution.safeParse(input);
  if (!parsed.success) throw invalidPuzzle();
  return parsed.data;
}

function checkAnswer(row: z.infer<typeof puzzleRow>, answer: Solution): void {
  const [hash, iv, bits] = row.hash.split(':');
  const difficulty = bits === undefined ? legacyBits : Number(bits);
  if (
    iv !== answer.iv ||
    !hash ||
    !Number.isInteger(difficulty) ||
    !solves(row.salt, hash, answer.solved, difficulty)
  ) {
    throw invalidPuzzle();
  }
}

/**
 * Uses up a puzzle: it must exist, be unused, unexpired, asked for by this requester, and
 * solved. Marked used first, so a wrong answer or a replay cannot try again.
 */
export async function consumePuzzle(pool: DatabasePool, input: unknown, requester: string): Promise<void> {
  const answer = parseSolution(input);
  const row = await pool.maybeOne(sql.type(puzzleRow)`
    UPDATE ${platformTable('puzzles')} SET used_at = now()
    WHERE id = ${answer.cookie} AND used_at IS NULL AND expires_at > now() AND requester = ${requester}
    RETURNING salt, hash`);
  if (!row) throw invalidPuzzle();
  checkAnswer(row, answer);
}

/**
 * Checks an answer without using the puzzle up: a cheap refusal before costly work (a trial's
 * argon2 hash), when the puzzle can only be used up later (once the trial's row is won).
 */
export async function checkPuzzle(pool: DatabasePool, input: unknown, requester: string): Promise<void> {
  const answer = parseSolution(input);
  const row = await pool.maybeOne(sql.type(puzzleRow)`
    SELECT salt, hash FROM ${platformTable('puzzles')}
    WHERE id = ${answer.cookie} AND used_at IS NULL AND expires_at > now() AND requester = ${requester}`);
  if (!row) throw invalidPuzzle();
  checkAnswer(row, answer);
}

/** Brute force, as the browser's worker does; for tests and the CLI. */
export function solvePuzzle(puzzle: Pick<Puzzle, 'salt' | 'hash' | 'bits'>): string {
  for (let n = 0; ; n++) {
    const candidate = n.toString(36);
    if (solves(puzzle.salt, puzzle.hash, candidate, puzzle.bits)) return candidate;
  }
}
