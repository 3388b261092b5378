import { describe, expect, it } from 'vitest';
import {
  areaBelow,
  columnCount,
  formatGridArea,
  moveArea,
  parseGridArea,
  readingOrder,
  resizeArea,
} from './grid-area.js';

describe('grid areas', () => {
  it('read and write "row / column / row end / column end"', () => {
    const area = parseGridArea(' 2 / 1 / 3 / 3 ');
    expect(area).toEqual({ row: 2, column: 1, rowEnd: 3, columnEnd: 3 });
    expect(formatGridArea(area as NonNullable<typeof area>)).toBe('2 / 1 / 3 / 3');
    expect(parseGridArea('1 / 1')).toBeNull();
    expect(parseGridArea('2 / 1 / 2 / 3')).toBeNull();
    expect(parseGridArea(undefined)).toBeNull();
  });

  it('count the columns of a template', () => {
    expect(columnCount('1fr 1fr')).toBe(2);
    expect(columnCount('repeat(4, minmax(0, 1fr))')).toBe(4);
    expect(columnCount('200px repeat(2, 1fr) auto')).toBe(4);
    expect(columnCount(undefined)).toBe(1);
  });

  it('move inside the grid and keep the size', () => {
    const area = { row: 1, column: 1, rowEnd: 2, columnEnd: 3 };
    expect(moveArea(area, 0, 1, 4)).toEqual({ row: 1, column: 2, rowEnd: 2, columnEnd: 4 });
    expect(moveArea(area, 0, 5, 4)).toEqual({ row: 1, column: 3, rowEnd: 2, columnEnd: 5 });
    expect(moveArea(area, -1, -1, 4)).toEqual(area);
    expect(moveArea(area, 2, 0, 4)).toEqual({ row: 3, column: 1, rowEnd: 4, columnEnd: 3 });
  });

  it('resize from the bottom right, never below one cell nor past the last column', () => {
    const area = { row: 2, column: 3, rowEnd: 3, columnEnd: 4 };
    expect(resizeArea(area, 1, 1, 4)).toEqual({ row: 2, column: 3, rowEnd: 4, columnEnd: 5 });
    expect(resizeArea(area, 0, 3, 4).columnEnd).toBe(5);
    expect(resizeArea(area, -1, -1, 4)).toEqual(area);
  });

  it('put a new widget under the others and order widgets for one column', () => {
    const a = { row: 1, column: 3, rowEnd: 2, columnEnd: 5 };
    const b = { row: 1, column: 1, rowEnd: 3, columnEnd: 3 };
    expect(areaBelow([a, b, null], 4)).toEqual({ row: 3, column: 1, rowEnd: 4, columnEnd: 5 });
    expect(
      readingOrder(
        ['a', 'b', 'c'],
        (item: string) => (({ a, b, c: null }) as Record<string, typeof a | null>)[item] ?? null,
      ),
    ).toEqual(['b', 'a', 'c']);
  });
});
