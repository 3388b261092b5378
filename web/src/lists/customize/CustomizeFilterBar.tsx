import { GripVertical, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListViewBody } from '../../list-views/list-definition';
import type { QuickFilterDefinition } from '../../list-views/quick-filter';
import type { ObjectMeta } from '../../metadata/object-metadata';
import { isFilterable } from '../filters/ad-hoc-filter';
import { PropertyPickerDialog } from '../filters/PropertyPickerDialog';
import { QuickFilterSettingsDialog } from './QuickFilterSettingsDialog';
import { reorderDrag } from './reorder-drag';
import { addQuickFilter, moveQuickFilter, removeQuickFilter, updateQuickFilter } from './view-edits';

const dragType = 'application/x-strata-quick-filter';

/**
 * The quick filter bar in customise mode (spec 001 section 2: "customised by drag and click"):
 * the view's filters as chips to drag into a new order or click for their settings, and a '+'
 * that adds a filter on a property. Every filter shows, also those the customiser's own
 * permissions would hide.
 */
export function CustomizeFilterBar({
  object,
  body,
  edit,
}: {
  object: ObjectMeta;
  body: ListViewBody;
  edit: (change: (body: ListViewBody) => ListViewBody) => void;
}) {
  const { t } = useTranslation('lists');
  const filters = body.quickFilters ?? [];
  const [open, setOpen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const openIndex = filters.findIndex((item) => item.name === open);
  const opened = filters[openIndex];
  const labelOf = (definition: QuickFilterDefinition) =>
    definition.label ||
    object.properties.find((property) => property.logicalName === definition.propertyName)?.displayName ||
    definition.name;
  const choices = object.properties
    .filter(isFilterable)
    .sort((left, right) => left.displayName.localeCompare(right.displayName));

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a border and legend to a row of chips
    <div className="qf-bar customizing" role="group" aria-label={t('customize.filterBar')}>
      {filters.map((definition, index) => (
        <button
          key={definition.name}
          type="button"
          className="qf-chip customize-chip"
          title={t('customize.filterTitle', { name: labelOf(definition) })}
          onClick={() => setOpen(definition.name)}
          {...reorderDrag(dragType, index, (from, to) =>
            edit((current) => moveQuickFilter(current, from, to)),
          )}
        >
          <GripVertical size={14} aria-hidden="true" />
          <span>{labelOf(definition)}</span>
        </button>
      ))}
      <button type="button" className="qf-chip qf-add" onClick={() => setAdding(true)}>
        <Plus size={14} aria-hidden="true" />
        <span>{t('customize.addFilter')}</span>
      </button>
      {opened && (
        <QuickFilterSettingsDialog
          name={labelOf(opened)}
          definition={opened}
          index={openIndex}
          count={filters.length}
          onClose={() => setOpen(null)}
          onApply={(change) => {
            edit((current) => updateQuickFilter(current, opened.name, change));
            setOpen(null);
          }}
          onMove={(to) => {
            edit((current) => moveQuickFilter(current, openIndex, to));
            setOpen(null);
          }}
          onRemove={() => {
            edit((current) => removeQuickFilter(current, opened.name));
            setOpen(null);
          }}
        />
      )}
      {adding && (
        <PropertyPickerDialog
          object={object}
          choices={choices}
          title={t('customize.addFilter')}
          okLabel={t('filters.add')}
          onClose={() => setAdding(false)}
          onPick={(property) => {
            edit((current) => addQuickFilter(current, property));
            setAdding(false);
          }}
        />
      )}
    </div>
  );
}
