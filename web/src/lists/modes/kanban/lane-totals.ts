import type { RecordValues } from '../../../data/data-api';
import { fieldKind } from '../../../fields/field-kind';
import { type FormatValueOptions, formatValue } from '../../../fields/format-value';
import { currencyOf } from '../../../fields/numbers/currency';
import type { ListColumn } from '../../../list-views/columns';
import type { ObjectMeta, PropertyMeta } from '../../../metadata/object-metadata';
import { currencyKey } from './lane-moves';
import { laneKey } from './lanes';

/** What a lane header totals: a numeric field, per currency when the entity has one. */
export type LaneTotalField = {
  property: PropertyMeta;
  /** the entity's currency lookup (money only): sums are kept apart per currency */
  currencyField?: string | undefined;
};

/** One currency's part of a lane total; `currency` as the rows give it (a lookup, or null). */
export type LaneSum = { currency: unknown; sum: number };

/** Lane totals by lane key. */
export type LaneTotals = Map<string, LaneSum[]>;

const totalKinds = new Set(['money', 'number']);
const isTotalled = (property: PropertyMeta | undefined): property is PropertyMeta =>
  !!property && totalKinds.has(fieldKind(property));

/**
 * The field lane headers total: the view's `kanban.totalField` (a money or plain number field
 * of the entity; `false` turns totals off), else the first money column of the entity itself
 * (the opportunity pipeline's estimated revenue). A name the entity lacks, or a field that is
 * no number, is skipped rather than summing nonsense.
 */
export function pickTotalField(
  body: unknown,
  columns: readonly ListColumn[],
  object: ObjectMeta,
): LaneTotalField | undefined {
  const settings = body as { kanban?: { totalField?: unknown } } | undefined;
  const named = settings?.kanban?.totalField;
  if (named === false) return undefined;
  const configured = object.properties.find((property) => property.logicalName === named);
  const property = isTotalled(configured)
    ? configured
    : columns.find((column) => !column.entityName && column.property?.type === 'Money')?.property;
  if (!property) return undefined;
  // currencyOf reads a record's currencyid: the same lookup splits the sums
  const currency = object.properties.find(
    (item) => item.logicalName === 'currencyid' && item.type === 'Lookup',
  );
  return { property, currencyField: property.type === 'Money' && currency ? 'currencyid' : undefined };
}

function addSum(sums: LaneSum[], currency: unknown, amount: unknown): void {
  const value = Number(amount);
  if (amount === null || amount === undefined || !Number.isFinite(value)) return;
  const key = currencyKey(currency);
  const same = sums.find((item) => currencyKey(item.currency) === key);
  if (same) same.sum += value;
  else sums.push({ currency: currency ?? null, sum: value });
}

/** Totals per lane from the grouped fetch's rows of {g: lane, s: sum, cur?: currency}. */
export function totalsFromGroups(rows: readonly RecordValues[]): LaneTotals {
  const totals: LaneTotals = new Map();
  for (const row of rows) {
    const key = laneKey(row.g);
    const sums = totals.get(key) ?? [];
    addSum(sums, row.cur, row.s);
    totals.set(key, sums);
  }
  return totals;
}

/** The total of the cards a lane has loaded: what it shows when the grouped fetch failed. */
export function loadedTotal(cards: readonly RecordValues[], total: LaneTotalField): LaneSum[] {
  const sums: LaneSum[] = [];
  for (const card of cards) {
    addSum(sums, total.currencyField ? card[total.currencyField] : null, card[total.property.logicalName]);
  }
  return sums;
}

/**
 * A lane total as text: one amount per currency, largest first ('€ 12,000.00 + $ 800.00'); no
 * record with an amount reads as zero in the default currency. A record without a currency is
 * in the default one (currencyOf), so the two are added up.
 */
export function laneTotalText(
  sums: readonly LaneSum[],
  total: LaneTotalField,
  format: FormatValueOptions,
): string {
  const merged = new Map<string, LaneSum>();
  for (const item of sums) {
    const record = total.currencyField ? { [total.currencyField]: item.currency } : undefined;
    const key = currencyOf(record, format.currencyDict)?.id ?? currencyKey(item.currency);
    const same = merged.get(key);
    merged.set(key, { currency: same?.currency ?? item.currency, sum: (same?.sum ?? 0) + item.sum });
  }
  const parts = [...merged.values()].sort((a, b) => Math.abs(b.sum) - Math.abs(a.sum));
  if (parts.length === 0) parts.push({ currency: null, sum: 0 });
  return parts
    .map((item) =>
      formatValue(total.property, item.sum, {
        ...format,
        record: total.currencyField ? { [total.currencyField]: item.currency } : undefined,
      }),
    )
    .join(' + ');
}
