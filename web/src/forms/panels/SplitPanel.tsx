import type { PanelDefinition } from '@strata/api/contract/views';
import { useMediaQuery } from '../../ui/use-media-query';
import type { PanelPath } from '../customize/form-tree';
import { NestedPanel } from './nested-panel';
import { TabsPanel } from './TabsPanel';

/**
 * Two (or more) panels side by side, 2fr 3fr unless `sizes` says otherwise (spec 002 section
 * 2); under 900 px the same panels become tabs.
 */
export function SplitPanel({ panel, path }: { panel: PanelDefinition; path: PanelPath }) {
  const narrow = useMediaQuery('(max-width: 899px)');
  const panels = panel.panels ?? [];
  if (narrow) return <TabsPanel panel={{ ...panel, wizard: false }} path={path} />;
  const sizes = typeof panel.sizes === 'string' && panel.sizes.trim() ? panel.sizes : '2fr 3fr';
  const vertical = panel.direction === 'column';
  return (
    <div
      className="split-panel"
      style={vertical ? { gridTemplateRows: sizes } : { gridTemplateColumns: sizes }}
      data-direction={vertical ? 'column' : 'row'}
    >
      {panels.map((child, index) => (
        <NestedPanel key={child.name} panel={child} path={[...path, index]} nested showLabel />
      ))}
    </div>
  );
}
