import type { PanelDefinition } from '@strata/api/contract/views';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import '../../surveys/register-survey-panels';
// the domain panels register themselves (lazy chunks) on first use of a Custom panel: issue 23
import '../../panels/register-panels';
import { customPanel } from '../../form-context/custom-panels';
import { panelSpinnerDelayMs, Spinner } from '../../ui/Spinner';

/** A Custom panel: the registered component named by customComponent, or a configuration hint. */
export function CustomPanel({ panel }: { panel: PanelDefinition }) {
  const { t } = useTranslation();
  const name = typeof panel.customComponent === 'string' ? panel.customComponent : '';
  const Component = name ? customPanel(name) : undefined;
  if (Component)
    return (
      <Suspense fallback={<Spinner delayMs={panelSpinnerDelayMs} />}>
        <Component panel={panel} />
      </Suspense>
    );
  return (
    <div className="panel-message" role="alert">
      <strong>{t('screens.checkConfiguration')}</strong>
      {name && <p>{t('screens.componentNotFound', { name })}</p>}
    </div>
  );
}
