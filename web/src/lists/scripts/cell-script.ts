import type { RecordValues } from '../../data/data-api';

/**
 * `{entity}.renderCell` (spec 001 section 7): a list script that may change how a cell shows.
 * Its default export is called with a CellApi and answers synchronously: nothing (the cell as
 * usual), a text, or a CellLook. It never returns HTML: the text is shown as text and colours
 * must be plain colour values, so a script cannot inject markup or CSS.
 */
export type CellApi = {
  entity: string;
  event: 'renderCell';
  /** the column's attribute (a link column: `alias.attribute`) */
  column: string;
  value: unknown;
  row: RecordValues;
};
export type CellLook = { text?: string; color?: string; background?: string; title?: string };
export type CellScript = (api: CellApi) => unknown;

export type CellRenderer = {
  /** the script's look of a cell, run once per row version and column (then from the cache) */
  look: (column: string, row: RecordValues) => CellLook | undefined;
};

/** A colour a script may set: #rgb..#rrggbbaa or a CSS colour name; anything else is dropped. */
const colourPattern = /^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i;
/** Enough for every visible cell of many screens; beyond it the cache starts again. */
const maxCached = 50_000;

function toLook(answer: unknown): CellLook | undefined {
  if (answer === null || answer === undefined) return undefined;
  if (typeof answer === 'string' || typeof answer === 'number') return { text: String(answer) };
  if (typeof answer !== 'object' || answer instanceof Promise || Array.isArray(answer)) return undefined;
  const { text, color, background, title } = answer as Record<string, unknown>;
  const look: CellLook = {};
  if (typeof text === 'string' || typeof text === 'number') look.text = String(text);
  if (typeof color === 'string' && colourPattern.test(color)) look.color = color;
  if (typeof background === 'string' && colourPattern.test(background)) look.background = background;
  if (typeof title === 'string') look.title = title;
  return Object.keys(look).length ? look : undefined;
}

/**
 * The cell renderer of one loaded script. Virtualised lists draw only the visible cells, and
 * scrolling draws the same rows again and again: the cache keyed by row id, row version and
 * column keeps the script to one run per cell until the row changes (a new versionnumber).
 * A throwing script leaves the cell as usual and is reported once (onError).
 */
export function createCellRenderer(
  entity: string,
  script: CellScript,
  onError: (error: unknown) => void,
): CellRenderer {
  const cache = new Map<string, CellLook | undefined>();
  let reported = false;
  const run = (column: string, row: RecordValues) => {
    try {
      return toLook(script({ entity, event: 'renderCell', column, value: row[column], row }));
    } catch (error) {
      if (!reported) {
        reported = true;
        onError(error);
      }
      return undefined;
    }
  };
  return {
    look(column, row) {
      if (row.id === undefined || row.id === null) return run(column, row);
      const key = `${String(row.id)}@${String(row.versionnumber ?? '')}\u0000${column}`;
      if (cache.has(key)) return cache.get(key);
      if (cache.size >= maxCached) cache.clear();
      const look = run(column, row);
      cache.set(key, look);
      return look;
    },
  };
}
