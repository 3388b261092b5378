import type { HomeItem } from '@strata/api/contract/views';
import useSWR from 'swr';
import { retrieveMultiple } from '../data/data-api';
import { useObjectChanged } from '../session/live-changes';

/**
 * Entities created in the metadata designer: the server keeps them as items of one home view
 * without app (name `customize`), and the Customize app's menu lists them under their own group.
 */
export function useCustomizeEntities(enabled: boolean): HomeItem[] {
  const { data, mutate } = useSWR(enabled ? ['inu_view', 'customize-menu'] : null, async () => {
    const [row] = await retrieveMultiple<{ body: string | null }>({
      entity: {
        name: 'inu_view',
        attributes: [{ attribute: 'body' }],
        filter: {
          type: 'and',
          conditions: [
            { attribute: 'kind', operator: 'eq', value: 'home' },
            { attribute: 'name', operator: 'eq', value: 'customize' },
            { attribute: 'appid', operator: 'null' },
          ],
        },
      },
      count: 1,
    });
    // the schema (and zod) load only for users with the Customize app, not with every shell
    const { homeBodySchema } = await import('@strata/api/contract/views');
    try {
      const parsed = homeBodySchema.safeParse(JSON.parse(row?.body ?? ''));
      return parsed.success ? parsed.data.items : [];
    } catch {
      return [];
    }
  });
  useObjectChanged('inu_view', () => void mutate());
  return data ?? [];
}
