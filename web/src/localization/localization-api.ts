import type { Language } from '@strata/api/contract/languages';
import type { TranslatableName } from '@strata/api/contract/localization-keys';
import { getJson } from '../api/http';
import { executeMultiple } from '../data/data-api';
import { retrieveAll } from '../data/retrieve-all';
import type { TranslationRow } from './translation-table';

/** Every translatable name of the organisation with its source text (GET /api/localization/names). */
export const loadNames = async () =>
  (await getJson<{ names: TranslatableName[] }>('/api/localization/names')).names;

/** Every inu_localize row the user may read, a page of 5000 at a time (names x 4 languages). */
export function loadTranslations(): Promise<TranslationRow[]> {
  return retrieveAll<TranslationRow>(
    {
      entity: {
        name: 'inu_localize',
        attributes: ['id', 'name', 'lang', 'text', 'versionnumber'].map((attribute) => ({ attribute })),
        filter: { conditions: [{ attribute: 'statecode', operator: 'eq', value: 0 }] },
        orders: [{ attribute: 'name' }, { attribute: 'lang' }],
      },
    },
    { pageSize: 5000, limit: 1_000_000 },
  );
}

export type TranslationChange = {
  key: string;
  lang: Language;
  text: string;
  row?: TranslationRow | undefined;
};

/** The write of one change: an empty text deletes the row, a new text creates or updates it. */
function operationFor({ key, lang, text, row }: TranslationChange) {
  if (row && !text) return { name: 'inu_localize', operation: 'delete' as const, object: { id: row.id } };
  if (row) {
    return {
      name: 'inu_localize',
      operation: 'update' as const,
      object: { id: row.id, versionnumber: row.versionnumber, text },
    };
  }
  return { name: 'inu_localize', operation: 'create' as const, object: { name: key, lang, text } };
}

const batchSize = 200;

/**
 * Writes changes with the user's rights through /api/executemultiple, each failure reported in
 * its place (continueOnError) so one refused row does not undo the others. Answers the failures.
 */
export async function saveTranslations(
  changes: readonly TranslationChange[],
): Promise<{ change: TranslationChange; error: string }[]> {
  const failed: { change: TranslationChange; error: string }[] = [];
  for (let start = 0; start < changes.length; start += batchSize) {
    const batch = changes.slice(start, start + batchSize);
    const results = await executeMultiple(batch.map(operationFor), { continueOnError: true });
    results.forEach((result, index) => {
      const change = batch[index];
      if (change && result && 'error' in result) failed.push({ change, error: result.error.message });
    });
  }
  return failed;
}
