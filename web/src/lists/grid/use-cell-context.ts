import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../shell/shell-context';
import type { CellContext } from './render-cell';

/** What cells need to format values: the app (for links), language, currencies, texts. */
export function useCellContext(appId: string): CellContext {
  const { t, i18n } = useTranslation('lists');
  const { context } = useShell();
  return useMemo(
    () => ({
      appId,
      noName: t('noName'),
      format: {
        language: i18n.resolvedLanguage ?? i18n.language,
        currencyDict: context.currencyDict,
        t: i18n.t,
      },
    }),
    [appId, t, i18n, context.currencyDict],
  );
}
