import type { AppInfo, UserContext } from '../../api/user-context';
import type { MenuEntry } from '../../context/home-menu';
import { canDo } from '../../session/permissions';
import { readableEntities } from '../../session/readable-entities';

/** What choosing an entry of the command palette does. */
export type PaletteAction =
  | { kind: 'navigate'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'theme'; setting: 0 | 1 | 2 };

export type PaletteGroup = 'pages' | 'records' | 'create' | 'apps' | 'commands';

export type PaletteEntry = {
  id: string;
  group: PaletteGroup;
  label: string;
  /** A second line: the entity of a record, the app of a page. */
  detail?: string;
  action: PaletteAction;
};

/** The most entities one search asks for records (one small fetch each). */
export const searchedEntityLimit = 12;

/** Lower case without accents, so "ucet" finds "Účet" and "Müller" is found by "muller". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase();
}

/**
 * The entries whose label holds every word typed (in any order, accents and case aside), those
 * whose label starts with the text first; an empty query keeps them all in their order.
 */
export function matchEntries(entries: readonly PaletteEntry[], query: string): PaletteEntry[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  const whole = words.join(' ');
  return entries
    .map((entry, index) => ({ entry, index, label: foldText(entry.label) }))
    .filter(({ label }) => words.every((word) => label.includes(word)))
    .sort(
      (a, b) => Number(b.label.startsWith(whole)) - Number(a.label.startsWith(whole)) || a.index - b.index,
    )
    .map(({ entry }) => entry);
}

const externalUrl = /^[a-z][a-z0-9+.-]*:\/\//i;

/** The entities a record search looks in: the app's menu first, then every other readable one. */
export function searchedEntities(
  context: Pick<UserContext, 'objects' | 'permDict'>,
  app?: AppInfo,
): string[] {
  const readable = (name: string) => canDo(context.permDict, name, 'read');
  const fromMenu = (app?.home ?? []).flatMap((item) =>
    item.kind === 'entity' && item.name && readable(item.name) ? [item.name] : [],
  );
  const others = readableEntities(context).map((o) => o.logicalName);
  return [...new Set([...fromMenu, ...others])].slice(0, searchedEntityLimit);
}

type Texts = {
  newRecord: (entity: string) => string;
  theme: { system: string; dark: string; light: string };
  editProfile: string;
  customize: string;
};

/**
 * Everything the palette offers without asking the server: the app's menu pages, the other
 * apps, New for each menu entity the user may create, the theme, the profile and (for those
 * allowed) Customize.
 */
export function staticEntries(
  context: Pick<UserContext, 'apps' | 'metaDict' | 'permDict' | 'user'>,
  app: AppInfo | undefined,
  menu: readonly MenuEntry[],
  texts: Texts,
): PaletteEntry[] {
  const appName = app?.name ?? '!';
  const appLabel = app?.label ?? app?.name;
  const entries: PaletteEntry[] = [];
  for (const entry of menu) {
    if (entry.kind !== 'link') continue;
    entries.push({
      id: `page:${entry.key}`,
      group: 'pages',
      label: entry.label,
      ...(appLabel ? { detail: appLabel } : {}),
      action: externalUrl.test(entry.path)
        ? { kind: 'external', url: entry.path }
        : { kind: 'navigate', path: `/${appName}/${entry.path}` },
    });
  }
  const created = new Set<string>();
  for (const item of app?.home ?? []) {
    const object = item.kind === 'entity' && item.name ? context.metaDict[item.name] : undefined;
    if (!object || created.has(object.logicalName) || !canDo(context.permDict, object.logicalName, 'create'))
      continue;
    created.add(object.logicalName);
    entries.push({
      id: `new:${object.logicalName}`,
      group: 'create',
      label: texts.newRecord(object.displayName),
      action: { kind: 'navigate', path: `/${appName}/edit/${object.logicalName}/0` },
    });
  }
  for (const other of context.apps) {
    if (other.name === app?.name) continue;
    entries.push({
      id: `app:${other.name}`,
      group: 'apps',
      label: other.builtIn ? texts.customize : (other.label ?? other.name),
      action: { kind: 'navigate', path: `/${other.name}/` },
    });
  }
  entries.push(
    {
      id: 'profile',
      group: 'commands',
      label: texts.editProfile,
      action: { kind: 'navigate', path: `/!/edit/systemuser/${context.user.id}` },
    },
    { id: 'theme:light', group: 'commands', label: texts.theme.light, action: { kind: 'theme', setting: 2 } },
    { id: 'theme:dark', group: 'commands', label: texts.theme.dark, action: { kind: 'theme', setting: 1 } },
    {
      id: 'theme:system',
      group: 'commands',
      label: texts.theme.system,
      action: { kind: 'theme', setting: 0 },
    },
  );
  return entries;
}
