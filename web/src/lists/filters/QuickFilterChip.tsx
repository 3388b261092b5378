import { X } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { customFilterComponent } from '../../list-views/custom-filters';
import type { FilterSelection, QuickFilterDefinition } from '../../list-views/quick-filter';
import type { PropertyMeta } from '../../metadata/object-metadata';
import { MetadataIcon } from '../../ui/icons';
import { clearedSelection } from './clear-filters';
import { DateEditor } from './editors/DateEditor';
import { LookupEditor } from './editors/LookupEditor';
import { OptionsEditor } from './editors/OptionsEditor';
import { OwnerEditor } from './editors/OwnerEditor';
import { RangeEditor } from './editors/RangeEditor';
import { TextEditor } from './editors/TextEditor';
import { FilterPopover } from './FilterPopover';
import type { FilterOption } from './filter-options';
import { filterOptions } from './filter-options';
import { summarizeSelection } from './filter-summary';

type Props = {
  definition: QuickFilterDefinition;
  property: PropertyMeta | undefined;
  /** the object the filter names does not exist (or may not be read) */
  objectMissing: string | undefined;
  selection: FilterSelection | undefined;
  active: boolean;
  onChange: (name: string, selection: FilterSelection | undefined) => void;
  /** present for filters the user added: removes the chip */
  onRemove?: ((name: string) => void) | undefined;
};

/** One quick filter: a chip (blue when it narrows the list, gray when not) and its editor. */
export const QuickFilterChip = memo(function QuickFilterChip({
  definition,
  property,
  objectMissing,
  selection,
  active,
  onChange,
  onRemove,
}: Props) {
  const { t, i18n } = useTranslation('lists');
  const label = definition.label || property?.displayName || definition.name;
  const yesNo = { yes: t('yes'), no: t('no') };
  const options: FilterOption[] =
    definition.type === 'options' ? filterOptions(definition, property, yesNo) : [];
  const change = (next: FilterSelection | undefined) => onChange(definition.name, next);

  if (objectMissing) {
    return (
      <span className="qf-chip error" role="alert">
        {t('filters.objectNotFound', { name: objectMissing })}
      </span>
    );
  }

  const editor = (() => {
    switch (definition.type) {
      case 'options':
        return (
          <OptionsEditor definition={definition} options={options} selection={selection} onChange={change} />
        );
      case 'date':
      case 'daterange':
      case 'day':
      case 'dayrange':
        return <DateEditor definition={definition} selection={selection} onChange={change} />;
      case 'age':
      case 'number':
      case 'numericrange':
        return <RangeEditor definition={definition} selection={selection} onChange={change} />;
      case 'text':
        return <TextEditor definition={definition} selection={selection} onChange={change} />;
      case 'lookup': {
        const target = property?.targets?.[0] ?? definition.objectName;
        return target ? (
          <LookupEditor definition={definition} target={target} selection={selection} onChange={change} />
        ) : (
          <p className="form-error">{t('checkConfiguration')}</p>
        );
      }
      case 'owner':
        return <OwnerEditor selection={selection} onChange={change} />;
      default: {
        const Custom = customFilterComponent(definition.component);
        return Custom ? (
          <Custom definition={definition} selection={selection} onChange={change} />
        ) : (
          <p className="form-error">{t('checkConfiguration')}</p>
        );
      }
    }
  })();

  // a mustSelect filter goes back to its fallback option instead of nothing
  const clear = () => change(clearedSelection(definition, options));

  return (
    <FilterPopover
      label={label}
      icon={definition.icon ? <MetadataIcon name={definition.icon} size={14} /> : undefined}
      summary={summarizeSelection(definition, selection, options, t, i18n.language)}
      active={active}
    >
      {(close) => (
        <>
          {editor}
          <div className="qf-popover-buttons">
            {onRemove && (
              <button type="button" className="button link" onClick={() => onRemove(definition.name)}>
                <X size={14} aria-hidden="true" /> {t('filters.remove')}
              </button>
            )}
            <button type="button" className="button link" onClick={clear}>
              {t('filters.clear')}
            </button>
            <button type="button" className="button" onClick={close}>
              {t('filters.done')}
            </button>
          </div>
        </>
      )}
    </FilterPopover>
  );
});
