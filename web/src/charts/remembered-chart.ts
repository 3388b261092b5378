/**
 * The chart last chosen per entity, kept in localStorage so a panel opens on it next time.
 * Storage may be unavailable (private windows, quota): the choice is then simply not kept.
 */
const key = (entity: string) => `strata.chart.${entity}`;

export function rememberedChart(entity: string): string | undefined {
  try {
    return localStorage.getItem(key(entity)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function rememberChart(entity: string, viewId: string): void {
  try {
    localStorage.setItem(key(entity), viewId);
  } catch {
    // not kept; the panel still shows the chosen chart
  }
}
