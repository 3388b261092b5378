import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useShell } from '../../context/shell-context';
import { listPageSize } from '../../data/page-math';
import { useFormContext } from '../../form-context/form-context';
import { isLinked, noLinkChanges, toggleLink } from '../../form-context/link-changes';
import { linkSides } from '../../form-context/link-sides';
import { useObjectMeta } from '../../metadata/object-metadata';
import { canDo } from '../../session/permissions';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { Spinner } from '../../ui/Spinner';
import type { FormFieldDefinition } from '../form-definition';
import { PagingFooter } from '../panels/PagingFooter';
import { ItemSearch } from './ItemSearch';
import { type ItemChoice, useItemChoices } from './use-item-choices';
import { useReloadAfterSave } from './use-reload-after-save';

/**
 * A many-to-many relation on a form (spec 000 sections 4 and 6): the records of the other side
 * with a toggle, 50 a page by name with a search once there are more; the link rows are
 * created and deleted when the form saves (the toggles are the form's, use-link-edits.ts).
 * Editing needs create on the link object.
 */
export function ManyToManyField({ field }: { field: FormFieldDefinition }) {
  const { t } = useTranslation();
  const { appId = '!' } = useParams();
  const { context } = useShell();
  const { entity, recordId, readOnly, links, setLinks } = useFormContext();
  const link = useObjectMeta(field.name);
  const sides = useMemo(() => linkSides(link, entity), [link, entity]);
  const itemMeta = useObjectMeta(sides?.itemObject ?? '');
  const labelId = useId();
  const [search, setSearch] = useState('');
  const choices = useItemChoices({ sides, recordId, search, enabled: true });
  const state = links[field.name];
  useReloadAfterSave(state, choices.reload);

  if (!sides)
    return (
      <div className="form-field form-field-error">{t('forms:fieldNotFound', { name: field.name })}</div>
    );
  const plural = itemMeta?.displayNamePlural || itemMeta?.displayName || sides.itemObject;
  const label = field.label || itemMeta?.displayNamePlural || link?.displayNamePlural || field.name;
  const editable = !readOnly && canDo(context.permDict, sides.linkObject, 'create');
  const toggle = (item: ItemChoice) => {
    if (item.stored === undefined) return;
    const stored = item.stored;
    setLinks(field.name, (current) => toggleLink(current ?? noLinkChanges(sides), item.id, stored));
  };
  return (
    <fieldset className="form-field many-to-many" aria-labelledby={labelId} data-field={field.name}>
      <legend id={labelId}>{label}</legend>
      {(search !== '' || (choices.total ?? 0) > listPageSize) && (
        <ItemSearch value={search} onChange={setSearch} entity={plural} />
      )}
      {choices.error ? (
        <ErrorPanel title={t('forms:loadFailed')} error={choices.error} />
      ) : choices.initial ? (
        <Spinner />
      ) : (
        <>
          {search !== '' && choices.items.length === 0 && !choices.loading && (
            <p className="panel-message">{t('forms:manyToMany.noMatch', { text: search })}</p>
          )}
          <ul className="many-to-many-items">
            {choices.items.map((item) => {
              const name = item.name || t('MsgUnknownItem');
              return (
                <li key={item.id}>
                  <label>
                    <input
                      type="checkbox"
                      checked={isLinked(state, item.id, item.stored ?? null)}
                      // whether it is linked is asked for each page as it loads
                      disabled={!editable || item.stored === undefined}
                      onChange={() => toggle(item)}
                    />
                    <span>{name}</span>
                  </label>
                  <Link
                    to={`/${appId}/edit/${sides.itemObject}/${item.id}`}
                    aria-label={t('forms:openItem', { name })}
                  >
                    ↗
                  </Link>
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
      )}
    </fieldset>
  );
}
