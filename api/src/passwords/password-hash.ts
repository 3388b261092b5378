import argon2 from 'argon2';
import { readPasswordHashCost } from '../config/env.js';

/** Shortest password we accept anywhere (sign-up, change, admin set). */
export const minimumPasswordLength = 8;
/** Longest: argon2 takes any length, but a megabyte "password" is an attack on the CPU. */
export const maximumPasswordLength = 256;

let cost: ReturnType<typeof readPasswordHashCost> | undefined;

/**
 * argon2id at ARGON2_MEMORY_KIB and ARGON2_TIME_COST (default OWASP's baseline, 19 MiB and 2
 * passes: memory-hard, ~25 ms here; lower only in test runs). A hash carries its own cost, so
 * a password hashed at another one still verifies.
 */
export function hashPassword(password: string): Promise<string> {
  cost ??= readPasswordHashCost();
  return argon2.hash(password, {
    type: argon2.argon2id,
    memoryCost: cost.memoryKib,
    timeCost: cost.timeCost,
    parallelism: 1,
  });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a user's hash, or, when there is no user or no hash, against a
 * decoy hash nobody's password matches: unknown names cost the same argon2 work as known ones,
 * so the time of an answer does not tell who exists. Always false without a real hash.
 */
export async function verifyPasswordOrDecoy(
  hash: string | null | undefined,
  password: string,
): Promise<boolean> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  const matches = await verifyPassword(hash ?? (await decoyHash), password);
  return Boolean(hash) && matches;
}
