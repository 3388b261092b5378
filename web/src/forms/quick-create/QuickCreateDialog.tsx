import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../context/shell-context';
import type { LookupValue, RecordValues } from '../../data/data-api';
import { QuickCreateContext } from '../../fields/lookup/quick-create-context';
import { FormContext, type FormContextValue } from '../../form-context/form-context';
import { createFormEvents } from '../../form-context/form-events';
import { createPendingChanges } from '../../form-context/pending-changes';
import type { ObjectMeta } from '../../metadata/object-metadata';
import { useViews } from '../../metadata/views';
import { Dialog } from '../../ui/Dialog';
import { FormMessages } from '../../ui/FormMessages';
import { Spinner } from '../../ui/Spinner';
import { ctrlShortcut } from '../../ui/shortcut';
import { type FormDefinition, formFields, generatedForm } from '../form-definition';
import { PanelView } from '../panels/PanelView';
import { missingRequired } from '../required-check';
import { saveRecord } from '../save-record';

/** The quick form of an entity: the form view named quick, else main, else a generated one. */
function quickForm(
  object: ObjectMeta,
  views: { name: string; body: FormDefinition | null }[],
): FormDefinition {
  const pick = (name: string) => views.find((view) => view.name === name && view.body?.panel)?.body;
  return pick('quick') ?? pick('main') ?? generatedForm(object);
}

const quickCreateEvents = createFormEvents();
const saveShortcut = ctrlShortcut('S');

/**
 * Creates a record of a lookup's target without leaving the form (spec 000 section 2,
 * quick-create dialog): the target's quick form, prefilled by the lookup's option pairs; Save
 * (or Ctrl+S in the dialog) answers the new record as a lookup value.
 */
export function QuickCreateDialog({
  object,
  init,
  onDone,
}: {
  object: ObjectMeta;
  init: RecordValues;
  onDone: (created: LookupValue | null) => void;
}) {
  const { t } = useTranslation('forms');
  const { context } = useShell();
  const idPrefix = useId();
  const { views } = useViews<FormDefinition>(object.logicalName, 'form');
  const [values, setValues] = useState<RecordValues>(() => ({
    ownerid: { id: context.user.id, name: 'systemuser', label: context.user.name },
    ...init,
  }));
  const [showMissing, setShowMissing] = useState(false);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const definition = useMemo(() => (views ? quickForm(object, views) : null), [object, views]);
  const setValue = useCallback(
    (name: string, value: unknown) => setValues((current) => ({ ...current, [name]: value })),
    [],
  );

  const save = async (): Promise<boolean> => {
    if (!definition) return false;
    const missing = missingRequired(object, formFields(definition.panel), values);
    if (missing.length > 0) {
      setShowMissing(true);
      setError(`${t('common:MsgRequiredFieldEmpty')}\n${missing.map((label) => `- ${label}`).join('\n')}`);
      return false;
    }
    setSaving(true);
    try {
      const id = await saveRecord({ entity: object.logicalName, isNew: true, original: {}, values });
      onDone({ id, name: object.logicalName, label: typeof values.name === 'string' ? values.name : null });
      return true;
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setSaving(false);
      return false;
    }
  };
  // a new record: no panel has work of its own to keep before the first save
  const pending = useMemo(createPendingChanges, []);
  const formContext: FormContextValue = {
    object,
    entity: object.logicalName,
    idPrefix,
    recordId: null,
    values,
    setValue,
    readOnly: saving,
    showMissing,
    links: {},
    setLinks: () => {},
    save,
    runCommand: () => {},
    // quick create shows fields only: no domain panel listens (issue 23)
    events: quickCreateEvents,
    pending,
  };
  return (
    <Dialog
      closeOnOutsideClick={false}
      title={t('quickCreateTitle', { entity: object.displayName })}
      className="quick-create-dialog"
      onClose={() => onDone(null)}
      // Ctrl+S saves the new record, as its Save button does (the form under it has no say)
      shortcuts={{
        s: () => {
          if (!saving) void save();
        },
      }}
    >
      {!definition ? (
        <Spinner />
      ) : (
        <FormContext.Provider value={formContext}>
          {/* one quick-create at a time: lookups inside it open a new tab instead */}
          <QuickCreateContext.Provider value={null}>
            <form
              className="quick-create-form"
              onSubmit={(event) => {
                event.preventDefault();
                void save();
              }}
            >
              <PanelView panel={definition.panel} path={[]} />
              <FormMessages error={error} />
              <div className="dialog-buttons">
                <button type="button" className="button" onClick={() => onDone(null)}>
                  {t('common:ui.cancel')}
                </button>
                {/* told as the title bar's Save tells it: the dialog answers Ctrl+S too */}
                <button
                  type="submit"
                  className="button primary"
                  disabled={saving}
                  title={`${t('common:CmdSave')} (${saveShortcut.keys})`}
                  aria-keyshortcuts={saveShortcut.aria}
                >
                  {t('common:CmdSave')}
                </button>
              </div>
            </form>
          </QuickCreateContext.Provider>
        </FormContext.Provider>
      )}
    </Dialog>
  );
}
