/// <reference lib="webworker" />
import { hexWords, leadingBitsMatch, sha256Words } from './sha256';

/**
 * Solves the sign-up and trial puzzle (spec 000 section 7): finds a suffix so that
 * SHA-256(salt + suffix) starts with the first `bits` bits of the given hash, 2^bits tries on
 * average. Run here so the page stays responsive; progress is posted every batch.
 */
export type PuzzleRequest = { salt: string; hash: string; bits: number };
export type PuzzleMessage =
  | { type: 'progress'; tries: number }
  | { type: 'solved'; solved: string; tries: number };

const batchSize = 8192;
const encoder = new TextEncoder();

function solve({ salt, hash, bits }: PuzzleRequest): void {
  const target = hexWords(hash.toLowerCase());
  // a random start: two tabs solving the same puzzle do not walk the same numbers
  let next = Math.floor(Math.random() * 1e9);
  let tries = 0;
  const batch = () => {
    for (let i = 0; i < batchSize; i++) {
      const candidate = (next++).toString(36);
      if (leadingBitsMatch(sha256Words(encoder.encode(salt + candidate)), target, bits)) {
        postMessage({ type: 'solved', solved: candidate, tries: tries + i + 1 } satisfies PuzzleMessage);
        return;
      }
    }
    tries += batchSize;
    postMessage({ type: 'progress', tries } satisfies PuzzleMessage);
    // yield between batches, so a terminate() or another message is not held up
    setTimeout(batch, 0);
  };
  batch();
}

self.onmessage = (event: MessageEvent<PuzzleRequest>) => {
  solve(event.data);
};
