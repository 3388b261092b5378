import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A spinner appears only after 500 ms (spec 000 section 9), so quick loads do not flicker. */
export const spinnerDelayMs = 500;

/** A domain panel's spinner (spec 002 section 9) comes sooner: a panel loads its own data. */
export const panelSpinnerDelayMs = 300;

export function Spinner({ label, delayMs = spinnerDelayMs }: { label?: string; delayMs?: number }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(delayMs === 0);
  useEffect(() => {
    if (delayMs === 0) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <div className="spinner-box" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('loading')}</span>
    </div>
  );
}
