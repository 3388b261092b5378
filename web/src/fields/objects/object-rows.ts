/**
 * The edit-objects table (spec 000 sections 2 and 5) over a Json field holding an array of
 * objects. The form entry says so in its settings:
 * `{"objects": {"columns": [{"name": "qty", "label": "Quantity", "type": "number"}], "minCount": 2}}`.
 * The table keeps at least minCount rows: shorter arrays are shown padded with empty rows,
 * and a row cannot be removed below that count.
 */
export type ObjectColumn = { name: string; label: string; type: 'text' | 'number' | 'boolean' };
export type ObjectsSettings = { columns: ObjectColumn[]; minCount: number };
export type ObjectRow = Record<string, unknown>;

const maxMinCount = 100;

/** The table's settings from a form entry's settings; null when the field is plain JSON. */
export function objectsSettings(settings: Record<string, unknown> | undefined): ObjectsSettings | null {
  const raw = settings?.objects;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const { columns, minCount } = raw as { columns?: unknown; minCount?: unknown };
  if (!Array.isArray(columns)) return null;
  const parsed: ObjectColumn[] = [];
  for (const column of columns) {
    if (!column || typeof column !== 'object') continue;
    const { name, label, type } = column as Record<string, unknown>;
    if (typeof name !== 'string' || name === '' || parsed.some((c) => c.name === name)) continue;
    parsed.push({
      name,
      label: typeof label === 'string' && label !== '' ? label : name,
      type: type === 'number' || type === 'boolean' ? type : 'text',
    });
  }
  if (parsed.length === 0) return null;
  const count = typeof minCount === 'number' && Number.isInteger(minCount) ? minCount : 0;
  return { columns: parsed, minCount: Math.min(Math.max(count, 0), maxMinCount) };
}

/** The stored array's rows; null when the text is not an array of objects (the JSON editor then). */
export function parseRows(value: unknown): ObjectRow[] | null {
  if (value == null || value === '') return [];
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!Array.isArray(parsed)) return null;
  if (!parsed.every((row) => row !== null && typeof row === 'object' && !Array.isArray(row))) return null;
  return parsed as ObjectRow[];
}

/** At least minCount rows: the missing ones empty. */
export function padRows(rows: readonly ObjectRow[], minCount: number): ObjectRow[] {
  const padded = [...rows];
  while (padded.length < minCount) padded.push({});
  return padded;
}

export function addRow(rows: readonly ObjectRow[]): ObjectRow[] {
  return [...rows, {}];
}

/** Without row `index`, unless that would leave fewer than minCount rows. */
export function removeRow(rows: readonly ObjectRow[], index: number, minCount: number): ObjectRow[] {
  if (rows.length <= minCount || index < 0 || index >= rows.length) return [...rows];
  return rows.filter((_, at) => at !== index);
}

/** A cell typed in: numbers as numbers (an empty or unreadable one removes the key), booleans as booleans. */
export function setCell(
  rows: readonly ObjectRow[],
  index: number,
  column: ObjectColumn,
  input: string | boolean,
) {
  return rows.map((row, at) => {
    if (at !== index) return row;
    const next = { ...row };
    if (column.type === 'boolean') next[column.name] = input === true;
    else if (column.type === 'number') {
      const number = typeof input === 'string' && input.trim() !== '' ? Number(input) : Number.NaN;
      if (Number.isFinite(number)) next[column.name] = number;
      else delete next[column.name];
    } else if (input === '') delete next[column.name];
    else next[column.name] = String(input);
    return next;
  });
}

/** The text stored in the Json field. */
export function formatRows(rows: readonly ObjectRow[]): string {
  return JSON.stringify(rows);
}
