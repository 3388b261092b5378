/** The chosen tab of a Tabs panel is remembered per entity and panel (spec 000 section 2). */
const key = (entity: string, panel: string) => `strata.tab.${entity}.${panel}`;

export function rememberedTab(entity: string, panel: string): string | null {
  try {
    return localStorage.getItem(key(entity, panel));
  } catch {
    return null;
  }
}

export function rememberTab(entity: string, panel: string, tab: string): void {
  try {
    localStorage.setItem(key(entity, panel), tab);
  } catch {
    // storage full or blocked: the tab is simply not remembered
  }
}
