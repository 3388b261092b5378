import { Settings2 } from 'lucide-react';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useShell } from '../context/shell-context';
import { isLookupValue, type RecordValues } from '../data/data-api';
import { LazyPrintDialog } from '../documents/LazyPrintDialog';
import type { FormContextValue } from '../form-context/form-context';
import { createFormEvents } from '../form-context/form-events';
import { linkObjectsOf } from '../form-context/link-sides';
import { createPendingChanges } from '../form-context/pending-changes';
import { usePendingCount } from '../form-context/use-pending-change';
import type { ObjectMeta } from '../metadata/object-metadata';
import { useViews, type ViewRecord } from '../metadata/views';
import { canDo } from '../session/permissions';
import { ErrorPanel } from '../ui/ErrorPanel';
import { usePageShortcut } from '../ui/page-shortcut';
import { alertMessage } from '../ui/prompts';
import { Spinner } from '../ui/Spinner';
import { TitleBar } from '../ui/TitleBar';
import { showToast } from '../ui/toasts';
import { useLeaveGuard } from '../ui/use-leave-guard';
import { useCustomizeMode } from './customize/use-customize-mode';
import { type FormDefinition, generatedForm, pickFormView } from './form-definition';
import { RecordHeader } from './header/RecordHeader';
import { useLinkEdits } from './many-to-many/use-link-edits';
import { newRecordValues } from './new-record';
import { RecordFormBody } from './RecordFormBody';
import { recordCommands } from './record-commands';
import { useRecordExtensions } from './record-extensions';
import { recordRights } from './record-rights';
import { useFormScripts } from './scripts/use-form-scripts';
import { useFieldEdit } from './use-field-edit';
import { useFormActions } from './use-form-actions';
import { useRecordForm } from './use-record-form';
import { useSaveFlow } from './use-save-flow';
import { useSaveShortcut } from './use-save-shortcut';
import '../styles/forms.css';
import '../styles/customize.css';
import { PendingBadge } from '../offline/queue/PendingBadge';

/** /{appid}/edit/{name}/{id}[/{form}]: the record form (spec 000 sections 2 and 4). */
export function RecordFormScreen({ object }: { object: ObjectMeta }) {
  const { t } = useTranslation();
  const { context } = useShell();
  const { id = '0', form: formName } = useParams();
  const { views, error } = useViews<FormDefinition>(object.logicalName, 'form');
  if (error) return <ErrorPanel title={t('forms:loadFailed')} error={error} />;
  if (!views) return <Spinner />;
  const view = pickFormView(views, formName);
  // a form the URL names that is not the one the record opens in by default (Edit opens that one)
  const namedForm = view !== undefined && view.name !== pickFormView(views, undefined)?.name;
  return (
    <RecordForm
      key={`${object.logicalName}/${id}`}
      object={object}
      id={id}
      formName={formName}
      namedForm={namedForm}
      view={view}
      definition={view?.body ?? generatedForm(object, linkObjectsOf(context.metaDict, object.logicalName))}
    />
  );
}

