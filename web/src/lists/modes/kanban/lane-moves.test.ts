import { describe, expect, it } from 'vitest';
import { type PendingMove, placeCards, shiftGroups } from './lane-moves.js';

describe('placeCards', () => {
  const qualify = [{ id: 'a' }, { id: 'b' }];
  const develop = [{ id: 'c' }];

  it('shows the fetched cards when nothing is moving', () => {
    expect(placeCards('qualify', qualify, new Map())).toBe(qualify);
  });

  it('takes a moving card out of every lane and puts it first in its new lane', () => {
    const moves = new Map<string, PendingMove>([
      ['b', { row: { id: 'b', stage: 'develop' }, to: 'develop' }],
    ]);
    expect(placeCards('qualify', qualify, moves)).toEqual([{ id: 'a' }]);
    expect(placeCards('develop', develop, moves)).toEqual([{ id: 'b', stage: 'develop' }, { id: 'c' }]);
    // a fresh page that already has it there still shows it once
    expect(placeCards('develop', [{ id: 'b' }, ...develop], moves)).toEqual([
      { id: 'b', stage: 'develop' },
      { id: 'c' },
    ]);
  });
});

describe('shiftGroups', () => {
  it('moves one record between the grouped counts', () => {
    const groups = [
      { g: 'qualify', c: 2 },
      { g: 'develop', c: '5' },
    ];
    expect(shiftGroups(groups, 'qualify', 'develop')).toEqual([
      { g: 'qualify', c: 1 },
      { g: 'develop', c: 6 },
    ]);
    expect(groups[0]?.c).toBe(2);
  });

  it('adds a group the counts did not have, and compares values as text', () => {
    expect(shiftGroups([{ g: 1, c: 1 }], '1', 2)).toEqual([
      { g: 1, c: 0 },
      { g: 2, c: 1 },
    ]);
    expect(
      shiftGroups(
        [
          { g: null, c: 0 },
          { g: '', c: 3 },
        ],
        null,
        'close',
      ),
    ).toEqual([
      { g: null, c: 0 },
      { g: '', c: 2 },
      { g: 'close', c: 1 },
    ]);
  });

  it('changes nothing for a move within the lane', () => {
    expect(shiftGroups([{ g: 'close', c: 1 }], 'close', 'close')).toEqual([{ g: 'close', c: 1 }]);
  });
});
