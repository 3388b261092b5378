import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isLookupValue, type RecordValues } from '../api/data-api';
import { ImageGalleryProvider } from '../fields/file';
import type { ObjectMeta } from '../metadata/object-metadata';
import { useViews, type ViewRecord } from '../metadata/views';
import { TitleBar } from '../screens/TitleBar';
import { canDo, hasPermissions } from '../session/permissions';
import { useShell } from '../shell/shell-context';
import { ErrorPanel } from '../ui/ErrorPanel';
import { alertMessage } from '../ui/prompts';
import { Spinner } from '../ui/Spinner';
import { CustomizeHost } from './customize/CustomizeHost';
import { useCustomizeMode } from './customize/use-customize-mode';
import { formCommands } from './form-commands';
import { FormContext, type FormContextValue } from './form-context';
import { type FormDefinition, generatedForm, pickFormView } from './form-definition';
import { linkObjectsOf } from './many-to-many/link-sides';
import { useLinkEdits } from './many-to-many/use-link-edits';
import { newRecordValues } from './new-record';
import { PanelView } from './panels/PanelView';
import { QuickCreateHost } from './quick-create/QuickCreateHost';
import { recordRights } from './record-rights';
import { useFormScripts } from './scripts/use-form-scripts';
import { useFormActions } from './use-form-actions';
import { useLeaveGuard } from './use-leave-guard';
import { useRecordForm } from './use-record-form';
import { useSaveFlow } from './use-save-flow';
import '../styles/forms.css';
import '../styles/customize.css';

/** /{appid}/edit/{name}/{id}[/{form}]: the record form (spec 000 sections 2 and 4). */
export function RecordFormScreen({ object }: { object: ObjectMeta }) {
  const { t } = useTranslation();
  const { context } = useShell();
  const { id = '0', form: formName } = useParams();
  const { views, error } = useViews<FormDefinition>(object.logicalName, 'form');
  if (error) return <ErrorPanel title={t('forms:loadFailed')} error={error} />;
  if (!views) return <Spinner />;
  const view = pickFormView(views, formName);
  return (
    <RecordForm
      key={`${object.logicalName}/${id}`}
      object={object}
      id={id}
      formName={formName}
      view={view}
      definition={view?.body ?? generatedForm(object, linkObjectsOf(context.metaDict, object.logicalName))}
    />
  );
}

