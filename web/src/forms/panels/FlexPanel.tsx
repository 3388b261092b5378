import type { PanelDefinition } from '@strata/api/contract/views';
import type { PanelPath } from '../customize/form-tree';
import { NestedPanel } from './nested-panel';

/** Child panels in a wrapping flex row (or column), each as wide as its content allows. */
export function FlexPanel({ panel, path }: { panel: PanelDefinition; path: PanelPath }) {
  return (
    <div className="flex-panel" style={{ flexDirection: panel.direction === 'column' ? 'column' : 'row' }}>
      {(panel.panels ?? []).map((child, index) => (
        <NestedPanel key={child.name} panel={child} path={[...path, index]} nested showLabel />
      ))}
    </div>
  );
}
