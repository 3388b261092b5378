import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatOptions } from '../../fields/use-format-options';
import type { CellContext } from './render-cell';

/** What cells need to format values: the app (for links), language and number locale, currencies, texts. */
export function useCellContext(appId: string): CellContext {
  const { t } = useTranslation('lists');
  const format = useFormatOptions();
  return useMemo(() => ({ appId, noName: t('noName'), format }), [appId, t, format]);
}