function RecordForm({
  object,
  id,
  formName,
  view,
  definition: storedDefinition,
}: {
  object: ObjectMeta;
  id: string;
  formName: string | undefined;
  view: ViewRecord<FormDefinition> | undefined;
  definition: FormDefinition;
}) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const navigate = useNavigate();
  const { appId = '!' } = useParams();
  const [searchParams] = useSearchParams();
  const { context } = useShell();
  const entity = object.logicalName;
  const isNew = id === '0';
  const init = searchParams.get('init');
  const formSuffix = formName ? `/${formName}` : '';

  const newValues = useCallback(
    () =>
      newRecordValues(object, {
        init,
        user: { id: context.user.id, name: context.user.name },
        currencies: Object.values(context.currencyDict ?? {}),
      }),
    [object, init, context],
  );
  const onMergeConflict = useCallback(
    (server: RecordValues) => {
      const modifier = server.modifiedby;
      void alertMessage(
        t('MsgRecordModifiedBy', { user: isLookupValue(modifier) ? modifier.label : t('MsgUnknownLookup') }),
      );
    },
    [t],
  );
  const form = useRecordForm({ entity, id, newValues, onMergeConflict });
  const linkEdits = useLinkEdits();
  const dirty = form.dirty || linkEdits.modified;
  const customizeMode = useCustomizeMode({
    allowed: canDo(context.permDict, 'inu_view', 'update'),
    definition: storedDefinition,
  });
  const definition = customizeMode.draft;
  const scripts = useFormScripts({ entity, definition, setValue: form.setValue });
  const valuesRef = useRef(form.values);
  valuesRef.current = form.values;
  // an edit raises the change event with the field's name; values a script sets raise none
  const setValue = useCallback(
    (name: string, value: unknown) => {
      form.setValue(name, value);
      if (scripts.has('change')) {
        void scripts.run('change', {
          values: { ...valuesRef.current, [name]: value },
          recordId: isNew ? null : id,
          field: name,
        });
      }
    },
    [form.setValue, scripts, isNew, id],
  );
  const rights = useMemo(
    () =>
      recordRights({
        permDict: context.permDict,
        owners: context.owners ?? [],
        entity,
        record: form.original,
        userId: context.user.id,
      }),
    [context, entity, form.original],
  );

  // the form's own moves (after a create, a delete or save-and-close) skip the leave prompt
  const bypassRef = useRef(false);
  const { save, showMissing } = useSaveFlow({
    form,
    object,
    definition,
    entity,
    isNew,
    scripts,
    links: linkEdits.links,
    onLinksSaved: linkEdits.reset,
    onCreated: (newId) => {
      bypassRef.current = true;
      navigate(`/${appId}/edit/${entity}/${newId}${formSuffix}`, { replace: true });
    },
  });
  const saveForLeave = useCallback(() => save({ stayAfterCreate: true }), [save]);
  useLeaveGuard({ dirty, save: saveForLeave, bypass: bypassRef });

  const actions = useFormActions({
    object,
    form,
    appId,
    formSuffix,
    scripts,
    save,
    leave: () => {
      bypassRef.current = true;
    },
  });
  const actionsRef = { current: actions };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save]);

  const readOnly = !(isNew ? rights.canCreate : rights.canUpdate);
  const contextValue: FormContextValue = {
    object,
    entity,
    idPrefix,
    recordId: isNew ? null : id,
    values: form.values,
    setValue,
    readOnly: readOnly || form.status === 'saving',
    showMissing,
    links: linkEdits.links,
    setLinks: linkEdits.setLinks,
    save,
    runCommand: (name) => {
      if (name === 'save') actionsRef.current.save();
      const command = definition.commands?.find((candidate) => candidate.name === name);
      if (command) void scripts.runCommand(command, { values: form.values, recordId: isNew ? null : id });
    },
  };

  const label = typeof form.original.name === 'string' && form.original.name ? form.original.name : '';
  const title = isNew
    ? t('screens.newRecord', { entity: object.displayName })
    : `${object.displayName}: ${label}`;

  if (form.status === 'missing' || form.status === 'failed') {
    return (
      <section className="page-message" role="alert">
        <h1>{t('MsgRecordNotFound')}</h1>
        <p>{form.error instanceof Error ? form.error.message : t('MsgRecordNoAccess')}</p>
      </section>
    );
  }
  const commands = formCommands({
    t,
    rights,
    isNew,
    dirty,
    saving: form.status === 'saving',
    customCommands: (definition.commands ?? []).filter(
      (command) =>
        command.kind === 'custom' &&
        scripts.hasCommand(command) &&
        hasPermissions(context.permDict, command.permissions, { isNew }),
    ),
    runCustom: (command) =>
      void scripts.runCommand(command, { values: form.values, recordId: isNew ? null : id }),
    canRestore:
      entity === 'audit' &&
      form.original.operation === 'delete' &&
      canDo(context.permDict, String(form.original.logicalname ?? ''), 'create'),
    actions,
  });
  return (
    <div className="record-form" data-status={form.status} data-dirty={dirty || undefined}>
      <TitleBar
        title={form.status === 'loading' ? object.displayName : title}
        commands={form.status === 'loading' ? [] : commands}
      />
      {form.status === 'loading' ? (
        <Spinner />
      ) : (
        <FormContext.Provider value={contextValue}>
          <CustomizeHost mode={customizeMode} entity={entity} view={view}>
            {readOnly && <p className="form-read-only">{t('forms:readOnly')}</p>}
            {/* the quick-create dialog renders beside the form, never inside it */}
            <QuickCreateHost>
              <form
                className="record-form-body"
                aria-label={title}
                // Enter in a field (or in a dialog over the form) never saves: ctrl+s and Save do
                onSubmit={(event) => event.preventDefault()}
              >
                <ImageGalleryProvider>
                  <PanelView panel={definition.panel} path={[]} />
                </ImageGalleryProvider>
              </form>
            </QuickCreateHost>
          </CustomizeHost>
        </FormContext.Provider>
      )}
    </div>
  );
}
