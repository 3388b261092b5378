import { describe, expect, it } from 'vitest';
import { neighbourLane, type PendingMove, placeCards, shiftGroups } from './lane-moves.js';

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

describe('shiftGroups with lane totals', () => {
  const eur = { id: 'eur', name: 'currency', label: 'Euro' };
  const usd = { id: 'usd', name: 'currency', label: 'US Dollar' };

  it('moves the amount with the record, within its currency', () => {
    const groups = [
      { g: 'qualify', cur: eur, c: 2, s: '3000.00' },
      { g: 'qualify', cur: usd, c: 1, s: 500 },
      { g: 'develop', cur: usd, c: 1, s: 100 },
    ];
    expect(shiftGroups(groups, 'qualify', 'develop', { amount: 500, currency: usd })).toEqual([
      { g: 'qualify', cur: eur, c: 2, s: '3000.00' },
      { g: 'qualify', cur: usd, c: 0, s: 0 },
      { g: 'develop', cur: usd, c: 2, s: 600 },
    ]);
    // a currency the new lane has no group of starts one; a record without a currency is the null group
    expect(shiftGroups(groups, 'qualify', 'develop', { amount: 1000, currency: eur })).toEqual([
      { g: 'qualify', cur: eur, c: 1, s: 2000 },
      { g: 'qualify', cur: usd, c: 1, s: 500 },
      { g: 'develop', cur: usd, c: 1, s: 100 },
      { g: 'develop', c: 1, s: 1000, cur: eur },
    ]);
  });

  it('counts a record without an amount and keeps sums without currencies', () => {
    const groups = [
      { g: 'qualify', c: 1, s: 700 },
      { g: 'develop', c: 1, s: null },
    ];
    expect(shiftGroups(groups, 'qualify', 'develop', { amount: null })).toEqual([
      { g: 'qualify', c: 0, s: 700 },
      { g: 'develop', c: 2, s: 0 },
    ]);
    expect(shiftGroups(groups, 'qualify', 'develop', { amount: 700 })).toEqual([
      { g: 'qualify', c: 0, s: 0 },
      { g: 'develop', c: 2, s: 700 },
    ]);
  });
});

describe('neighbourLane', () => {
  const lanes = [{ key: 'qualify' }, { key: 'develop' }, { key: 'propose' }, { key: '' }];

  it('steps to the lane beside, and to none past the edge', () => {
    expect(neighbourLane(lanes, lanes, 'develop', 1)?.key).toBe('propose');
    expect(neighbourLane(lanes, lanes, 'develop', -1)?.key).toBe('qualify');
    expect(neighbourLane(lanes, lanes, 'qualify', -1)).toBeUndefined();
    expect(neighbourLane(lanes, lanes, '', 1)).toBeUndefined();
    expect(neighbourLane(lanes, lanes, 'gone', 1)).toBeUndefined();
  });

  it('skips lanes that take no cards', () => {
    const targets = lanes.filter((lane) => lane.key !== 'develop' && lane.key !== '');
    expect(neighbourLane(lanes, targets, 'qualify', 1)?.key).toBe('propose');
    expect(neighbourLane(lanes, targets, 'propose', 1)).toBeUndefined();
    expect(neighbourLane(lanes, [], 'qualify', 1)).toBeUndefined();
  });
});
