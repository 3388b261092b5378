import type { FetchQuery } from '@strata/api/contract/query';
import { Download, SlidersHorizontal } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useShell } from '../context/shell-context';
import type { Command } from '../ui/CommandBar';
import { TitleBar } from '../ui/TitleBar';
import { EntityExport, type ExportScreenDialog } from './EntityExport';
import { EntityPicker } from './EntityPicker';
import { parseIds } from './export-query';
import { exportableEntities } from './exportable-entities';
import './export.css';

/**
 * /{appid}/export: Export Records (spec 001 section 2). The entity lives in the URL
 * (?entity=NAME), so the list's Export command and back/forward land on it; ?ids=a,b,c (the
 * list's super-edit Export) preselects records = Selected. A query saved in Setup Query lasts
 * until another entity is chosen.
 */
export default function ExportScreen() {
  const { t, i18n } = useTranslation('export');
  const { context } = useShell();
  const [params, setParams] = useSearchParams();
  const entities = useMemo(
    () => exportableEntities(context.metaDict, context.permDict, i18n.language),
    [context.metaDict, context.permDict, i18n.language],
  );
  const exportable = useMemo(() => new Set(entities.map((entity) => entity.name)), [entities]);
  const requested = params.get('entity') ?? '';
  const entity = exportable.has(requested) ? requested : '';
  const idsParam = params.get('ids');
  const selectedIds = useMemo(() => parseIds(idsParam), [idsParam]);
  const [custom, setCustom] = useState<{ entity: string; query: FetchQuery } | null>(null);
  const [dialog, setDialog] = useState<ExportScreenDialog>(null);

  const pick = useCallback(
    (name: string, query?: FetchQuery) => {
      // the ids of a selection belong to the entity they were selected in
      if (name !== entity) {
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (name) next.set('entity', name);
            else next.delete('entity');
            next.delete('ids');
            return next;
          },
          { replace: true },
        );
      }
      setCustom(query ? { entity: name, query } : null);
    },
    [entity, setParams],
  );

  const commands: Command[] = useMemo(
    () => [
      {
        name: 'setup-query',
        label: t('commands.setupQuery'),
        icon: <SlidersHorizontal size={18} aria-hidden="true" />,
        showLabel: true,
        disabled: !entity,
        onSelect: () => setDialog('setup'),
      },
      {
        name: 'export',
        label: t('commands.export'),
        icon: <Download size={18} aria-hidden="true" />,
        showLabel: true,
        disabled: !entity,
        onSelect: () => setDialog('export'),
      },
    ],
    [t, entity],
  );

  const object = entity ? context.metaDict[entity] : undefined;
  return (
    <section className="screen export-screen">
      <TitleBar title={t('title')} commands={commands} />
      <EntityPicker entities={entities} value={entity} onChange={(name) => pick(name)} />
      {requested && !entity && (
        <p className="form-error" role="alert">
          {t('unknownEntity', { name: requested })}
        </p>
      )}
      {object ? (
        <EntityExport
          key={entity}
          object={object}
          selectedIds={selectedIds}
          customQuery={custom?.entity === entity ? custom.query : undefined}
          exportable={exportable}
          dialog={dialog}
          onCloseDialog={() => setDialog(null)}
          onSaveQuery={(query) => {
            pick(query.entity.name, query);
            setDialog(null);
          }}
          onResetQuery={() => setCustom(null)}
        />
      ) : (
        <p className="empty-state">{entities.length ? t('chooseEntityHint') : t('noEntities')}</p>
      )}
    </section>
  );
}
