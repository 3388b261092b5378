import type { AppInfo } from '../api/user-context';

const rememberedKey = (organization: string) => `strata.app.${organization}`;

export function rememberedApp(organization: string): string | undefined {
  return localStorage.getItem(rememberedKey(organization)) ?? undefined;
}

export function rememberApp(organization: string, app: string): void {
  localStorage.setItem(rememberedKey(organization), app);
}

/**
 * The app a URL's first segment means (spec 000 section 2): `!` is the remembered app when the
 * user still has it, else the first; an unknown id becomes the first app (and the URL is
 * rewritten). Undefined when the user has no app at all.
 */
export function resolveApp(
  apps: AppInfo[],
  requested: string,
  remembered: string | undefined,
): AppInfo | undefined {
  if (requested !== '!') {
    const exact = apps.find((app) => app.name === requested);
    if (exact) return exact;
  } else if (remembered) {
    const previous = apps.find((app) => app.name === remembered);
    if (previous) return previous;
  }
  return apps[0];
}
