/** Spec 000 section 9: a code-split chunk that has not arrived after 120 s has failed. */
export const chunkTimeoutMs = 120_000;

/** A chunk (or the texts loaded with it) still on its way after chunkTimeoutMs. */
export class ChunkLoadTimeout extends Error {
  override name = 'ChunkLoadTimeout';
  constructor(readonly seconds: number) {
    super(`A part of the app did not arrive within ${seconds} s`);
  }
}

/**
 * `loading`, or a ChunkLoadTimeout once `ms` have passed: a stalled download otherwise waits on
 * the browser, which may never give up, and the user watches a spinner forever.
 */
export function withChunkTimeout<T>(loading: Promise<T>, ms = chunkTimeoutMs): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadTimeout(Math.round(ms / 1000))), ms);
  });
  return Promise.race([loading, timeout]).finally(() => clearTimeout(timer));
}
