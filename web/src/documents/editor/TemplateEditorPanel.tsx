import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { retrieveMultiple } from '../../data/data-api';
import { useFormContext } from '../../form-context/form-context';
import { Spinner } from '../../ui/Spinner';
import { documentErrorText } from '../generate/error-text';
import { checkTemplateText } from './body-check';
import { usePreview } from './use-preview';
import '../documents.css';

/** Records offered for the preview: the most recently changed; the hint says so when there may be more. */
const previewChoices = 50;

const bodyText = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value, null, 2);

/**
 * The report_template designer (a Custom panel of its form): the body's JSON on the left,
 * checked as it is typed against the template schema (the same check the server runs on save,
 * so a problem shows with its path before saving), and on the right a live PDF preview against
 * a record of the template's entity, chosen from the newest 50.
 */
export function TemplateEditorPanel() {
  const { t, i18n } = useTranslation('documents');
  const form = useFormContext();
  const id = useId();
  const text = bodyText(form.values.body);
  const entity = typeof form.values.objectname === 'string' ? form.values.objectname : '';
  const isWord = form.values.kind === 'docx';
  const check = useMemo(() => checkTemplateText(text), [text]);
  const records = useSWR(entity ? ['template-preview-records', entity] : null, () =>
    retrieveMultiple({
      entity: {
        name: entity,
        attributes: [{ attribute: 'name' }],
        orders: [{ attribute: 'modifiedon', descending: true }],
      },
      count: previewChoices,
    }),
  );
  const [chosen, setChosen] = useState('');
  const recordId = chosen || String(records.data?.[0]?.id ?? '');
  const preview = usePreview(check.ok && !isWord ? text : null, entity, recordId, i18n.language.slice(0, 2), {
    yes: t('yes'),
    no: t('no'),
  });

  return (
    <div className="template-editor">
      <div className="template-editor-source">
        <label htmlFor={`${id}-body`}>{t('editor.body')}</label>
        <textarea
          id={`${id}-body`}
          className="template-editor-text"
          spellCheck={false}
          value={text}
          readOnly={form.readOnly}
          aria-invalid={!check.ok}
          aria-describedby={`${id}-check`}
          onChange={(event) => form.setValue('body', event.target.value)}
        />
        <p
          id={`${id}-check`}
          className={check.ok ? 'template-editor-ok' : 'form-error'}
          role={check.ok ? undefined : 'alert'}
        >
          {check.ok ? t('editor.valid') : t('editor.invalid', { problem: check.problem })}
        </p>
      </div>
      <div className="template-editor-preview">
        <label htmlFor={`${id}-record`}>{t('editor.record')}</label>
        {!entity ? (
          <p className="muted">{t('editor.noEntity')}</p>
        ) : (
          <select id={`${id}-record`} value={recordId} onChange={(event) => setChosen(event.target.value)}>
            {(records.data ?? []).map((row) => (
              <option key={String(row.id)} value={String(row.id)}>
                {typeof row.name === 'string' && row.name ? row.name : String(row.id)}
              </option>
            ))}
          </select>
        )}
        {records.data?.length === previewChoices && (
          <p className="muted">{t('editor.recentRecords', { count: previewChoices })}</p>
        )}
        {isWord && <p className="muted">{t('editor.wordNoPreview')}</p>}
        {preview.kind === 'working' && <Spinner label={t('print.generating')} delayMs={0} />}
        {preview.kind === 'failed' && (
          <p className="form-error" role="alert">
            {t('print.failed')}: {documentErrorText(preview.error, t)}
          </p>
        )}
        {preview.kind === 'ready' && (
          <iframe className="print-preview" title={t('editor.preview')} src={preview.url} />
        )}
      </div>
    </div>
  );
}
