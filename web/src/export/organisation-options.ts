import { useEffect, useState } from 'react';
import { retrieveMultiple } from '../api/data-api';
import { canDo } from '../session/permissions';
import { useShell } from '../shell/shell-context';

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
 * read inu_orgsettings; the user's own remembered options still win over them. Loading answers
 * `loading: true`; no permission, no record or a failed read answer no settings.
 */
export function useOrganisationExportOptions(): {
  loading: boolean;
  options: Record<string, unknown> | undefined;
} {
  const { context } = useShell();
  const allowed =
    context.metaDict[settingsEntity] !== undefined && canDo(context.permDict, settingsEntity, 'read');
  const [state, setState] = useState<{ loading: boolean; options: Record<string, unknown> | undefined }>({
    loading: allowed,
    options: undefined,
  });
  useEffect(() => {
    if (!allowed) return;
    const controller = new AbortController();
    retrieveMultiple<{ export_options?: unknown }>(
      {
        entity: {
          name: settingsEntity,
          attributes: [{ attribute: 'export_options' }],
          orders: [{ attribute: 'createdon' }],
        },
        page: 1,
        pageSize: 1,
      },
      controller.signal,
    )
      .then((rows) => setState({ loading: false, options: parseExportOptions(rows[0]?.export_options) }))
      .catch(() => {
        // the export works without them: the built-in defaults apply
        if (!controller.signal.aborted) setState({ loading: false, options: undefined });
      });
    return () => controller.abort();
  }, [allowed]);
  return state;
}
