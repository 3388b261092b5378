import type { HomeItem } from '@strata/api/contract/views';
import type { UserContext } from '../api/user-context';
import { hasPermissions } from '../session/permissions';

/** A menu entry ready to draw: a group heading or a link inside the app (or outside it). */
export type MenuEntry =
  | { kind: 'separator'; key: string; label: string }
  | { kind: 'link'; key: string; label: string; icon?: string; path: string; external: boolean };

const externalUrl = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * Turns a home body's items into what the header draws (spec 000 section 2, "Built-in app
 * Customize" and below): entity items default to list/{name} (n/{uniqueName} when they have
 * one) with the entity's plural display name; items and separators the user lacks rights for
 * are dropped, a hidden separator taking the items under it along; entities the user cannot
 * read are dropped too; separators left with nothing under them go.
 */
export function buildMenu(
  items: HomeItem[],
  context: Pick<UserContext, 'permDict' | 'metaDict'>,
): MenuEntry[] {
  const entries: MenuEntry[] = [];
  let sectionHidden = false;
  items.forEach((item, index) => {
    const key = `${index}`;
    // An entity item's allowNew? asks for create on that entity; others fall back to the string's own.
    const allowed = hasPermissions(
      context.permDict,
      item.permissions,
      item.kind === 'entity' && item.name ? { entity: item.name } : {},
    );
    if (item.kind === 'separator') {
      sectionHidden = !allowed;
      if (allowed) entries.push({ kind: 'separator', key, label: item.label ?? '' });
      return;
    }
    if (sectionHidden || !allowed) return;
    if (item.kind === 'entity') {
      const object = item.name ? context.metaDict[item.name] : undefined;
      if (!object) return; // unknown or unreadable
      const path = item.url ?? (item.uniqueName ? `n/${item.uniqueName}` : `list/${object.logicalName}`);
      entries.push({
        kind: 'link',
        key,
        label: item.label || object.displayNamePlural || object.displayName,
        ...(item.icon ? { icon: item.icon } : {}),
        path,
        external: externalUrl.test(path),
      });
      return;
    }
    if (!item.url) return;
    entries.push({
      kind: 'link',
      key,
      label: item.label ?? item.name ?? item.url,
      ...(item.icon ? { icon: item.icon } : {}),
      path: item.url,
      external: externalUrl.test(item.url),
    });
  });
  return entries.filter((entry, index) => entry.kind === 'link' || entries[index + 1]?.kind === 'link');
}

/** The first place an app opens (spec 000 section 2: "/{appid}/ redirects to the first menu item"). */
export function firstMenuPath(entries: MenuEntry[]): string | undefined {
  for (const entry of entries) if (entry.kind === 'link' && !entry.external) return entry.path;
  return undefined;
}
