import type { FetchCondition, FetchFilter } from '@strata/api/contract/query';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObjectMeta } from '../../../metadata/object-metadata';
import { sameOption } from '../filter-options';
import { operatorLabel } from './labels';
import { propertyOptions, valueKind } from './operators';
import { likeShape } from './values';

function describeValue(value: unknown, labels: { value: unknown; label: string }[]): string {
  const one = (item: unknown) => {
    const option = labels.find((candidate) => sameOption(candidate.value, item));
    if (option) return option.label;
    return typeof item === 'string' ? `"${item}"` : JSON.stringify(item);
  };
  return Array.isArray(value) ? value.map(one).join(', ') : one(value);
}

/** "Relationship Type equals Partner", "Account Name contains "acme"", with the entity's names. */
function describe(condition: FetchCondition, object: ObjectMeta, t: TFunction<'lists'>): string {
  const property = condition.entityName
    ? undefined
    : object.properties.find((item) => item.logicalName === condition.attribute);
  const name =
    property?.displayName ??
    (condition.entityName ? `${condition.entityName}.${condition.attribute}` : condition.attribute);
  const kind = property && valueKind(property);
  if (condition.operator === 'like' && typeof condition.value === 'string') {
    const shape = likeShape(condition.value);
    return `${name} ${operatorLabel(t, shape.operator, kind)} "${shape.text}"`;
  }
  const operator = operatorLabel(t, condition.operator, kind);
  if (condition.value === undefined || condition.value === null) return `${name} ${operator}`;
  const labels = property ? propertyOptions(property, { yes: t('yes'), no: t('no') }) : [];
  return `${name} ${operator} ${describeValue(condition.value, labels)}`;
}

function ReadOnlyGroup({ filter, object }: { filter: FetchFilter; object: ObjectMeta }) {
  const { t } = useTranslation('lists');
  return (
    <div className="af-readonly-group">
      <span className="af-readonly-type">
        {filter.type === 'or' ? t('advancedFind.anyOf') : t('advancedFind.allOf')}
      </span>
      <ul>
        {(filter.conditions ?? []).map((condition, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a static read-only listing
          <li key={`c${index}`}>{describe(condition, object, t)}</li>
        ))}
        {(filter.filters ?? []).map((child, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a static read-only listing
          <li key={`f${index}`}>
            <ReadOnlyGroup filter={child} object={object} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * What the list filters by before Advanced Find: the view's own filter and the active quick
 * filters, read-only, so the user sees what their conditions are added to.
 */
export function AppliedConditions({
  filter,
  object,
}: {
  filter: FetchFilter | undefined;
  object: ObjectMeta;
}) {
  const { t } = useTranslation('lists');
  const headingId = useId();
  const empty = !filter || (!filter.conditions?.length && !filter.filters?.length);
  return (
    <section className="af-applied" aria-labelledby={headingId}>
      <h3 id={headingId} className="af-heading">
        {t('advancedFind.alreadyApplied')}
      </h3>
      {empty ? (
        <p className="muted af-note">{t('advancedFind.nothingApplied')}</p>
      ) : (
        <ReadOnlyGroup filter={filter} object={object} />
      )}
    </section>
  );
}
