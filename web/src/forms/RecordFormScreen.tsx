import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useShell } from '../context/shell-context';
import { LazyPrintDialog } from '../documents/LazyPrintDialog';
import { linkObjectsOf } from '../form-context/link-sides';
import type { ObjectMeta } from '../metadata/object-metadata';
import { useViews, type ViewRecord } from '../metadata/views';
import { ErrorPanel } from '../ui/ErrorPanel';
import { Spinner } from '../ui/Spinner';
import { TitleBar } from '../ui/TitleBar';
import { useAllowedCustomizeMode } from './customize/use-allowed-customize-mode';
import { type FormDefinition, generatedForm, pickFormView } from './form-definition';
import type { FormParts } from './form-parts';
import { RecordHeader } from './header/RecordHeader';
import { RecordFormBody } from './RecordFormBody';
import { RecordNotFound } from './RecordNotFound';
import { useRecordExtensions } from './record-extensions';
import { recordTitle } from './record-title';
import { useFormContextValue } from './use-form-context-value';
import { useFormEditing } from './use-form-editing';
import { useHeaderCommands } from './use-header-commands';
import { useRecordActions } from './use-record-actions';
import { useRecordLoad } from './use-record-load';
import { useRecordRights } from './use-record-rights';
import { useRecordSave } from './use-record-save';
import { useUnsavedWork } from './use-unsaved-work';
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

type RecordFormProps = {
  object: ObjectMeta;
  id: string;
  formName: string | undefined;
  namedForm: boolean;
  view: ViewRecord<FormDefinition> | undefined;
  definition: FormDefinition;
};

/** One record in one form: the composition of its load, edits, save, commands and layout. */
function RecordForm(props: RecordFormProps) {
  const { object, id, view } = props;
  const { t } = useTranslation();
  const { appId = '!' } = useParams();
  const entity = object.logicalName;
  const isNew = id === '0';
  const recordId = isNew ? null : id;
  const formSuffix = props.formName ? `/${props.formName}` : '';
  const form = useRecordLoad(object, id);
  const { linkEdits, pending, dirty } = useUnsavedWork(form);
  const { customizeAllowed, customizeMode } = useAllowedCustomizeMode(props.definition);
  const definition = customizeMode.draft;
  const { scripts, events, setValue } = useFormEditing({ form, entity, definition, recordId });
  const rights = useRecordRights(entity, form.original);
  const parts: FormParts = { object, recordId, form, definition, scripts, events, pending, linkEdits };
  const { save, showMissing, bypass } = useRecordSave(parts, { dirty, appId, formSuffix });
  const { actions, printDialog } = useRecordActions(parts, { appId, formSuffix, save, leave: bypass });
  const extension = useRecordExtensions({ entity, recordId, original: form.original, reload: form.reload });
  const readOnly = !(isNew ? rights.canCreate : rights.canUpdate);
  const contextValue = useFormContextValue(parts, { setValue, readOnly, showMissing, save, actions });
  const title = recordTitle(t, object, form.original, isNew);
  const shown = useHeaderCommands(parts, {
    rights,
    dirty,
    actions,
    fullFormPath: props.namedForm ? `/${appId}/edit/${entity}/${id}` : undefined,
    extensionCommands: extension.commands,
    customizeAllowed,
    customizeMode,
  });

  if (form.status === 'missing' || form.status === 'failed') return <RecordNotFound error={form.error} />;
  return (
    <div className="record-form" data-status={form.status} data-dirty={dirty || undefined}>
      <TitleBar title={form.status === 'loading' ? object.displayName : title} commands={shown}>
        {!isNew && <PendingBadge entity={entity} id={id} />}
      </TitleBar>
      {printDialog.open && !isNew && (
        <LazyPrintDialog
          entity={entity}
          entityLabel={object.displayNamePlural || object.displayName}
          recordId={id}
          record={form.original}
          onClose={printDialog.close}
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
