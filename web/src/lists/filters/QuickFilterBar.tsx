import type { FetchFilter } from '@strata/api/contract/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuickFilterDefinition } from '../../list-views/quick-filter';
import type { ObjectMeta } from '../../metadata/object-metadata';
import { choose, promptText } from '../../ui/prompts';
import { showToast } from '../../ui/toasts';
import { AddFilterMenu } from './AddFilterMenu';
import { adHocFilter } from './ad-hoc-filter';
import { AdvancedFindChip } from './advanced/AdvancedFindChip';
import { AdvancedFindDialog } from './advanced/AdvancedFindDialog';
import { withoutAdvanced } from './advanced/stored-advanced';
import { filterProperty, missingFilterObject } from './filter-property';
import { PropertyPickerDialog } from './PropertyPickerDialog';
import { QuickFilterChip } from './QuickFilterChip';
import { UserFilterChip } from './UserFilterChip';
import type { FilterState } from './use-filter-state';
import { type UserFilter, useUserFilters } from './user-filters';

type Props = {
  object: ObjectMeta;
  metaDict: Record<string, ObjectMeta | undefined>;
  /** the chips to show: the view's filters the user may use, then the ones they added */
  definitions: readonly QuickFilterDefinition[];
  state: FilterState;
  isActive: (definition: QuickFilterDefinition) => boolean;
  /** the filter the list runs with, Advanced Find's included (its dialog lists the rest) */
  filter: FetchFilter | undefined;
};

/** The quick filter bar above a list (spec 001 sections 2 to 5). */
export function QuickFilterBar({ object, metaDict, definitions, state, isActive, filter }: Props) {
  const { t } = useTranslation('lists');
  const [dialog, setDialog] = useState<'property' | 'advanced' | null>(null);
  const userFilters = useUserFilters(object.logicalName);
  const extraNames = new Set(state.extra.map((item) => item.name));
  const snapshot = (name: string): UserFilter => ({
    name,
    selections: state.selections,
    extra: state.extra,
    ...(state.advanced ? { advanced: state.advanced } : {}),
  });

  const askName = (title: string, value = '') =>
    promptText({ title, label: t('userFilters.name'), value, okLabel: t('ok'), cancelLabel: t('cancel') });

  const addUserFilter = async () => {
    const name = (await askName(t('filters.addUserFilter')))?.trim();
    if (!name) return;
    userFilters.save(snapshot(name));
    showToast(t('userFilters.saved', { name }));
  };
  const rename = async (userFilter: UserFilter) => {
    const name = (await askName(t('userFilters.rename'), userFilter.name))?.trim();
    if (name && name !== userFilter.name) userFilters.rename(userFilter.name, name);
  };
  const remove = async (userFilter: UserFilter) => {
    const sure = await choose({
      title: t('userFilters.delete'),
      message: t('userFilters.askDelete', { name: userFilter.name }),
      buttons: [
        { label: t('cancel'), value: false },
        { label: t('userFilters.delete'), value: true, primary: true },
      ],
      cancelValue: false,
    });
    if (sure) userFilters.remove(userFilter.name);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a border and legend to a row of chips
    <div className="qf-bar" role="group" aria-label={t('filters.bar')}>
      {definitions.map((definition) => (
        <QuickFilterChip
          key={definition.name}
          definition={definition}
          property={filterProperty(definition, object, metaDict)}
          objectMissing={missingFilterObject(definition, metaDict)}
          selection={state.selections[definition.name]}
          active={isActive(definition)}
          onChange={state.setSelection}
          onRemove={extraNames.has(definition.name) ? state.removeFilter : undefined}
        />
      ))}
      {userFilters.filters.map((userFilter) => (
        <UserFilterChip
          key={userFilter.name}
          filter={userFilter}
          onApply={(chosen) =>
            state.replace({
              selections: chosen.selections,
              extra: chosen.extra,
              ...(chosen.advanced ? { advanced: chosen.advanced } : {}),
            })
          }
          onUpdate={(chosen) => {
            userFilters.save(snapshot(chosen.name));
            showToast(t('userFilters.saved', { name: chosen.name }));
          }}
          onRename={rename}
          onDelete={remove}
        />
      ))}
      {state.advanced && (
        <AdvancedFindChip
          filter={state.advanced}
          onOpen={() => setDialog('advanced')}
          onRemove={() => state.setAdvanced(undefined)}
        />
      )}
      <AddFilterMenu
        onChooseProperty={() => setDialog('property')}
        onAdvancedFind={() => setDialog('advanced')}
        onAddUserFilter={addUserFilter}
      />
      {dialog === 'property' && (
        <PropertyPickerDialog
          object={object}
          onClose={() => setDialog(null)}
          onPick={(property) => {
            state.addFilter(adHocFilter(property));
            setDialog(null);
          }}
        />
      )}
      {dialog === 'advanced' && (
        <AdvancedFindDialog
          object={object}
          baseFilter={withoutAdvanced(filter, state.advanced)}
          advanced={state.advanced}
          onApply={(advanced) => {
            state.setAdvanced(advanced);
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
