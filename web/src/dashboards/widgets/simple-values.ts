import type { AggregateMethod, FetchFilter, FetchQuery } from '@strata/api/contract/query';

/** The alias of the one value an aggregate widget asks for. */
export const valueAlias = 'value';

/** One aggregate over the records of a widget (a number, or one side of a gauge). */
export function aggregateQuery(
  entity: string,
  series: { aggregateField: string; aggregateMethod: AggregateMethod },
  filter: FetchFilter | undefined,
): FetchQuery {
  return {
    entity: {
      name: entity,
      attributes: [
        { attribute: series.aggregateField, aggregate: series.aggregateMethod, alias: valueAlias },
      ],
      ...(filter ? { filter } : {}),
    },
  };
}

/** An aggregate's value: a number (a driver may send numeric text), or null for none. */
export function aggregateValue(rows: readonly Record<string, unknown>[]): number | null {
  const value = rows[0]?.[valueAlias];
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/**
 * A gauge (spec 001 section 2): the first value over the second as a percent, rounded to a
 * whole percent. Null when there is no target to measure against (missing or zero).
 */
export function gaugePercent(value: number | null, target: number | null): number | null {
  if (target === null || target === 0 || !Number.isFinite(target)) return null;
  return Math.round(((value ?? 0) / target) * 100);
}

/** How far round the gauge's arc is filled: the percent, held to 0..100. */
export const gaugeFill = (percent: number | null) => Math.min(100, Math.max(0, percent ?? 0)) / 100;
