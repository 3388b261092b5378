/// <reference lib="webworker" />
/**
 * Solves the sign-up puzzle (spec 000 section 7): finds a suffix so that SHA-256(salt + suffix)
 * starts with the first 4 hex characters of the given hash. About 65,000 tries on average, run
 * here so the page stays responsive; progress is posted every batch.
 */
export type PuzzleRequest = { salt: string; hash: string; prefixLength: number };
export type PuzzleMessage =
  | { type: 'progress'; tries: number }
  | { type: 'solved'; solved: string; tries: number };

const batchSize = 512;
const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  let hex = '';
  for (const byte of new Uint8Array(buffer)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

async function solve({ salt, hash, prefixLength }: PuzzleRequest): Promise<void> {
  const target = hash.slice(0, prefixLength).toLowerCase();
  // a random start: two tabs solving the same puzzle do not walk the same numbers
  let next = Math.floor(Math.random() * 1e9);
  let tries = 0;
  for (;;) {
    const candidates = Array.from({ length: batchSize }, () => (next++).toString(36));
    const digests = await Promise.all(
      candidates.map((candidate) => crypto.subtle.digest('SHA-256', encoder.encode(salt + candidate))),
    );
    for (const [index, digest] of digests.entries()) {
      if (toHex(digest).startsWith(target)) {
        postMessage({
          type: 'solved',
          solved: candidates[index] as string,
          tries: tries + index + 1,
        } satisfies PuzzleMessage);
        return;
      }
    }
    tries += batchSize;
    postMessage({ type: 'progress', tries } satisfies PuzzleMessage);
  }
}

self.onmessage = (event: MessageEvent<PuzzleRequest>) => {
  void solve(event.data);
};
