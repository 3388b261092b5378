/**
 * How hard a sign-up puzzle is, in bits: SHA-256(salt + answer) must match the first `bits` bits
 * of the puzzle's hash, 2^bits tries on average. Issue 35: a fixed 16 bits took a script 0.04 s.
 * The floor, 2^19 tries, is half a second to two for a person's browser (the worker hashes at
 * about native speed, web/src/public/signup/sha256.ts); every doubling of recent puzzles from
 * the same address, or from everyone at once (a flood spread over many addresses), adds a bit,
 * so a burst gets slower and slower while nobody waits more than the ceiling allows.
 */
export const minPuzzleBits = 19;
/** 2^24 tries: tens of seconds in a browser, still within a puzzle's 2 minutes. */
export const maxPuzzleBits = 24;

/** Puzzles an address may ask for within the hour (limits.puzzlesPerIp) before the first extra bit. */
const quietAddressPuzzles = 4;
/** Puzzles of all addresses within 10 minutes (limits.puzzlesInAll) before the first extra bit. */
const quietGlobalPuzzles = 300;

const extraBits = (count: number, quiet: number) =>
  count <= quiet ? 0 : Math.ceil(Math.log2(count / quiet));

/**
 * The bits for a puzzle, given this one's place in the address's and in everyone's recent count.
 * `floor` is the quietest difficulty: tests lower it, as they solve in their own process.
 */
export function puzzleBits(addressCount: number, globalCount: number, floor = minPuzzleBits): number {
  const bits =
    floor + extraBits(addressCount, quietAddressPuzzles) + extraBits(globalCount, quietGlobalPuzzles);
  // the same range above a lowered floor as above the real one
  return Math.min(floor + (maxPuzzleBits - minPuzzleBits), bits);
}
