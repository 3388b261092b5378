import type { PanelDefinition } from '@strata/api/contract/views';
import { useTranslation } from 'react-i18next';
import { customPanel } from './custom-panels';

/** A Custom panel: the registered component named by customComponent, or a configuration hint. */
export function CustomPanel({ panel }: { panel: PanelDefinition }) {
  const { t } = useTranslation();
  const name = typeof panel.customComponent === 'string' ? panel.customComponent : '';
  const Component = name ? customPanel(name) : undefined;
  if (Component) return <Component panel={panel} />;
  return (
    <div className="panel-message" role="alert">
      <strong>{t('screens.checkConfiguration')}</strong>
      {name && <p>{t('screens.componentNotFound', { name })}</p>}
    </div>
  );
}
