import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyChunk } from '../chunks/lazy-chunk';
import { useFormContext } from '../form-context/form-context';
import { loadNamespace } from '../i18n/setup-i18n';

const ScriptCodeEditor = lazyChunk(() => import('./ScriptCodeEditor'));

/** What a new script starts from: the shape the trigger worker calls. */
const starter = `// Runs on the server after the change is saved, with the rights of this trigger's owner.
export default async function (change, data) {
  // change: { entity, operation, recordId, changedFields, data, userId, occurredOn }
  // data: retrieveMultiple(query), retrieveSingleById(entity, id, attributes),
  //       updateRecord(entity, object, operation), executeMultiple(records)
  console.log(change.entity, change.operation, change.recordId);
}
`;

/**
 * The inu_changehandler form's Script tab: a JavaScript editor bound to the trigger's script
 * when it runs a script (kind Script), a note on what the script gets, and a hint otherwise.
 * The script runs in the trigger worker's sandbox (api/src/trigger-worker/script-sandbox.ts).
 */
export function TriggerScriptPanel() {
  const { values, setValue, readOnly, recordId } = useFormContext();
  const { t } = useTranslation('customizedata');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadNamespace('customizedata').then(() => setReady(true));
  }, []);
  const isScript = values.kind === 'script';
  const empty = typeof values.script !== 'string' || values.script === '';
  // a trigger switched to Script starts from the starter, so it saves a runnable script
  useEffect(() => {
    if (isScript && empty && !readOnly) setValue('script', starter);
  }, [isScript, empty, readOnly, setValue]);
  if (!ready) return null;
  if (!isScript)
    return (
      <div className="panel-message" data-testid="trigger-script-hint">
        <p>{t('script.chooseScript')}</p>
      </div>
    );
  return (
    <div className="trigger-script" data-testid="trigger-script">
      <p className="panel-message">{t('script.about')}</p>
      <ScriptCodeEditor
        key={recordId ?? 'new'}
        initial={empty ? starter : String(values.script)}
        label={t('script.label')}
        readOnly={readOnly}
        onChange={(text) => setValue('script', text)}
      />
      <p className="panel-message">{t('script.limits')}</p>
    </div>
  );
}
