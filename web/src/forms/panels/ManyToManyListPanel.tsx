import type { PanelDefinition } from '@strata/api/contract/views';
import { Check, Inbox, ListChecks } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import useSWR from 'swr';
import { executeMultiple, isLookupValue, retrieveMultiple } from '../../api/data-api';
import { entityInSentence } from '../../i18n/entity-in-sentence';
import { useObjectMeta } from '../../metadata/object-metadata';
import { useObjectChanged } from '../../session/live-changes';
import { canDo } from '../../session/permissions';
import { useShell } from '../../shell/shell-context';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { alertMessage } from '../../ui/prompts';
import { Spinner } from '../../ui/Spinner';
import { useFormContext } from '../form-context';
import { type LinkRow, linkOperations, linksModified } from '../many-to-many/link-changes';
import { linkSides } from '../many-to-many/link-sides';
import { PanelLabel } from './PanelLabel';

const maxItems = 500;

type Linked = LinkRow & { label: string };

/**
 * An AssociatedList over a many-to-many link entity (spec 002 sections 2 and 4): the records
 * linked to this one; Manage (needs create on the link entity, spec 002 section 6) lists every
 * record of the other side with a check; leaving manage mode creates and deletes link rows to
 * match, in one executemultiple call (one transaction).
 */
export function ManyToManyListPanel({ panel, showLabel }: { panel: PanelDefinition; showLabel: boolean }) {
  const { t, i18n } = useTranslation('forms');
  const { appId = '!' } = useParams();
  const { context } = useShell();
  const { entity, recordId } = useFormContext();
  const link = useObjectMeta(typeof panel.objectName === 'string' ? panel.objectName : '');
  const sides = linkSides(link, entity);
  const item = useObjectMeta(sides?.itemObject ?? '');
  const [selected, setSelected] = useState<ReadonlySet<string> | null>(null);
  const [saving, setSaving] = useState(false);
  const linked = useSWR(sides && recordId ? ['m2m-list', sides.linkObject, recordId] : null, async () => {
    if (!sides || !recordId) return [];
    const rows = await retrieveMultiple({
      entity: {
        name: sides.linkObject,
        attributes: [{ attribute: 'id' }, { attribute: 'versionnumber' }, { attribute: sides.itemField }],
        filter: { conditions: [{ attribute: sides.ownField, operator: 'eq', value: recordId }] },
      },
      pageSize: maxItems,
    });
    return rows.flatMap((row): Linked[] => {
      const item = row[sides.itemField];
      if (!isLookupValue(item)) return [];
      return [
        {
          id: String(row.id),
          versionnumber: Number(row.versionnumber),
          itemId: item.id,
          label: item.label || t('MsgUnknownItem', { ns: 'common' }),
        },
      ];
    });
  });
  useObjectChanged(sides?.linkObject ?? '', () => void linked.mutate());
  const managing = selected !== null;
  const items = useSWR(managing && sides ? ['m2m-items', sides.itemObject] : null, () =>
    retrieveMultiple<{ id: string; name: string | null }>({
      entity: {
        name: sides?.itemObject ?? '',
        attributes: [{ attribute: 'id' }, { attribute: 'name' }],
        orders: [{ attribute: 'name' }],
      },
      pageSize: maxItems,
    }),
  );

  if (!sides) return <p className="panel-message">{t('associatedNotConfigured', { name: panel.name })}</p>;
  // spec 002 section 6: the manage command needs the link entity at level 0 (create), nothing more
  const canManage = canDo(context.permDict, sides.linkObject, 'create');
  const leave = async () => {
    if (!selected || !recordId || !linked.data) return;
    const state = { ...sides, loaded: linked.data, selected };
    if (linksModified(state)) {
      setSaving(true);
      try {
        await executeMultiple(linkOperations(state, recordId));
        await linked.mutate();
      } catch (error) {
        await alertMessage(t('saveFailed'), error instanceof Error ? error.message : String(error));
        setSaving(false);
        return;
      }
      setSaving(false);
    }
    setSelected(null);
  };
  const startManaging = () => setSelected(new Set(linked.data?.map((row) => row.itemId)));
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current ?? []);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <section className="associated-list many-to-many-list" aria-label={panel.label ?? panel.name}>
      <header>
        {showLabel && (
          <h2>
            <PanelLabel panel={panel} />
          </h2>
        )}
        {recordId && canManage && linked.data && (
          <button
            type="button"
            className="command"
            aria-pressed={managing}
            disabled={saving}
            onClick={() => (managing ? void leave() : startManaging())}
          >
            <ListChecks size={16} aria-hidden="true" /> {managing ? t('manageDone') : t('manage')}
          </button>
        )}
      </header>
      {!recordId ? (
        <p className="panel-message">{t('saveToAdd')}</p>
      ) : linked.error || items.error ? (
        <ErrorPanel title={t('loadFailed')} error={linked.error ?? items.error} />
      ) : !linked.data || (managing && !items.data) ? (
        <Spinner />
      ) : managing ? (
        <ul className="many-to-many-manage" aria-busy={saving}>
          {(items.data ?? []).map((item) => {
            const checked = selected.has(item.id);
            const name = item.name || t('MsgUnknownItem', { ns: 'common' });
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className="command many-to-many-check"
                  aria-pressed={checked}
                  aria-label={t('linkItem', { name })}
                  onClick={() => toggle(item.id)}
                >
                  <Check
                    size={16}
                    aria-hidden="true"
                    style={{ visibility: checked ? 'visible' : 'hidden' }}
                  />
                </button>
                <span>{name}</span>
              </li>
            );
          })}
        </ul>
      ) : linked.data.length === 0 ? (
        <EmptyState
          icon={Inbox}
          compact
          // the panel's own emptyMessage (spec 000 section 3) wins over the generic sentence
          message={
            typeof panel.emptyMessage === 'string'
              ? panel.emptyMessage
              : t('relatedEmpty', {
                  entity: entityInSentence(
                    item?.displayNamePlural || item?.displayName || sides.itemObject,
                    i18n.language,
                  ),
                })
          }
          // Add links records here the way Manage does
          actions={canManage ? [{ label: t('addRelated'), onSelect: startManaging }] : []}
        />
      ) : (
        <ul className="many-to-many-linked">
          {linked.data.map((row) => (
            <li key={row.id}>
              <Link to={`/${appId}/edit/${sides.itemObject}/${row.itemId}`}>{row.label}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
