import type { PanelDefinition } from '@strata/api/contract/views';
import { type KeyboardEvent, useId, useState } from 'react';
import { useFormContext } from '../form-context';
import { PanelLabel } from './PanelLabel';
import { PanelView } from './PanelView';
import { rememberedTab, rememberTab } from './remembered-tab';
import { WizardSteps } from './WizardSteps';

/**
 * Child panels as tabs (arrow keys move between them, as the WAI-ARIA tabs pattern asks), the
 * chosen one remembered per entity and panel. With `wizard` the tabs become numbered steps.
 */
export function TabsPanel({ panel, children }: { panel: PanelDefinition; children?: PanelDefinition[] }) {
  const { entity } = useFormContext();
  const panels = children ?? panel.panels ?? [];
  const baseId = useId();
  const [selected, setSelected] = useState(() => {
    const remembered = rememberedTab(entity, panel.name);
    return panels.some((child) => child.name === remembered) ? remembered : (panels[0]?.name ?? null);
  });
  if (panel.wizard === true) return <WizardSteps panel={panel} panels={panels} />;
  const current = panels.find((child) => child.name === selected) ?? panels[0];
  const choose = (name: string) => {
    setSelected(name);
    rememberTab(entity, panel.name, name);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = panels.findIndex((child) => child.name === current?.name);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = panels[(index + step + panels.length) % panels.length];
    if (!next) return;
    event.preventDefault();
    choose(next.name);
    document.getElementById(`${baseId}-tab-${next.name}`)?.focus();
  };
  return (
    <div className="tabs-panel">
      <div className="tab-list" role="tablist" aria-label={panel.label} onKeyDown={onKeyDown}>
        {panels.map((child) => (
          <button
            key={child.name}
            id={`${baseId}-tab-${child.name}`}
            type="button"
            role="tab"
            aria-selected={child.name === current?.name}
            aria-controls={`${baseId}-panel`}
            tabIndex={child.name === current?.name ? 0 : -1}
            onClick={() => choose(child.name)}
          >
            <PanelLabel panel={child} />
          </button>
        ))}
      </div>
      {current && (
        <div
          id={`${baseId}-panel`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${current.name}`}
          className="tab-body"
        >
          <PanelView panel={current} nested />
        </div>
      )}
    </div>
  );
}
