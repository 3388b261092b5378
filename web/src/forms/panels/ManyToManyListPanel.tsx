import type { PanelDefinition } from '@strata/api/contract/views';
import { Check, Inbox, ListChecks } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useShell } from '../../context/shell-context';
import { executeMultiple } from '../../data/data-api';
import { listPageSize } from '../../data/page-math';
import { useFormContext } from '../../form-context/form-context';
import {
  isLinked,
  linkOperations,
  linksModified,
  noLinkChanges,
  toggleLink,
} from '../../form-context/link-changes';
import { linkSides } from '../../form-context/link-sides';
import { entityInSentence } from '../../i18n/entity-in-sentence';
import { useObjectMeta } from '../../metadata/object-metadata';
import { useRecordsChanged } from '../../panels/panel-api';
import { canDo } from '../../session/permissions';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { alertMessage } from '../../ui/prompts';
import { Spinner } from '../../ui/Spinner';
import { ItemSearch } from '../many-to-many/ItemSearch';
import { type ItemChoice, useItemChoices } from '../many-to-many/use-item-choices';
import { useLinkedRows } from '../many-to-many/use-linked-rows';
import { useReloadAfterSave } from '../many-to-many/use-reload-after-save';
import { PagingFooter } from './PagingFooter';
import { PanelLabel } from './PanelLabel';

/**
 * An AssociatedList over a many-to-many link entity (spec 002 sections 2 and 4): the records
 * linked to this one, 50 a page; Manage (needs create on the link entity, spec 002 section 6)
 * lists the other side's records with a check, 50 a page by name with a search once there are
 * more. The toggles are the form's (use-link-edits.ts): they outlive a tab switch, make the form
 * dirty and a Save writes them; leaving manage mode writes them at once, in one executemultiple
 * call (one transaction).
 */
export function ManyToManyListPanel({ panel, showLabel }: { panel: PanelDefinition; showLabel: boolean }) {
  const { t, i18n } = useTranslation('forms');
  const { appId = '!' } = useParams();
  const { context } = useShell();
  const { entity, recordId, links, setLinks } = useFormContext();
  const link = useObjectMeta(typeof panel.objectName === 'string' ? panel.objectName : '');
  const sides = useMemo(() => linkSides(link, entity), [link, entity]);
  const item = useObjectMeta(sides?.itemObject ?? '');
  const state = sides ? links[sides.linkObject] : undefined;
  // toggles left pending when the tab was left come back in manage mode, where they show
  const [managing, setManaging] = useState(() => linksModified(state));
  const [saving, setSaving] = useState(false);
  const [search, setSearch] = useState('');
  const linked = useLinkedRows(sides, recordId);
  const choices = useItemChoices({ sides, recordId, search, enabled: managing });
  const reload = () => {
    linked.reload();
    choices.reload();
  };
  useRecordsChanged(sides?.linkObject ?? '', reload);
  useReloadAfterSave(state, reload);

  if (!sides) return <p className="panel-message">{t('associatedNotConfigured', { name: panel.name })}</p>;
  // spec 002 section 6: the manage command needs the link entity at level 0 (create), nothing more
  const canManage = canDo(context.permDict, sides.linkObject, 'create');
  const plural = item?.displayNamePlural || item?.displayName || sides.itemObject;
  const leave = async () => {
    if (!recordId) return;
    if (state && linksModified(state)) {
      setSaving(true);
      try {
        await executeMultiple(linkOperations(state, recordId));
      } catch (error) {
        await alertMessage(t('saveFailed'), error instanceof Error ? error.message : String(error));
        setSaving(false);
        return;
      }
      setSaving(false);
    }
    // written: the entry leaves the form, which reloads the lists (useReloadAfterSave)
    setLinks(sides.linkObject, () => undefined);
    setManaging(false);
    setSearch('');
  };
  const toggle = (choice: ItemChoice) => {
    if (choice.stored === undefined) return;
    const stored = choice.stored;
    setLinks(sides.linkObject, (current) => toggleLink(current ?? noLinkChanges(sides), choice.id, stored));
  };
  const error = linked.error ?? (managing ? choices.error : undefined);
  return (
    <section className="associated-list many-to-many-list" aria-label={panel.label ?? panel.name}>
      <header>
        {showLabel && (
          <h2>
            <PanelLabel panel={panel} />
          </h2>
        )}
        {recordId && canManage && !linked.initial && (
          <button
            type="button"
            className="command"
            aria-pressed={managing}
            disabled={saving}
            onClick={() => (managing ? void leave() : setManaging(true))}
          >
            <ListChecks size={16} aria-hidden="true" /> {managing ? t('manageDone') : t('manage')}
          </button>
        )}
      </header>
      {!recordId ? (
        <p className="panel-message">{t('saveToAdd')}</p>
      ) : error ? (
        <ErrorPanel title={t('loadFailed')} error={error} />
      ) : linked.initial || (managing && choices.initial) ? (
        <Spinner />
      ) : managing ? (
        <>
          {(search !== '' || (choices.total ?? 0) > listPageSize) && (
            <ItemSearch value={search} onChange={setSearch} entity={plural} />
          )}
          {search !== '' && choices.items.length === 0 && !choices.loading && (
            <p className="panel-message">{t('manyToMany.noMatch', { text: search })}</p>
          )}
          <ul className="many-to-many-manage" aria-busy={saving}>
            {choices.items.map((choice) => {
              const checked = isLinked(state, choice.id, choice.stored ?? null);
              const name = choice.name || t('MsgUnknownItem', { ns: 'common' });
              return (
                <li key={choice.id}>
                  <button
                    type="button"
                    className="command many-to-many-check"
                    aria-pressed={checked}
                    aria-label={t('linkItem', { name })}
                    // whether it is linked is asked for each page as it loads
                    disabled={saving || choice.stored === undefined}
                    onClick={() => toggle(choice)}
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
          <PagingFooter
            shown={choices.items.length}
            total={choices.total}
            hasMore={choices.hasMore}
            loading={choices.loading}
            onMore={choices.loadMore}
          />
        </>
      ) : linked.rows.length === 0 ? (
        <EmptyState
          icon={Inbox}
          compact
          // the panel's own emptyMessage (spec 000 section 3) wins over the generic sentence
          message={
            typeof panel.emptyMessage === 'string'
              ? panel.emptyMessage
              : t('relatedEmpty', { entity: entityInSentence(plural, i18n.language) })
          }
          // Add links records here the way Manage does
          actions={canManage ? [{ label: t('addRelated'), onSelect: () => setManaging(true) }] : []}
        />
      ) : (
        <>
          <ul className="many-to-many-linked">
            {linked.rows.map((row) => (
              <li key={row.id}>
                <Link to={`/${appId}/edit/${sides.itemObject}/${row.itemId}`}>
                  {row.label || t('MsgUnknownItem', { ns: 'common' })}
                </Link>
              </li>
            ))}
          </ul>
          <PagingFooter
            shown={linked.rows.length}
            total={linked.total}
            hasMore={linked.hasMore}
            loading={linked.loading}
            onMore={linked.loadMore}
          />
        </>
      )}
    </section>
  );
}
