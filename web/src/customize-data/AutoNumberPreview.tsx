import {
  autoNumberFormatProblem,
  formatAutoNumber,
  legacyAutoNumberFormat,
} from '@strata/api/contract/auto-number-format';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext } from '../form-context/form-context';
import { loadNamespace } from '../i18n/setup-i18n';

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const whole = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The inu_autonumber form's preview: the number the next record gets with the format and
 * counter as they stand in the form (unsaved edits included), or why the format cannot work.
 * The server fills numbers with the same function (api/src/contract/auto-number-format.ts).
 */
export function AutoNumberPreview() {
  const { values } = useFormContext();
  const { t } = useTranslation('customizedata');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadNamespace('customizedata').then(() => setReady(true));
  }, []);
  if (!ready) return null;
  const format =
    text(values.format) ||
    legacyAutoNumberFormat(text(values.prefix), whole(values.digits), text(values.suffix));
  const problem = autoNumberFormatProblem(format);
  const next = whole(values.nextnumber) ?? 1;
  return (
    <div className="panel-message" aria-live="polite" data-testid="autonumber-preview">
      {problem ? (
        <p role="alert">{t(`problems.${problem}`)}</p>
      ) : (
        <p>{t('nextValue', { value: formatAutoNumber(format, next, new Date()) })}</p>
      )}
      <p>{t('tokens')}</p>
    </div>
  );
}
