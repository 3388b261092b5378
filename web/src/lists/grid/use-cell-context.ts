import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatOptions } from '../../fields/use-format-options';
import { usePendingIds } from '../../offline/queue/pending-ids';
import { useCellScript } from '../scripts/use-cell-script';
import type { CellContext } from './render-cell';

/**
 * What cells need to format values: the app (for links), language and number locale,
 * currencies, texts, the list's `{entity}.renderCell` script when it has one, and, working
 * offline, the entity's records with queued writes (their rows show a badge).
 */
export function useCellContext(appId: string, entity?: string): CellContext {
  const { t } = useTranslation('lists');
  const format = useFormatOptions();
  const cellScript = useCellScript(entity ?? '');
  const pendingIds = usePendingIds(entity);
  return useMemo(
    () => ({ appId, noName: t('noName'), format, pendingIds, ...(cellScript ? { cellScript } : {}) }),
    [appId, t, format, pendingIds, cellScript],
  );
}
