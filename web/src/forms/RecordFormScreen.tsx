import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { isLookupValue, type RecordValues, undoDelete, updateRecord } from '../api/data-api';
import { ImageGalleryProvider } from '../fields/file';
import type { ObjectMeta } from '../metadata/object-metadata';
import { useViews, type ViewRecord } from '../metadata/views';
import { TitleBar } from '../screens/TitleBar';
import { canDo, hasPermissions } from '../session/permissions';
import { useShell } from '../shell/shell-context';
import { ErrorPanel } from '../ui/ErrorPanel';
import { alertMessage, choose } from '../ui/prompts';
import { Spinner } from '../ui/Spinner';
import { showToast } from '../ui/toasts';
import { cloneValues } from './clone-values';
import { CustomizeHost } from './customize/CustomizeHost';
import { useCustomizeMode } from './customize/use-customize-mode';
import { formCommands } from './form-commands';
import { FormContext, type FormContextValue } from './form-context';
import { type FormDefinition, generatedForm, pickFormView } from './form-definition';
import { type LinkState, linksModified } from './many-to-many/link-changes';
import { linkObjectsOf } from './many-to-many/link-sides';
import { newRecordValues } from './new-record';
import { PanelView } from './panels/PanelView';
import { recordRights } from './record-rights';
import { useFormScripts } from './scripts/use-form-scripts';
import { useLeaveGuard } from './use-leave-guard';
import { useRecordForm } from './use-record-form';
import { useSaveFlow } from './use-save-flow';
import '../styles/forms.css';

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
  const [links, setLinkStates] = useState<Record<string, LinkState>>({});
  const setLinks = useCallback(
    (linkObject: string, next: LinkState | ((current: LinkState) => LinkState)) =>
      setLinkStates((current) => {
        const previous = current[linkObject];
        const value = typeof next === 'function' ? (previous ? next(previous) : undefined) : next;
        return value ? { ...current, [linkObject]: value } : current;
      }),
    [],
  );
  const { mutate } = useSWRConfig();
  const onLinksSaved = useCallback(async () => {
    await mutate((key) => Array.isArray(key) && key[0] === 'many-to-many');
    setLinkStates({});
  }, [mutate]);
  const dirty = form.dirty || Object.values(links).some(linksModified);
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

  const goBack = useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/!/');
  }, [navigate]);

  // the form's own moves (after a create, a delete or save-and-close) skip the leave prompt
  const bypassRef = useRef(false);
  const { save, showMissing } = useSaveFlow({
    form,
    object,
    definition,
    entity,
    isNew,
    scripts,
    links,
    onLinksSaved,
    onCreated: (newId) => {
      bypassRef.current = true;
      navigate(`/${appId}/edit/${entity}/${newId}${formSuffix}`, { replace: true });
    },
  });
  const saveForLeave = useCallback(() => save({ stayAfterCreate: true }), [save]);
  useLeaveGuard({ dirty, save: saveForLeave, bypass: bypassRef });

  const actions = {
    save: () => void save(),
    saveAndClose: async () => {
      if (await save({ stayAfterCreate: true })) {
        bypassRef.current = true;
        goBack();
      }
    },
    newRecord: () => navigate(`/${appId}/edit/${entity}/0${formSuffix}`),
    deleteRecord: async () => {
      const answer = await choose({
        title: t('MsgAskDelete'),
        buttons: [
          { label: t('ui.cancel'), value: false },
          { label: t('CmdDelete'), value: true, primary: true },
        ],
        cancelValue: false,
      });
      if (!answer) return;
      try {
        await updateRecord(
          entity,
          { id: form.original.id, versionnumber: form.original.versionnumber },
          'delete',
        );
        // the postsave event (with the record minus its id) runs here once form scripts exist
        bypassRef.current = true;
        goBack();
      } catch (error) {
        await alertMessage(t('forms:deleteFailed'), error instanceof Error ? error.message : String(error));
      }
    },
    cloneRecord: () =>
      navigate(
        `/${appId}/edit/${entity}/0${formSuffix}?init=${encodeURIComponent(JSON.stringify(cloneValues(object, form.values)))}`,
      ),
    print: () => window.print(),
    restoreDeleted: async () => {
      try {
        const restoredId = await undoDelete(String(form.original.id));
        showToast(t('MsgRecordRestored'));
        const restoredEntity = String(form.original.logicalname ?? '');
        if (restoredEntity) navigate(`/${appId}/edit/${restoredEntity}/${restoredId}`);
      } catch (error) {
        await alertMessage(t('forms:restoreFailed'), error instanceof Error ? error.message : String(error));
      }
    },
  };
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
    recordId: isNew ? null : id,
    values: form.values,
    setValue,
    readOnly: readOnly || form.status === 'saving',
    showMissing,
    links,
    setLinks,
    save: () => save({ stayAfterCreate: true }),
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
            <form
              className="record-form-body"
              aria-label={title}
              onSubmit={(event) => {
                event.preventDefault();
                void save();
              }}
            >
              <ImageGalleryProvider>
                <PanelView panel={definition.panel} path={[]} />
              </ImageGalleryProvider>
            </form>
          </CustomizeHost>
        </FormContext.Provider>
      )}
    </div>
  );
}
