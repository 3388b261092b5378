import type { FetchOrder } from '@strata/api/contract/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useShell } from '../../context/shell-context';
import type { ListViewBody } from '../../list-views/list-definition';
import type { ObjectMeta } from '../../metadata/object-metadata';
import { type ViewRecord, viewsKey } from '../../metadata/views';
import { canWritePublicViews } from '../../session/permissions';
import { alertMessage } from '../../ui/prompts';
import { showToast } from '../../ui/toasts';
import { PropertyPickerDialog } from '../filters/PropertyPickerDialog';
import { askDiscardViewEdits } from './ask-discard';
import { SaveViewDialog } from './SaveViewDialog';
import { createListView, saveListView } from './save-list-view';
import type { ListCustomize } from './use-list-customize';
import { addColumn, bodyToSave, columnCandidates } from './view-edits';
import '../../styles/customize.css';

/**
 * The CUSTOMIZE MODE banner of a list: Add column, Save view (into the view shown; the
 * built-in default view has none, so it asks for a new one), Save as new view (public or
 * private), and Cancel, which asks before throwing edits away. The sort the user chose is
 * saved with the view.
 */
export function ListCustomizeBanner({
  object,
  customize,
  view,
  views,
  orders,
  onCreated,
}: {
  object: ObjectMeta;
  customize: ListCustomize;
  view: ViewRecord<ListViewBody> | undefined;
  views: readonly ViewRecord<ListViewBody>[];
  /** the user's sort, when they chose one */
  orders: FetchOrder[] | undefined;
  onCreated: (name: string) => void;
}) {
  const { t } = useTranslation('lists');
  const { mutate } = useSWRConfig();
  const { context } = useShell();
  const [dialog, setDialog] = useState<'column' | 'saveAs' | null>(null);
  const [saving, setSaving] = useState(false);
  const entity = object.logicalName;

  const run = async (work: () => Promise<string | undefined>) => {
    setSaving(true);
    try {
      const created = await work();
      await mutate(viewsKey(entity, 'view'));
      showToast(t('customize.viewSaved'));
      customize.stop();
      setDialog(null);
      if (created) onCreated(created);
    } catch (error) {
      await alertMessage(t('customize.saveFailed'), error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };
  const body = () => bodyToSave(customize.body, orders);
  // a role that may keep private views only saves a shared view as a new private one
  const privateOnly = !canWritePublicViews(context.permDict, 'create');
  const save = () => {
    if (!view || (!view.isprivate && !canWritePublicViews(context.permDict, 'update'))) setDialog('saveAs');
    else
      void run(async () => {
        await saveListView(view, body(), customize.baseVersion);
        return undefined;
      });
  };
  const saveAs = (label: string, isPrivate: boolean) =>
    void run(() =>
      createListView({ entity, label, isPrivate, body: body(), takenNames: views.map((item) => item.name) }),
    );
  const cancel = async () => {
    if (customize.changed && !(await askDiscardViewEdits())) return;
    customize.stop();
  };

  return (
    <div className="customize-banner" role="status">
      <strong>{t('customize.banner')}</strong>
      <span className="customize-hint">{t('customize.hint')}</span>
      <button type="button" className="button" onClick={() => setDialog('column')}>
        {t('customize.addColumn')}
      </button>
      <button type="button" className="button" onClick={() => void cancel()} disabled={saving}>
        {t('cancel')}
      </button>
      <button type="button" className="button" onClick={() => setDialog('saveAs')} disabled={saving}>
        {t('customize.saveAs')}
      </button>
      <button type="button" className="button primary" onClick={save} disabled={saving}>
        {t('customize.saveView')}
      </button>
      {dialog === 'column' && (
        <PropertyPickerDialog
          object={object}
          choices={columnCandidates(customize.body, object.properties)}
          title={t('customize.addColumn')}
          okLabel={t('customize.addColumn')}
          onClose={() => setDialog(null)}
          onPick={(property) => {
            customize.edit((current) => addColumn(current, property));
            setDialog(null);
          }}
        />
      )}
      {dialog === 'saveAs' && (
        <SaveViewDialog
          initialLabel={
            view
              ? t('customize.copyOf', { name: view.label || view.name })
              : (object.displayNamePlural ?? object.displayName)
          }
          saving={saving}
          privateOnly={privateOnly}
          onSave={saveAs}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
