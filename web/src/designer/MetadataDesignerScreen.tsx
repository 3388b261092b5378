import { baseColumnNames } from '@strata/api/contract/logical-name';
import { isSystemObject } from '@strata/api/contract/system-objects';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useShell } from '../context/shell-context';
import type { PropertyMeta } from '../metadata/object-metadata';
import { TitleBar } from '../ui/TitleBar';
import { ArchivesDialog } from './ArchivesDialog';
import { DeleteDialog } from './DeleteDialog';
import { deleteEntity, deleteField } from './designer-api';
import { EntityDialog } from './EntityDialog';
import { FieldDialog } from './FieldDialog';
import { FieldTable } from './FieldTable';
import '../styles/designer.css';
// the entity filter is a field-input: styled even when no form was opened before the designer
import '../styles/fields.css';

type Open =
  | { kind: 'entity' }
  | { kind: 'archives' }
  | { kind: 'field'; field?: PropertyMeta }
  | { kind: 'deleteField'; field: PropertyMeta }
  | { kind: 'deleteEntity' };

/**
 * /{appid}/customizemetadata: the metadata designer (issue 18 item 3). Entities on the left
 * (system ones marked and protected), the chosen entity's own fields on the right; every change
 * is previewed as the server's plan before it is applied.
 */
export default function MetadataDesignerScreen() {
  const { t } = useTranslation('designer');
  const { context } = useShell();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<Open>();
  const objects = useMemo(
    () => [...context.objects].sort((a, b) => a.displayName.localeCompare(b.displayName)),
    [context.objects],
  );
  const selectedName =
    params.get('entity') ?? objects.find((o) => !isSystemObject(o.logicalName))?.logicalName;
  const selected = selectedName ? context.metaDict[selectedName] : undefined;
  const fields = (selected?.properties ?? []).filter(
    (property) => !(baseColumnNames as readonly string[]).includes(property.logicalName),
  );
  const system = selected ? isSystemObject(selected.logicalName) : false;
  const select = (name: string) => setParams({ entity: name }, { replace: true });
  const shown = objects.filter((o) =>
    `${o.displayName} ${o.logicalName}`.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  const removeField = useMemo(
    () =>
      open?.kind === 'deleteField' && selected
        ? deleteField(selected.logicalName, open.field.logicalName)
        : undefined,
    [open, selected],
  );
  const removeEntity = useMemo(
    () => (open?.kind === 'deleteEntity' && selected ? deleteEntity(selected.logicalName) : undefined),
    [open, selected],
  );
  const close = () => setOpen(undefined);

  return (
    <div className="designer-screen">
      <TitleBar
        title={t('title')}
        commands={[
          {
            name: 'newEntity',
            label: t('entity.new'),
            showLabel: true,
            onSelect: () => setOpen({ kind: 'entity' }),
          },
          {
            name: 'archives',
            label: t('archives.open'),
            showLabel: true,
            onSelect: () => setOpen({ kind: 'archives' }),
          },
          ...(selected
            ? [
                {
                  name: 'newField',
                  label: t('field.add'),
                  showLabel: true,
                  onSelect: () => setOpen({ kind: 'field' }),
                },
                ...(system
                  ? []
                  : [
                      {
                        name: 'deleteEntity',
                        label: t('entity.delete'),
                        showLabel: true,
                        onSelect: () => setOpen({ kind: 'deleteEntity' as const }),
                      },
                    ]),
              ]
            : []),
        ]}
      />
      <div className="designer-body">
        <nav className="designer-entities" aria-label={t('entity.list')}>
          <input
            type="search"
            className="field-input"
            placeholder={t('entity.filter')}
            aria-label={t('entity.filter')}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
          <ul>
            {shown.map((object) => (
              <li key={object.logicalName}>
                <button
                  type="button"
                  className={`designer-entity ${object.logicalName === selectedName ? 'selected' : ''}`}
                  aria-current={object.logicalName === selectedName ? 'true' : undefined}
                  onClick={() => select(object.logicalName)}
                >
                  <span>{object.displayName}</span>
                  <code>{object.logicalName}</code>
                  {isSystemObject(object.logicalName) && (
                    <span className="designer-badge">{t('entity.system')}</span>
                  )}
                  {object.type === 'many' && <span className="designer-badge">{t('entity.link')}</span>}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section className="designer-fields" aria-label={selected?.displayName ?? t('entity.none')}>
          {selected ? (
            <>
              <h2>
                {selected.displayName} <code>{selected.logicalName}</code>
              </h2>
              {system && <p className="designer-muted">{t('entity.protected')}</p>}
              <FieldTable
                fields={fields}
                protectedObject={system}
                onEdit={(field) => setOpen({ kind: 'field', field })}
                onDelete={(field) => setOpen({ kind: 'deleteField', field })}
              />
            </>
          ) : (
            <p className="empty-state">{t('entity.none')}</p>
          )}
        </section>
      </div>
      {open?.kind === 'archives' && <ArchivesDialog onClose={close} />}
      {open?.kind === 'entity' && (
        <EntityDialog
          onClose={close}
          onCreated={(name) => {
            close();
            select(name);
          }}
        />
      )}
      {open?.kind === 'field' && selected && (
        <FieldDialog
          object={selected}
          {...(open.field ? { field: open.field } : {})}
          ownNames={selected.properties.map((property) => property.logicalName)}
          onClose={close}
          onDone={close}
        />
      )}
      {removeField && open?.kind === 'deleteField' && (
        <DeleteDialog name={open.field.logicalName} run={removeField} onClose={close} onDeleted={close} />
      )}
      {removeEntity && selected && (
        <DeleteDialog
          name={selected.logicalName}
          run={removeEntity}
          onClose={close}
          onDeleted={() => {
            close();
            setParams({}, { replace: true });
          }}
        />
      )}
    </div>
  );
}
