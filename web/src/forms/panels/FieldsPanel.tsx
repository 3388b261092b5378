import type { PanelDefinition } from '@strata/api/contract/views';
import { GripVertical, Settings2 } from 'lucide-react';
import { type DragEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dragType, readDragItem, useCustomize } from '../customize/customize-context';
import { moveField, type PanelPath } from '../customize/form-tree';
import { AddressButton, addressPrefixes } from './AddressButton';
import { FormField } from './FormField';

const defaultMinColumnWidth = 400;

/**
 * A grid of fields (spec 000 sections 3 and 9): two columns (or the panel's gridColumns)
 * unless the panel is narrower than minColumnWidth; separators span the whole row; entries
 * may place themselves with gridColumn and gridRow. In customise mode every entry gets a
 * customise button and can be dragged to another place, in this panel or another.
 */
export function FieldsPanel({ panel, path }: { panel: PanelDefinition; path: PanelPath }) {
  const { t } = useTranslation('forms');
  const customize = useCustomize();
  const ref = useRef<HTMLDivElement>(null);
  const [narrow, setNarrow] = useState(false);
  const minColumnWidth =
    typeof panel.minColumnWidth === 'number' ? panel.minColumnWidth : defaultMinColumnWidth;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setNarrow(element.clientWidth < minColumnWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [minColumnWidth]);
  const columns = narrow ? '1fr' : typeof panel.gridColumns === 'string' ? panel.gridColumns : '1fr 1fr';
  const fields = panel.fields ?? [];
  const prefixes = customize ? [] : addressPrefixes(fields.map((field) => field.name));

  const allowDrop = (event: DragEvent) => {
    if (customize && event.dataTransfer.types.includes(dragType)) event.preventDefault();
  };
  const dropAt = (event: DragEvent, index: number) => {
    const item = readDragItem(event.dataTransfer);
    if (!customize || item?.kind !== 'field') return;
    event.preventDefault();
    event.stopPropagation();
    customize.edit((root) => moveField(root, { path: item.path, index: item.index }, { path, index }));
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping at the end of the panel; keyboard users move fields with the field dialog
    <div
      ref={ref}
      className={`fields-panel${narrow ? ' fields-panel-narrow' : ''}${customize ? ' customizing' : ''}`}
      style={{ gridTemplateColumns: columns }}
      onDragOver={allowDrop}
      onDrop={(event) => dropAt(event, fields.length)}
    >
      {prefixes.map((prefix) => (
        <div key={prefix} className="separator-slot address-slot">
          <AddressButton prefix={prefix} />
        </div>
      ))}
      {fields.map((field, index) => {
        const separator = field.name === '-' || field.type === 'Separator';
        const slotClass = separator ? 'separator-slot' : 'field-slot';
        const placement = separator
          ? undefined
          : { gridColumn: narrow ? undefined : field.gridColumn, gridRow: field.gridRow };
        const item = separator ? (
          <hr className="fields-separator" />
        ) : (
          <FormField
            field={field}
            panelName={panel.name}
            maxImageSize={typeof panel.maxImageSize === 'number' ? panel.maxImageSize : undefined}
          />
        );
        // separators all share the name '-', so the position is part of the key
        const key = `${field.name}-${index}`;
        if (!customize) {
          return (
            <div key={key} className={slotClass} style={placement}>
              {item}
            </div>
          );
        }
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: drag and drop for the mouse; the field dialog moves fields by keyboard
          <div
            key={key}
            className={`customize-item ${slotClass}`}
            style={placement}
            draggable
            onDragStart={(event) =>
              event.dataTransfer.setData(dragType, JSON.stringify({ kind: 'field', path: [...path], index }))
            }
            onDragOver={allowDrop}
            onDrop={(event) => dropAt(event, index)}
          >
            <GripVertical size={14} className="drag-handle" aria-hidden="true" />
            {item}
            <button
              type="button"
              className="customize-button"
              aria-label={t('customize.fieldTitle', { name: field.label || field.name })}
              onClick={() => customize.open({ kind: 'field', path, index })}
            >
              <Settings2 size={14} aria-hidden="true" />
            </button>
          </div>
        );
      })}
    </div>
  );
}
