import type { DecimalSeparator } from './cell-format';
import type { ExportFormat } from './file-name';
import { defaultPdfFontSize, type PdfOrientation, pdfFontSizes } from './pdf-definition';

/** Spec 001 section 3, "Export options". */
export type ExportOptions = {
  records: 'all' | 'selected';
  format: ExportFormat;
  /** empty: the default name (plural name plus suffix) */
  fileName: string;
  /** a totals row summing the number columns */
  totals: boolean;
  /** the chosen column keys, in their order; empty: every column */
  columns: string[];
  decimalSeparator: DecimalSeparator;
  /** whether the first line is 'sep=;' */
  csvHeader: boolean;
  fontSize: number;
  orientation: PdfOrientation;
};

/** What is remembered per entity: everything but the records, which follow the selection. */
export type RememberedOptions = Omit<ExportOptions, 'records'>;

/**
 * The user's last choice, remembered in the browser's storage per entity. It wins over the
 * organisation's export settings (inu_orgsettings.export_options, organisation-options.ts),
 * which win over the built-in defaults.
 */
export const optionsStorageKey = (entity: string) => `strata.export.options:${entity}`;

export function defaultOptions(decimalSeparator: DecimalSeparator): RememberedOptions {
  return {
    format: 'csv',
    fileName: '',
    totals: false,
    columns: [],
    decimalSeparator,
    csvHeader: false,
    fontSize: defaultPdfFontSize,
    orientation: 'landscape',
  };
}

const formats: readonly ExportFormat[] = ['csv', 'pdf', 'json'];

/** A font size within what a table can show, whole points. */
export function clampFontSize(value: unknown, fallback = defaultPdfFontSize): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return fallback;
  return Math.min(pdfFontSizes.max, Math.max(pdfFontSizes.min, Math.round(number)));
}

/**
 * Stored options, each one checked: storage is the user's to edit and may hold an older
 * shape, so anything unexpected falls back to its default instead of breaking the dialog.
 */
export function readOptions(raw: unknown, defaults: RememberedOptions): RememberedOptions {
  if (typeof raw !== 'object' || raw === null) return defaults;
  const value = raw as Record<string, unknown>;
  const format = formats.find((item) => item === value.format);
  return {
    format: format ?? defaults.format,
    fileName: typeof value.fileName === 'string' ? value.fileName.slice(0, 200) : defaults.fileName,
    totals: typeof value.totals === 'boolean' ? value.totals : defaults.totals,
    columns: Array.isArray(value.columns)
      ? value.columns.filter((key): key is string => typeof key === 'string')
      : defaults.columns,
    decimalSeparator:
      value.decimalSeparator === ',' || value.decimalSeparator === '.'
        ? value.decimalSeparator
        : defaults.decimalSeparator,
    csvHeader: typeof value.csvHeader === 'boolean' ? value.csvHeader : defaults.csvHeader,
    fontSize: clampFontSize(value.fontSize, defaults.fontSize),
    orientation:
      value.orientation === 'portrait' || value.orientation === 'landscape'
        ? value.orientation
        : defaults.orientation,
  };
}

export function loadOptions(entity: string, defaults: RememberedOptions): RememberedOptions {
  try {
    const text = localStorage.getItem(optionsStorageKey(entity));
    return text ? readOptions(JSON.parse(text), defaults) : defaults;
  } catch {
    // storage switched off or a broken entry: the defaults
    return defaults;
  }
}

export function saveOptions(entity: string, options: ExportOptions): void {
  const { records: _records, ...remembered } = options;
  try {
    localStorage.setItem(optionsStorageKey(entity), JSON.stringify(remembered));
  } catch {
    // a full or blocked storage only loses the memory, not the export
  }
}

/**
 * The column list the dialog shows: the remembered columns that still exist, in their order,
 * chosen; then the others in query order, not chosen. When none of the remembered ones exists
 * (another view's columns, or nothing remembered) every column is chosen, in query order.
 */
export function arrangeColumns(
  available: readonly string[],
  remembered: readonly string[],
): { order: string[]; chosen: string[] } {
  const known = new Set(available);
  const kept = [...new Set(remembered)].filter((key) => known.has(key));
  if (kept.length === 0) return { order: [...available], chosen: [...available] };
  const keptSet = new Set(kept);
  return { order: [...kept, ...available.filter((key) => !keptSet.has(key))], chosen: kept };
}

/** Moves one column a place up or down; the order is unchanged at either end. */
export function moveKey(order: readonly string[], key: string, direction: 'up' | 'down'): string[] {
  const index = order.indexOf(key);
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= order.length) return [...order];
  const next = [...order];
  [next[index], next[target]] = [next[target] as string, key];
  return next;
}
