import { localizationKeys, localizeViewBody } from '@strata/api/contract/localization-keys';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../api/http';
import { useShell } from '../context/shell-context';
import { canDo } from '../session/permissions';
import { ErrorPanel } from '../ui/ErrorPanel';
import { alertMessage } from '../ui/prompts';
import { Spinner } from '../ui/Spinner';
import { TitleBar } from '../ui/TitleBar';
import { showToast } from '../ui/toasts';
import { useMediaQuery } from '../ui/use-media-query';
import { AddWidgetDialog } from './customize/AddWidgetDialog';
import { addObject, applyStep, removeObject, replaceObject } from './customize/layout-edits';
import { saveDashboard } from './customize/save-dashboard';
import { WidgetJsonDialog } from './customize/WidgetJsonDialog';
import { WidgetTools } from './customize/WidgetTools';
import { DashboardCell } from './DashboardCell';
import { type DashboardBody, type DashboardWidgetObject, isFilterObject } from './dashboard-body';
import { FilterBar } from './filters/FilterBar';
import { type ActiveFilter, filterKind } from './filters/filter-conditions';
import { parseGridArea, readingOrder } from './grid-area';
import { localText } from './local-text';
import { useDashboardView } from './use-dashboard-view';
import { useFilterChoices } from './use-filter-choices';
import '../styles/dashboards.css';

/** Under 700 px the dashboard is one column in reading order (spec 001 section 9). */
const phoneQuery = '(max-width: 699.98px)';

/** /{appid}/dashboard/{name}: a dashboard view (spec 001 sections 2 and 3). */
export default function DashboardScreen() {
  const { name = '' } = useParams();
  const { t } = useTranslation('dashboards');
  const { view, error, reload } = useDashboardView(name);
  if (error && view === undefined) {
    return (
      <section className="screen dashboard-screen">
        <TitleBar title={t('title')} />
        <ErrorPanel title={t('loadFailed')} error={error} onRetry={reload} />
      </section>
    );
  }
  if (view === undefined) {
    return (
      <section className="screen dashboard-screen">
        <Spinner delayMs={300} />
      </section>
    );
  }
  if (view === null || !view.body) {
    return (
      <section className="page-message" role="alert">
        <h1>{t('notFound', { name })}</h1>
      </section>
    );
  }
  // a new version of the view (saved here or elsewhere) starts customise mode afresh
  return <Dashboard key={`${view.id}:${view.versionnumber}`} view={{ ...view, body: view.body }} />;
}

type Props = {
  view: { id: string; name: string; label: string; versionnumber: number; body: DashboardBody };
};

function Dashboard({ view }: Props) {
  const { t, i18n } = useTranslation('dashboards');
  const { appId = '!' } = useParams();
  const { context } = useShell();
  const phone = useMediaQuery(phoneQuery);
  const { choices, change, clear } = useFilterChoices(view.name);
  const [draft, setDraft] = useState<DashboardBody | null>(null);
  const [dialog, setDialog] = useState<{ kind: 'add' } | { kind: 'json'; index: number } | null>(null);
  const [saving, setSaving] = useState(false);
  // labels in the user's language (inu_localize); customise mode edits the body as stored
  const texts = context.texts;
  const localized = useMemo(
    () => localizeViewBody({ name: view.name, kind: 'dashboard' }, view.body, texts),
    [view.name, view.body, texts],
  );
  const title = texts[localizationKeys.dashboard(view.name)] || view.label;
  const body = draft ?? localized;
  const language = i18n.resolvedLanguage ?? i18n.language;

  const filterObjects = useMemo(() => body.objects.filter(isFilterObject), [body.objects]);
  const activeFilters = useMemo<ActiveFilter[]>(
    () =>
      filterObjects.flatMap((filter) => {
        const property = context.metaDict[filter.objectName]?.properties.find(
          (p) => p.logicalName === filter.field,
        );
        const kind = filterKind(property);
        return kind ? [{ field: filter.field, kind }] : [];
      }),
    [filterObjects, context.metaDict],
  );
  const widgets = useMemo(() => {
    const indexed = body.objects
      .map((object, index) => ({ object, index }))
      .filter(
        (item): item is { object: DashboardWidgetObject; index: number } => !isFilterObject(item.object),
      );
    return phone ? readingOrder(indexed, (item) => parseGridArea(item.object.gridArea)) : indexed;
  }, [body.objects, phone]);

  const canCustomize = canDo(context.permDict, 'inu_view', 'update') && !phone;
  const save = async () => {
    if (!draft) return;
    setSaving(true);
    try {
      await saveDashboard(view, draft);
      showToast(t('customize.saved'));
      setDraft(null);
    } catch (error) {
      await alertMessage(
        t('customize.saveFailed'),
        error instanceof ApiError || error instanceof Error ? error.message : String(error),
      );
    } finally {
      setSaving(false);
    }
  };
  const commands = draft
    ? [
        {
          name: 'add',
          label: t('customize.addWidget'),
          showLabel: true,
          onSelect: () => setDialog({ kind: 'add' }),
        },
        { name: 'cancel', label: t('customize.cancel'), showLabel: true, onSelect: () => setDraft(null) },
        {
          name: 'save',
          label: t('customize.save'),
          showLabel: true,
          disabled: saving,
          onSelect: () => void save(),
        },
      ]
    : canCustomize
      ? [
          {
            name: 'customize',
            label: t('customize.start'),
            showLabel: true,
            onSelect: () => setDraft(view.body),
          },
        ]
      : [];

  const style = phone
    ? undefined
    : {
        gridTemplateColumns: body.gridColumns ?? 'repeat(2, minmax(0, 1fr))',
        gridTemplateRows: body.gridRows,
      };
  const dialogObject = dialog?.kind === 'json' ? body.objects[dialog.index] : undefined;
  return (
    <section className={`screen dashboard-screen ${body.cssClass ?? ''}${draft ? ' is-customizing' : ''}`}>
      <TitleBar title={title} commands={commands} />
      {draft && <p className="dashboard-customize-hint">{t('customize.hint')}</p>}
      <FilterBar filters={filterObjects} choices={choices} onChange={change} onClear={clear} />
      <div className="dashboard-grid" style={style}>
        {widgets.map(({ object, index }) => (
          <DashboardCell
            key={index}
            object={object}
            filters={activeFilters}
            choices={choices}
            appId={appId}
            tools={
              draft ? (
                <WidgetTools
                  title={localText(object.label as Parameters<typeof localText>[0], language) || object.type}
                  onStep={(step) => setDraft((current) => current && applyStep(current, index, step))}
                  onEditJson={() => setDialog({ kind: 'json', index })}
                  onRemove={() => setDraft((current) => current && removeObject(current, index))}
                />
              ) : undefined
            }
          />
        ))}
      </div>
      {dialog?.kind === 'add' && (
        <AddWidgetDialog
          onAdd={(object) => setDraft((current) => current && addObject(current, object))}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'json' && dialogObject && (
        <WidgetJsonDialog
          object={dialogObject}
          onApply={(object) => setDraft((current) => current && replaceObject(current, dialog.index, object))}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
