import type { PanelDefinition } from '@strata/api/contract/views';
import { Plus } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext } from '../../form-context/form-context';
import { dragType, readDragItem, useCustomize } from '../customize/customize-context';
import { addPanel, movePanel, type PanelPath } from '../customize/form-tree';
import { NestedPanel } from './nested-panel';
import { PanelLabel } from './PanelLabel';
import { rememberedTab, rememberTab } from './remembered-tab';
import { WizardSteps } from './WizardSteps';

/**
 * Child panels as tabs (arrow keys move between them, as the WAI-ARIA tabs pattern asks), the
 * chosen one remembered per entity and panel. With `wizard` the tabs become numbered steps.
 * In customise mode tabs can be dragged into a new order and '[New Tab]' adds one.
 */
export function TabsPanel({ panel, path }: { panel: PanelDefinition; path: PanelPath }) {
  const { t } = useTranslation('forms');
  const { entity } = useFormContext();
  const customize = useCustomize();
  const panels = panel.panels ?? [];
  const baseId = useId();
  const [selected, setSelected] = useState(() => rememberedTab(entity, panel.name));
  if (panel.wizard === true && !customize) return <WizardSteps panel={panel} panels={panels} path={path} />;
  const currentIndex = Math.max(
    0,
    panels.findIndex((child) => child.name === selected),
  );
  const current = panels[currentIndex];
  const choose = (name: string) => {
    setSelected(name);
    rememberTab(entity, panel.name, name);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const next = step ? panels[(currentIndex + step + panels.length) % panels.length] : undefined;
    if (!next) return;
    event.preventDefault();
    choose(next.name);
    document.getElementById(`${baseId}-tab-${next.name}`)?.focus();
  };
  return (
    <div className="tabs-panel">
      <div className="tab-list" role="tablist" aria-label={panel.label} onKeyDown={onKeyDown}>
        {panels.map((child, index) => (
          <button
            key={child.name}
            id={`${baseId}-tab-${child.name}`}
            type="button"
            role="tab"
            aria-selected={index === currentIndex}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === currentIndex ? 0 : -1}
            onClick={() => choose(child.name)}
            draggable={customize !== null}
            onDragStart={(event) =>
              event.dataTransfer.setData(dragType, JSON.stringify({ kind: 'tab', path: [...path], index }))
            }
            onDragOver={(event) => {
              if (customize && event.dataTransfer.types.includes(dragType)) event.preventDefault();
            }}
            onDrop={(event) => {
              const item = readDragItem(event.dataTransfer);
              if (!customize || item?.kind !== 'tab' || item.path.join('.') !== path.join('.')) return;
              event.preventDefault();
              customize.edit((root) => movePanel(root, path, item.index, index));
            }}
          >
            <PanelLabel panel={child} />
          </button>
        ))}
        {customize && (
          <button
            type="button"
            className="new-tab"
            onClick={() =>
              customize.edit((root) =>
                addPanel(root, path, {
                  name: 'tab',
                  type: 'Fields',
                  label: t('customize.newTab'),
                  fields: [],
                }),
              )
            }
          >
            <Plus size={14} aria-hidden="true" /> {t('customize.newTab')}
          </button>
        )}
      </div>
      {current && (
        <div
          id={`${baseId}-panel`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${current.name}`}
          className="tab-body"
        >
          <NestedPanel panel={current} path={[...path, currentIndex]} nested />
        </div>
      )}
    </div>
  );
}
