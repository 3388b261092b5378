import { describe, expect, it } from 'vitest';
import { type EditedLine, mergeServerLines } from './merge-lines.js';

type Line = EditedLine & { quantity: number; discount: number; edited: boolean };

const fields = ['quantity', 'discount'] as const;

function stored(id: string, version: number, quantity: number, discount = 0): Line {
  return {
    key: id,
    id,
    versionnumber: version,
    quantity,
    discount,
    edited: false,
    base: { quantity, discount },
  };
}

const merge = (mine: Line[], server: Line[]) =>
  mergeServerLines(mine, server, { fields, edited: (line) => line.edited });

describe('merging the server’s lines into unsaved ones', () => {
  it('lets lines left alone follow the server, drops the ones deleted there and adds new ones', () => {
    const { lines, conflicts } = merge(
      [stored('a', 1, 1), stored('b', 1, 2)],
      [stored('a', 2, 5), stored('c', 1, 7)],
    );
    expect(lines.map((line) => [line.id, line.quantity, line.versionnumber])).toEqual([
      ['a', 5, 2],
      ['c', 7, 1],
    ]);
    expect(conflicts).toEqual([]);
  });

  it('keeps the user’s edit and new lines, adopting the server’s change of another field and its version', () => {
    const mine = { ...stored('a', 1, 1), quantity: 3, edited: true };
    const added: Line = {
      key: 'new-1',
      id: null,
      versionnumber: null,
      base: null,
      quantity: 4,
      discount: 0,
      edited: true,
    };
    const { lines, conflicts } = merge([mine, added], [stored('a', 2, 1, 10)]);
    expect(lines).toEqual([
      { ...mine, quantity: 3, discount: 10, versionnumber: 2, base: { quantity: 1, discount: 10 } },
      added,
    ]);
    expect(conflicts).toEqual([]);
  });

  it('keeps the user’s value of a field both sides changed and reports the line as a conflict', () => {
    const mine = { ...stored('a', 1, 1), quantity: 3, edited: true };
    const { lines, conflicts } = merge([mine], [stored('a', 2, 9)]);
    expect(lines[0]).toMatchObject({ quantity: 3, versionnumber: 2, base: { quantity: 9 } });
    expect(conflicts.map((line) => line.id)).toEqual(['a']);
  });

  it('keeps an edited line that was deleted on the server, so the save can say so', () => {
    const mine = { ...stored('a', 1, 1), quantity: 3, edited: true };
    expect(merge([mine], []).lines).toEqual([mine]);
  });

  it('changes nothing when the server has the version the user started from', () => {
    const mine = { ...stored('a', 1, 1), quantity: 3, edited: true };
    expect(merge([mine], [stored('a', 1, 1)])).toEqual({ lines: [mine], conflicts: [] });
  });
});
