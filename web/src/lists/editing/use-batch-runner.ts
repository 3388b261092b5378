import { type RefObject, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { executeMultiple, type RecordValues } from '../../data/data-api';
import { alertMessage, withWait } from '../../ui/prompts';
import { type BatchItem, type BatchOutcome, mapBatchResults } from './edit-batch';

/**
 * Sends a batch of the list's edits (continueOnError: each failing item is rolled back alone
 * and reported) under the wait dialog, keeps the per-row errors of the last batch, and
 * describes failures one line per row for a summary. A batch that cannot be sent at all is
 * shown as an alert and gives undefined.
 */
export function useBatchRunner(rowsRef: RefObject<readonly RecordValues[]>) {
  const { t } = useTranslation('lists');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const run = useCallback(
    async (items: BatchItem[]): Promise<BatchOutcome | undefined> => {
      if (!items.length) return { succeeded: [], errors: {}, deleted: [] };
      try {
        const results = await withWait(t('editing.saving'), () =>
          executeMultiple(
            items.map((item) => item.operation),
            { continueOnError: true },
          ),
        );
        const outcome = mapBatchResults(items, results);
        setErrors(outcome.errors);
        return outcome;
      } catch (error) {
        await alertMessage(error instanceof Error ? error.message : String(error));
        return undefined;
      }
    },
    [t],
  );

  /** Names and errors of the failed rows, one line each. */
  const describe = useCallback(
    (outcome: BatchOutcome) =>
      Object.entries(outcome.errors)
        .map(([id, message]) => {
          const row = rowsRef.current.find((item) => String(item.id) === id);
          return `${String(row?.name ?? id)}: ${message}`;
        })
        .join('\n'),
    [rowsRef],
  );
  return { errors, setErrors, run, describe };
}
