import { useCallback } from 'react';
import useSWR from 'swr';
import { useShell } from '../context/shell-context';
import { retrieveAll } from '../data/retrieve-all';
import { useObjectChanged } from '../session/live-changes';
import { type DashboardBody, readDashboardBody } from './dashboard-body';

export type DashboardView = {
  id: string;
  name: string;
  label: string;
  versionnumber: number;
  body: DashboardBody | null;
};

type Row = {
  id: string;
  name: string;
  label: string | null;
  appid: { id: string } | null;
  versionnumber: number;
  body: string | null;
};

function parse(text: string | null): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * The dashboard view named in the URL: the current app's own one first, else one without an
 * app. Null when there is none. A dashboard saved anywhere (customise mode) reloads it.
 */
export function useDashboardView(name: string) {
  const { app } = useShell();
  const appId = app?.id ?? null;
  const { data, error, mutate, isLoading } = useSWR(['dashboard', name, appId] as const, async () => {
    // every dashboard of the name (one per app may exist): the app's own is picked below
    const rows = await retrieveAll<Row>({
      entity: {
        name: 'inu_view',
        attributes: ['id', 'name', 'label', 'appid', 'versionnumber', 'body'].map((attribute) => ({
          attribute,
        })),
        filter: {
          conditions: [
            { attribute: 'kind', operator: 'eq', value: 'dashboard' },
            { attribute: 'name', operator: 'eq', value: name },
            { attribute: 'statecode', operator: 'eq', value: 0 },
          ],
        },
      },
    });
    const row =
      rows.find((item) => appId && item.appid?.id === appId) ?? rows.find((item) => !item.appid) ?? rows[0];
    if (!row) return null;
    return {
      id: row.id,
      name: row.name,
      label: row.label || row.name,
      versionnumber: row.versionnumber,
      body: readDashboardBody(parse(row.body)),
    } satisfies DashboardView;
  });
  const reload = useCallback(() => void mutate(), [mutate]);
  useObjectChanged('inu_view', reload);
  return { view: data, error, isLoading, reload };
}
