import { describe, expect, it } from 'vitest';
import { maxPuzzleBits, minPuzzleBits, puzzleBits } from './puzzle-difficulty.js';

describe('puzzle difficulty', () => {
  it('is the floor for a person asking for a few puzzles while things are quiet', () => {
    for (const count of [1, 2, 3, 4]) expect(puzzleBits(count, count)).toBe(minPuzzleBits);
  });

  it('adds a bit per doubling of one address’s recent puzzles', () => {
    expect(puzzleBits(5, 5)).toBe(minPuzzleBits + 1);
    expect(puzzleBits(8, 8)).toBe(minPuzzleBits + 1);
    expect(puzzleBits(9, 9)).toBe(minPuzzleBits + 2);
    expect(puzzleBits(33, 33)).toBe(minPuzzleBits + 4);
  });

  it('adds bits for a flood spread over many addresses, each asking once', () => {
    expect(puzzleBits(1, 300)).toBe(minPuzzleBits);
    expect(puzzleBits(1, 301)).toBe(minPuzzleBits + 1);
    expect(puzzleBits(1, 2_400)).toBe(minPuzzleBits + 3);
  });

  it('never goes above the ceiling, however large the flood, nor below the floor', () => {
    expect(puzzleBits(60, 1e9)).toBe(maxPuzzleBits);
    expect(puzzleBits(Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY)).toBe(maxPuzzleBits);
    expect(puzzleBits(0, 0)).toBe(minPuzzleBits);
    // a lowered floor (tests) keeps the same range above it
    expect(puzzleBits(1, 1, 12)).toBe(12);
    expect(puzzleBits(60, 1e9, 12)).toBe(12 + maxPuzzleBits - minPuzzleBits);
  });
});
