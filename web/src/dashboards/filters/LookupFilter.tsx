import type { FetchFilter } from '@strata/api/contract/query';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useShell } from '../../context/shell-context';
import { retrieveMultiple } from '../../data/data-api';
import type { PropertyMeta } from '../../metadata/object-metadata';
import { canDo } from '../../session/permissions';
import { CheckList } from './CheckList';
import type { FilterChoice } from './filter-conditions';

/** A lookup filter offers this many records of the target at most, by name. */
export const lookupFilterLimit = 50;

type Props = {
  label: string;
  property: PropertyMeta;
  choice: FilterChoice;
  onChange: (choice: FilterChoice | undefined) => void;
  /** narrows the target records offered (e.g. active users only) */
  extraFetch: FetchFilter | undefined;
};

/**
 * Lookup checkboxes: the target's records, names fetched with the user's rights. A target the
 * user cannot read offers nothing, so the filter is left out.
 */
export function LookupFilter({ label, property, choice, onChange, extraFetch }: Props) {
  const { t } = useTranslation('dashboards');
  const { context } = useShell();
  const target = property.targets?.[0];
  const readable = Boolean(target && canDo(context.permDict, target, 'read'));
  const { data, error } = useSWR(
    readable ? (['dashboard-lookup', target, JSON.stringify(extraFetch ?? null)] as const) : null,
    () =>
      retrieveMultiple<{ id: string; name: string | null }>({
        entity: {
          name: target as string,
          attributes: [{ attribute: 'id' }, { attribute: 'name' }],
          orders: [{ attribute: 'name' }],
          ...(extraFetch ? { filter: extraFetch } : {}),
        },
        pageSize: lookupFilterLimit,
      }),
  );
  if (!readable) return null;
  if (error && !data) {
    return (
      <p className="dashboard-filter is-missing" role="alert">
        {t('filterFailed', { label })}
      </p>
    );
  }
  const options = (data ?? []).map((row) => ({ value: row.id, label: row.name || t('noName') }));
  return <CheckList label={label} options={options} choice={choice} onChange={onChange} busy={!data} />;
}
