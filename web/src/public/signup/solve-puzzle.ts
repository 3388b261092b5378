import { fetchPuzzle, type Puzzle } from '../../api/auth-api';
import type { PuzzleMessage, PuzzleRequest } from './puzzle-worker';

/** Tries a puzzle of this difficulty takes on average: 2^bits (the server chooses the bits). */
export const expectedTries = (bits: number) => 2 ** bits;

/**
 * Runs the puzzle in a Web Worker. `onProgress` gets a 0..1 estimate: the chance a solution
 * would have been found by now, which rises smoothly however lucky the run is.
 */
export function solvePuzzle(puzzle: Puzzle, onProgress: (fraction: number) => void, signal?: AbortSignal) {
  return new Promise<string>((resolve, reject) => {
    const worker = new Worker(new URL('./puzzle-worker.ts', import.meta.url), { type: 'module' });
    const stop = () => worker.terminate();
    signal?.addEventListener('abort', () => {
      stop();
      reject(new DOMException('aborted', 'AbortError'));
    });
    worker.onmessage = (event: MessageEvent<PuzzleMessage>) => {
      const message = event.data;
      if (message.type === 'progress') onProgress(1 - Math.exp(-message.tries / expectedTries(puzzle.bits)));
      else {
        onProgress(1);
        stop();
        resolve(message.solved);
      }
    };
    worker.onerror = (event) => {
      stop();
      reject(new Error(event.message || 'puzzle worker failed'));
    };
    worker.postMessage({ salt: puzzle.salt, hash: puzzle.hash, bits: puzzle.bits } satisfies PuzzleRequest);
  });
}

/** The answer fields a sign-up or trial request carries (the server checks them). */
export type PuzzleAnswer = { cookie: string; iv: string; solved: string };

/** Fetches a fresh puzzle and solves it (sign-up and trial pages alike). */
export async function fetchAndSolvePuzzle(
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<PuzzleAnswer> {
  const puzzle = await fetchPuzzle();
  const solved = await solvePuzzle(puzzle, onProgress, signal);
  return { cookie: puzzle.cookie, iv: puzzle.iv, solved };
}