function RecordForm({
  object,
  id,
  formName,
  namedForm,
  view,
  definition: storedDefinition,
}: {
  object: ObjectMeta;
  id: string;
  formName: string | undefined;
  namedForm: boolean;
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

  const newValues = useCallback(() => {
    const options = {
      user: { id: context.user.id, name: context.user.name },
      currencies: Object.values(context.currencyDict ?? {}),
    };
    return {
      values: newRecordValues(object, { ...options, init }),
      defaults: newRecordValues(object, { ...options, init: null }),
    };
  }, [object, init, context]);
  const onMergeConflict = useCallback(
    (server: RecordValues) => {
      const modifier = server.modifiedby;
      void alertMessage(
        t('MsgRecordModifiedBy', { user: isLookupValue(modifier) ? modifier.label : t('MsgUnknownLookup') }),
      );
    },
    [t],
  );
  const onServerUpdate = useCallback(() => showToast(t('MsgRecordUpdated')), [t]);
  const form = useRecordForm({ entity, id, newValues, onMergeConflict, onServerUpdate });
  const linkEdits = useLinkEdits();
  // panels' unsaved work of their own (budget and cart lines), outliving the tab that shows them
  const pending = useMemo(createPendingChanges, []);
  const panelsWithWork = usePendingCount(pending);
  const dirty = form.dirty || linkEdits.modified || panelsWithWork > 0;
  const customizeAllowed = canDo(context.permDict, 'inu_view', 'update');
  const customizeMode = useCustomizeMode({
    allowed: customizeAllowed,
    definition: storedDefinition,
  });
  const definition = customizeMode.draft;
  const scripts = useFormScripts({ entity, definition, setValue: form.setValue });
  // issue 23: domain panels' change, beforeSave and afterSave handlers, one set per form
  const events = useMemo(createFormEvents, []);
  const setValue = useFieldEdit({
    values: form.values,
    setValue: form.setValue,
    events,
    scripts,
    recordId: isNew ? null : id,
  });
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
    events,
    pending,
    onLinksSaved: linkEdits.reset,
    onCreated: (newId) => {
      bypassRef.current = true;
      navigate(`/${appId}/edit/${entity}/${newId}${formSuffix}`, { replace: true });
    },
  });
  const saveForLeave = useCallback(() => save({ stayAfterCreate: true }), [save]);
  useLeaveGuard({ dirty, save: saveForLeave, bypass: bypassRef });

  const [printing, setPrinting] = useState(false);
  const actions = {
    ...useFormActions({
      object,
      form,
      appId,
      formSuffix,
      scripts,
      save,
      leave: () => {
        bypassRef.current = true;
      },
    }),
    // Print offers the entity's document templates (documents/), and the page print among them
    print: () => setPrinting(true),
  };
  const actionsRef = { current: actions };

  const extension = useRecordExtensions({
    entity,
    recordId: isNew ? null : id,
    original: form.original,
    reload: form.reload,
  });
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
    reload: form.reload,
    events,
    pending,
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

  const commands = recordCommands({
    t,
    context,
    entity,
    definition,
    scripts,
    rights,
    original: form.original,
    values: form.values,
    recordId: isNew ? null : id,
    dirty,
    saving: form.status === 'saving',
    actions,
    openFullForm: namedForm ? () => navigate(`/${appId}/edit/${entity}/${id}`) : undefined,
    extensionCommands: extension.commands,
  });
  // Customize (also Ctrl+E) for users who may change forms, as lists offer it
  if (customizeAllowed && !customizeMode.active && !isNew) {
    commands.push({
      name: 'customize',
      label: t('forms:customize.command'),
      icon: <Settings2 size={18} aria-hidden="true" />,
      onSelect: customizeMode.start,
    });
  }
  // the title bar's commands, and with them the shortcuts: none while loading or without a record
  const ready = form.status !== 'loading' && form.status !== 'missing' && form.status !== 'failed';
  const shown = ready ? commands : [];
  useSaveShortcut(shown.find((command) => command.name === 'save'));
  // Ctrl+E enters customise mode, on a new record's form too (which has no Customize command);
  // in the mode the banner has the key, to leave as its Cancel does (CustomizeHost)
  usePageShortcut('e', ready && customizeAllowed && !customizeMode.active ? customizeMode.start : null);

  if (form.status === 'missing' || form.status === 'failed') {
    return (
      <section className="page-message" role="alert">
        <h1>{t('MsgRecordNotFound')}</h1>
        <p>{form.error instanceof Error ? form.error.message : t('MsgRecordNoAccess')}</p>
      </section>
    );
  }
  return (
    <div className="record-form" data-status={form.status} data-dirty={dirty || undefined}>
      <TitleBar title={form.status === 'loading' ? object.displayName : title} commands={shown}>
        {!isNew && <PendingBadge entity={entity} id={id} />}
      </TitleBar>
      {printing && !isNew && (
        <LazyPrintDialog
          entity={entity}
          entityLabel={object.displayNamePlural || object.displayName}
          recordId={id}
          record={form.original}
          onClose={() => setPrinting(false)}
        />
      )}
      {/* kept through a reload after a save, so the header does not blink */}
      {!isNew && form.original.id !== undefined && (
        <RecordHeader object={object} record={form.original} header={definition.header} />
      )}
      {form.status === 'loading' ? (
        <Spinner />
      ) : (
        <RecordFormBody
          context={contextValue}
          definition={definition}
          customizeMode={customizeMode}
          view={view}
          title={title}
          readOnly={readOnly}
        />
      )}
      {extension.element}
    </div>
  );
}
