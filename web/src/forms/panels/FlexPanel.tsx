import type { PanelDefinition } from '@strata/api/contract/views';
import { PanelView } from './PanelView';

/** Child panels in a wrapping flex row (or column), each as wide as its content allows. */
export function FlexPanel({ panel }: { panel: PanelDefinition }) {
  return (
    <div className="flex-panel" style={{ flexDirection: panel.direction === 'column' ? 'column' : 'row' }}>
      {(panel.panels ?? []).map((child) => (
        <PanelView key={child.name} panel={child} nested showLabel />
      ))}
    </div>
  );
}
