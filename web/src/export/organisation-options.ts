import { useCallback } from 'react';
import useSWR from 'swr';
import { useShell } from '../context/shell-context';
import { retrieveMultiple } from '../data/data-api';
import { useObjectChanged } from '../session/live-changes';
import { canDo } from '../session/permissions';

/** The organisation's settings record (every tenant gets one, named 'default'). */
const settingsEntity = 'inu_orgsettings';

/**
 * inu_orgsettings.export_options as an object: the API hands a Json field over as its text (or,
 * from older rows, already parsed). Broken JSON or anything but an object counts as no settings.
 */
export function parseExportOptions(value: unknown): Record<string, unknown> | undefined {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : undefined;
}

/**
 * The organisation's export settings (spec 001 sections 3 and 6): read only when the user may
 * read inu_orgsettings, once per page (SWR shares the answer between dialogs, and a change of
 * the settings refreshes it); the user's own remembered options still win over them. Loading
 * answers `loading: true`; no permission, no record or a failed read answer no settings.
 */
export function useOrganisationExportOptions(): {
  loading: boolean;
  options: Record<string, unknown> | undefined;
} {
  const { context } = useShell();
  const allowed =
    context.metaDict[settingsEntity] !== undefined && canDo(context.permDict, settingsEntity, 'read');
  const { data, error, mutate } = useSWR(allowed ? [settingsEntity, 'export_options'] : null, async () => {
    const [row] = await retrieveMultiple<{ export_options?: unknown }>({
      entity: {
        name: settingsEntity,
        attributes: [{ attribute: 'export_options' }],
        orders: [{ attribute: 'createdon' }],
      },
      page: 1,
      pageSize: 1,
    });
    // null, not undefined: SWR's "no answer yet"
    return parseExportOptions(row?.export_options) ?? null;
  });
  // a change of the settings anywhere reaches the next dialog
  useObjectChanged(
    settingsEntity,
    useCallback(() => void mutate(), [mutate]),
  );
  // the export works without them: a failed read means the built-in defaults
  return { loading: allowed && data === undefined && !error, options: data ?? undefined };
}
