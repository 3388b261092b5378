import type { PanelDefinition } from '@strata/api/contract/views';
import { useLayoutEffect, useRef, useState } from 'react';
import { FormField } from './FormField';

const defaultMinColumnWidth = 400;

/**
 * A grid of fields (spec 000 sections 3 and 9): two columns (or the panel's gridColumns)
 * unless the panel is narrower than minColumnWidth; separators span the whole row; entries
 * may place themselves with gridColumn and gridRow.
 */
export function FieldsPanel({ panel }: { panel: PanelDefinition }) {
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
  return (
    <div
      ref={ref}
      className={`fields-panel${narrow ? ' fields-panel-narrow' : ''}`}
      style={{ gridTemplateColumns: columns }}
    >
      {(panel.fields ?? []).map((field, index) =>
        field.name === '-' || field.type === 'Separator' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: separators have no name of their own
          <hr key={`separator-${index}`} className="fields-separator" />
        ) : (
          <FormField
            key={field.name}
            field={narrow ? { ...field, gridColumn: undefined } : field}
            panelName={panel.name}
          />
        ),
      )}
    </div>
  );
}
