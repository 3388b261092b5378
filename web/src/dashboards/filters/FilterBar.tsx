import type { FetchFilter } from '@strata/api/contract/query';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../context/shell-context';
import type { ObjectMeta, PropertyMeta } from '../../metadata/object-metadata';
import type { DashboardFilterObject } from '../dashboard-body';
import { localText } from '../local-text';
import { widgetAccess } from '../widget-access';
import { DateRangeFilter } from './DateRangeFilter';
import { type FilterChoice, type FilterChoices, filterKind } from './filter-conditions';
import { LookupFilter } from './LookupFilter';
import { OptionsFilter } from './OptionsFilter';

type Props = {
  filters: readonly DashboardFilterObject[];
  choices: FilterChoices;
  onChange: (field: string, choice: FilterChoice | undefined) => void;
  onClear: () => void;
};

/** The dashboard's filters above its widgets; a filter on an unreadable entity is left out. */
export function FilterBar({ filters, choices, onChange, onClear }: Props) {
  const { t, i18n } = useTranslation('dashboards');
  const { context } = useShell();
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (filters.length === 0) return null;
  const active = Object.values(choices).some((choice) => choice.values?.length || choice.from || choice.to);
  return (
    <section className="dashboard-filters" aria-label={t('filters')}>
      {filters.map((filter) => {
        const key = `${filter.objectName}.${filter.field}`;
        const access = widgetAccess(filter.objectName, context.permDict, context.metaDict);
        if (access === 'hidden') return null;
        if (access === 'missing') {
          return (
            <p key={key} className="dashboard-filter is-missing" role="alert">
              {t('objectNotFound', { name: filter.objectName })}
            </p>
          );
        }
        const meta = context.metaDict[filter.objectName] as ObjectMeta;
        const property = meta.properties.find((item) => item.logicalName === filter.field);
        const kind = filterKind(property);
        if (!property || !kind) {
          return (
            <p key={key} className="dashboard-filter is-missing" role="alert">
              {t('fieldNotFound', { name: filter.field })}
            </p>
          );
        }
        const label =
          localText(filter.label as Parameters<typeof localText>[0], language) || property.displayName;
        const choice = choices[filter.field] ?? {};
        const change = (next: FilterChoice | undefined) => onChange(filter.field, next);
        const common = { label, property: property as PropertyMeta, choice, onChange: change };
        if (kind === 'daterange') return <DateRangeFilter key={key} {...common} />;
        if (kind === 'lookup')
          return (
            <LookupFilter key={key} {...common} extraFetch={filter.extraFetch as FetchFilter | undefined} />
          );
        return <OptionsFilter key={key} {...common} />;
      })}
      {active && (
        <button type="button" className="button link dashboard-filters-clear" onClick={onClear}>
          {t('clearFilters')}
        </button>
      )}
    </section>
  );
}
