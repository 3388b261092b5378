import { localizeViewBody, viewLabelKey } from '@strata/api/contract/localization-keys';
import type { ViewKind } from '@strata/api/contract/views';
import { useCallback, useMemo } from 'react';
import useSWR, { type KeyedMutator } from 'swr';
import { useShell } from '../context/shell-context';
import type { LookupValue } from '../data/data-api';
import { retrieveAll } from '../data/retrieve-all';
import { useObjectChanged } from '../session/live-changes';

/** An inu_view record (spec 000 section 3) with its body parsed. */
export type ViewRecord<Body = unknown> = {
  id: string;
  name: string;
  label: string | null;
  kind: ViewKind;
  objectname: string | null;
  isprivate: boolean | null;
  ownerid: LookupValue | null;
  versionnumber: number;
  /** The parsed body with its labels translated (docs/localization.md); null when not JSON. */
  body: Body | null;
  /** The body as stored, untranslated: saves restore its labels (restoreSourceLabels). */
  sourceBody: Body | null;
};

type ViewRow = Omit<ViewRecord, 'body' | 'sourceBody'> & { body: string | null };

function parseBody<Body>(text: string | null): Body | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as Body;
  } catch {
    return null;
  }
}

/** The SWR key of an object's views of one kind; mutate it after saving a view. */
export const viewsKey = (objectName: string, kind: ViewKind) => ['inu_view', objectName, kind] as const;

/**
 * The views of one kind for an object: public ones and the user's own private ones, ordered by
 * label. Loaded once per page and shared by every component through SWR.
 */
export function useViews<Body = unknown>(
  objectName: string,
  kind: ViewKind,
): { views: ViewRecord<Body>[] | undefined; error: unknown; mutate: KeyedMutator<ViewRecord<Body>[]> } {
  const { context } = useShell();
  const userId = context.user.id;
  const texts = context.texts;
  const { data, error, mutate } = useSWR(viewsKey(objectName, kind), async () => {
    const rows = await retrieveAll<ViewRow>({
      entity: {
        name: 'inu_view',
        attributes: [
          'id',
          'name',
          'label',
          'kind',
          'objectname',
          'isprivate',
          'ownerid',
          'versionnumber',
          'body',
        ].map((attribute) => ({ attribute })),
        filter: {
          conditions: [
            { attribute: 'objectname', operator: 'eq', value: objectName },
            { attribute: 'kind', operator: 'eq', value: kind },
            { attribute: 'statecode', operator: 'eq', value: 0 },
          ],
        },
        orders: [{ attribute: 'label' }, { attribute: 'name' }],
      },
    });
    return rows
      .filter((row) => !row.isprivate || row.ownerid?.id === userId)
      .map((row) => {
        const body = parseBody<Body>(row.body);
        return { ...row, body, sourceBody: body };
      });
  });
  // translated on top of the loaded views, so a language change needs no reload of them
  const views = useMemo(() => data?.map((view) => localizeView(view, texts)), [data, texts]);
  // a view saved anywhere (customise mode, another user) reaches every open screen
  const refresh = useCallback(() => void mutate(), [mutate]);
  useObjectChanged('inu_view', refresh);
  return { views, error, mutate };
}

/** A view with its label and its body's labels in the user's language (the user context's texts). */
export function localizeView<Body>(
  view: ViewRecord<Body>,
  texts: Readonly<Record<string, string>>,
): ViewRecord<Body> {
  const labelKey = viewLabelKey(view);
  const label = (labelKey && texts[labelKey]) || view.label;
  const body = view.sourceBody === null ? null : localizeViewBody(view, view.sourceBody, texts);
  return { ...view, label, body };
}
