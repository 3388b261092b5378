import { ArrowRight, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { retrieveSingleById } from '../data/data-api';
import { formatValue } from '../fields/format-value';
import { useFormatOptions } from '../fields/use-format-options';
import { findProperty, type PropertyMeta, useObjectMeta } from '../metadata/object-metadata';
import type { FeedChange } from './feed-api';
import { TimeLabel } from './TimeLabel';

/** The name of a lookup's record, read with the user's rights (an id alone says nothing). */
function LookupName({ target, id }: { target: string; id: string }) {
  const { data } = useSWR(['feed-lookup-name', target, id], () =>
    retrieveSingleById(target, id, { attributes: ['name'] }),
  );
  return <>{data ? String(data.name ?? '') : '…'}</>;
}

function ChangeValue({ property, value }: { property: PropertyMeta | undefined; value: unknown }) {
  const { t } = useTranslation('feed');
  const format = useFormatOptions();
  if (value === null || value === undefined || value === '')
    return <em className="feed-empty-value">{t('empty')}</em>;
  const target =
    property?.type === 'Lookup' && property.targets?.length === 1 ? property.targets[0] : undefined;
  if (target && typeof value === 'string') return <LookupName target={target} id={value} />;
  if (!property) return <>{String(value)}</>;
  return <>{formatValue(property, value, format)}</>;
}

/** A tracked change from the audit log: "Stage: Develop -> Propose, by Eva, 2 h ago". */
export function ChangeItem({ entity, change }: { entity: string; change: FeedChange }) {
  const { t } = useTranslation('feed');
  const object = useObjectMeta(entity);
  return (
    <li className="feed-item feed-change">
      <span className="feed-avatar feed-avatar-change" aria-hidden="true">
        <History size={16} />
      </span>
      <div className="feed-content">
        <ul className="feed-change-list">
          {change.changes.map((item) => {
            const property = findProperty(object, item.field);
            return (
              <li key={item.field}>
                <span className="feed-field">{property?.displayName ?? item.field}</span>:{' '}
                <ChangeValue property={property} value={item.old} />{' '}
                <ArrowRight size={12} aria-label="->" className="feed-arrow" />{' '}
                <ChangeValue property={property} value={item.new} />
              </li>
            );
          })}
        </ul>
        <div className="feed-meta">
          {change.by.name ? t('changedBy', { name: change.by.name }) : t('changed')} ·{' '}
          <TimeLabel at={change.at} />
        </div>
      </div>
    </li>
  );
}
