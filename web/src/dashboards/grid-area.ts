/**
 * A widget's place on the dashboard grid: CSS grid-area "row / column / row end / column
 * end" (lines, 1-based, end exclusive). Customise mode moves and resizes widgets by editing it.
 */
export type GridArea = { row: number; column: number; rowEnd: number; columnEnd: number };

const pattern = /^\s*(\d+)\s*\/\s*(\d+)\s*\/\s*(\d+)\s*\/\s*(\d+)\s*$/;

export function parseGridArea(text: string | undefined): GridArea | null {
  const match = text ? pattern.exec(text) : null;
  if (!match) return null;
  const [row, column, rowEnd, columnEnd] = match.slice(1).map(Number) as [number, number, number, number];
  if (row < 1 || column < 1 || rowEnd <= row || columnEnd <= column) return null;
  return { row, column, rowEnd, columnEnd };
}

export const formatGridArea = (area: GridArea) =>
  `${area.row} / ${area.column} / ${area.rowEnd} / ${area.columnEnd}`;

/**
 * How many columns a grid-template-columns value makes: `repeat(n, ...)` counts n times, every
 * other top-level track once. At least 1.
 */
export function columnCount(template: string | undefined): number {
  if (!template?.trim()) return 1;
  let count = 0;
  let depth = 0;
  let token = '';
  const flush = () => {
    const repeat = /^repeat\(\s*(\d+)\s*,/.exec(token);
    if (repeat) count += Number(repeat[1]);
    else if (token) count += 1;
    token = '';
  };
  for (const char of template.trim()) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (/\s/.test(char) && depth === 0) flush();
    else token += char;
  }
  flush();
  return Math.max(1, count);
}

/** Moves an area by whole cells, kept inside the columns and below the first row. */
export function moveArea(area: GridArea, rows: number, columns: number, columnTotal: number): GridArea {
  const width = area.columnEnd - area.column;
  const height = area.rowEnd - area.row;
  const row = Math.max(1, area.row + rows);
  const column = Math.min(Math.max(1, area.column + columns), Math.max(1, columnTotal - width + 1));
  return { row, column, rowEnd: row + height, columnEnd: column + width };
}

/** Grows or shrinks an area from its bottom right corner: at least one cell, inside the columns. */
export function resizeArea(area: GridArea, rows: number, columns: number, columnTotal: number): GridArea {
  return {
    ...area,
    rowEnd: Math.max(area.row + 1, area.rowEnd + rows),
    columnEnd: Math.min(Math.max(area.column + 1, area.columnEnd + columns), columnTotal + 1),
  };
}

/** Where a new widget goes: a full-width row under everything placed so far. */
export function areaBelow(areas: readonly (GridArea | null)[], columnTotal: number): GridArea {
  const row = areas.reduce((last, area) => Math.max(last, area?.rowEnd ?? 1), 1);
  return { row, column: 1, rowEnd: row + 1, columnEnd: columnTotal + 1 };
}

/** Reading order (rows, then columns) for the single column of a phone; unplaced ones last. */
export function readingOrder<T>(items: readonly T[], areaOf: (item: T) => GridArea | null): T[] {
  const key = (item: T) => {
    const area = areaOf(item);
    return area ? area.row * 1000 + area.column : Number.POSITIVE_INFINITY;
  };
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => key(a.item) - key(b.item) || a.index - b.index)
    .map(({ item }) => item);
}
