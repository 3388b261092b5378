import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import useSWR from 'swr';
import { isLookupValue, retrieveMultiple } from '../../api/data-api';
import { useObjectMeta } from '../../metadata/object-metadata';
import { canDo } from '../../session/permissions';
import { useShell } from '../../shell/shell-context';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { Spinner } from '../../ui/Spinner';
import { useFormContext } from '../form-context';
import type { FormFieldDefinition } from '../form-definition';
import type { LinkRow } from './link-changes';
import { linkSides } from './link-sides';

const maxItems = 500;

/**
 * A many-to-many relation on a form (spec 000 sections 4 and 6): every record of the other
 * side with a toggle; the link rows are created and deleted when the form saves. Editing needs
 * create on the link object.
 */
export function ManyToManyField({ field }: { field: FormFieldDefinition }) {
  const { t } = useTranslation();
  const { appId = '!' } = useParams();
  const { context } = useShell();
  const { entity, recordId, readOnly, links, setLinks } = useFormContext();
  const link = useObjectMeta(field.name);
  const sides = linkSides(link, entity);
  const itemMeta = useObjectMeta(sides?.itemObject ?? '');
  const labelId = useId();
  const { data, error } = useSWR(sides ? ['many-to-many', field.name, entity, recordId] : null, async () => {
    if (!sides) return null;
    const [items, rows] = await Promise.all([
      retrieveMultiple<{ id: string; name: string | null }>({
        entity: {
          name: sides.itemObject,
          attributes: [{ attribute: 'id' }, { attribute: 'name' }],
          orders: [{ attribute: 'name' }],
        },
        pageSize: maxItems,
      }),
      recordId
        ? retrieveMultiple<Record<string, unknown>>({
            entity: {
              name: sides.linkObject,
              attributes: [
                { attribute: 'id' },
                { attribute: 'versionnumber' },
                { attribute: sides.itemField },
              ],
              filter: { conditions: [{ attribute: sides.ownField, operator: 'eq', value: recordId }] },
            },
            pageSize: maxItems,
          })
        : Promise.resolve([]),
    ]);
    const loaded: LinkRow[] = rows.flatMap((row) => {
      const item = row[sides.itemField];
      const itemId = isLookupValue(item) ? item.id : typeof item === 'string' ? item : null;
      return itemId ? [{ id: String(row.id), versionnumber: Number(row.versionnumber), itemId }] : [];
    });
    return { items, loaded };
  });
  const state = links[field.name];
  useEffect(() => {
    if (data && sides && !state) {
      setLinks(field.name, {
        ...sides,
        loaded: data.loaded,
        selected: new Set(data.loaded.map((row) => row.itemId)),
      });
    }
  }, [data, sides, state, setLinks, field.name]);

  if (!sides)
    return (
      <div className="form-field form-field-error">{t('forms:fieldNotFound', { name: field.name })}</div>
    );
  const label = field.label || itemMeta?.displayNamePlural || link?.displayNamePlural || field.name;
  const editable = !readOnly && canDo(context.permDict, sides.linkObject, 'create');
  return (
    <fieldset className="form-field many-to-many" aria-labelledby={labelId} data-field={field.name}>
      <legend id={labelId}>{label}</legend>
      {error ? (
        <ErrorPanel title={t('forms:loadFailed')} error={error} />
      ) : !data || !state ? (
        <Spinner />
      ) : (
        <ul className="many-to-many-items">
          {data.items.map((item) => {
            const checked = state.selected.has(item.id);
            const name = item.name || t('MsgUnknownItem');
            return (
              <li key={item.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={!editable}
                    onChange={() =>
                      setLinks(field.name, (current) => {
                        const selected = new Set(current.selected);
                        if (checked) selected.delete(item.id);
                        else selected.add(item.id);
                        return { ...current, selected };
                      })
                    }
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
      )}
    </fieldset>
  );
}
