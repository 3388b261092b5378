import type { FetchQuery } from '@strata/api/contract/query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import { downloadBlob } from '../../ui/download';
import { Spinner } from '../../ui/Spinner';
import { showToast } from '../../ui/toasts';
import type { DocumentTemplate } from '../generate/document-templates';
import { generateDocument } from '../generate/generate-document';
import { TemplateChoices } from '../print/TemplateChoices';
import { useDocumentTemplates } from '../print/use-document-templates';
import { batchRecordIds, maxBatchRecords } from './batch-record-ids';
import { zipDocuments } from './zip-documents';
import '../documents.css';
import { documentErrorText } from '../generate/error-text';

export type BatchPrintDialogProps = {
  entity: string;
  entityLabel: string;
  /** the list's query with its filters: what "all filtered records" means */
  query: FetchQuery;
  /** the selected records; none means all filtered records */
  selectedIds: readonly string[];
  onClose: () => void;
};

type Step =
  | { kind: 'choose' }
  | { kind: 'working'; done: number; total: number }
  | { kind: 'failed'; message: string };

/**
 * Print from a list: one PDF with a page run per record, or a zip of one file per record (a
 * Word template always makes the zip), for the selection or all filtered
 * records (up to 500), with a progress bar and Cancel. The records are read one by one (each
 * with its own fetches, as the form's Print does), so Cancel stops between two of them.
 */
export function BatchPrintDialog({
  entity,
  entityLabel,
  query,
  selectedIds,
  onClose,
}: BatchPrintDialogProps) {
  const { t, i18n } = useTranslation('documents');
  const templates = useDocumentTemplates(entity);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [output, setOutput] = useState<'pdf' | 'zip'>('pdf');
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const make = async (template: DocumentTemplate) => {
    const controller = new AbortController();
    abort.current = controller;
    setStep({ kind: 'working', done: 0, total: 0 });
    try {
      const { ids, more } = await batchRecordIds(query, selectedIds, controller.signal);
      if (ids.length === 0) throw new Error(t('batch.none'));
      if (more) showToast(t('batch.tooMany', { max: maxBatchRecords }), 'info');
      setStep({ kind: 'working', done: 0, total: ids.length });
      const options = {
        language: i18n.language.slice(0, 2),
        signal: controller.signal,
        yes: t('yes'),
        no: t('no'),
      };
      let result: { blob: Blob; fileName: string };
      if (output === 'zip' || template.kind === 'docx') {
        // one file per record (Word fills one record per file), zipped
        const documents = [];
        for (const [index, id] of ids.entries()) {
          documents.push(await generateDocument(template, entity, [id], options));
          setStep({ kind: 'working', done: index + 1, total: ids.length });
        }
        const zipName = `${template.name || entityLabel}.zip`.replace(/[\\/:*?"<>|]+/g, '_');
        result = { blob: await zipDocuments(documents), fileName: zipName };
      } else {
        result = await generateDocument(template, entity, ids, {
          ...options,
          onProgress: (done, total) => setStep({ kind: 'working', done, total }),
        });
      }
      if (controller.signal.aborted) return;
      downloadBlob(result.blob, result.fileName);
      showToast(t('print.downloaded', { name: result.fileName }));
      onClose();
    } catch (error) {
      if (controller.signal.aborted) return;
      setStep({ kind: 'failed', message: documentErrorText(error, t) });
    }
  };

  const cancel = () => {
    abort.current?.abort();
    showToast(t('batch.cancelled'), 'info');
    setStep({ kind: 'choose' });
  };

  return (
    <Dialog
      title={t('batch.title')}
      onClose={step.kind === 'working' ? cancel : onClose}
      closeOnOutsideClick={false}
      className="print-dialog"
    >
      <p>
        {selectedIds.length > 0
          ? t('batch.selected', { count: selectedIds.length })
          : t('batch.all', { max: maxBatchRecords })}
      </p>
      {step.kind === 'choose' &&
        (templates.data ? (
          templates.data.length === 0 ? (
            <p className="muted">{t('print.noTemplates', { entity: entityLabel })}</p>
          ) : (
            <>
              <fieldset className="batch-output">
                <legend>{t('batch.output')}</legend>
                <label>
                  <input
                    type="radio"
                    name="batch-output"
                    checked={output === 'pdf'}
                    onChange={() => setOutput('pdf')}
                  />
                  {t('batch.onePdf')}
                </label>
                <label>
                  <input
                    type="radio"
                    name="batch-output"
                    checked={output === 'zip'}
                    onChange={() => setOutput('zip')}
                  />
                  {t('batch.zip')}
                </label>
              </fieldset>
              <TemplateChoices templates={templates.data} onChoose={(template) => void make(template)} />
              {templates.data.some((template) => template.kind === 'docx') && (
                <p className="muted">{t('batch.wordZip')}</p>
              )}
            </>
          )
        ) : (
          <Spinner label={t('print.loading')} />
        ))}
      {step.kind === 'working' && (
        <div role="status">
          <progress
            className="batch-progress"
            max={Math.max(1, step.total)}
            value={step.done}
            aria-label={t('print.generating')}
          />
          <p>
            {step.total > 0
              ? t('batch.progress', { done: step.done, total: step.total })
              : t('print.generating')}
          </p>
        </div>
      )}
      {step.kind === 'failed' && (
        <p className="form-error" role="alert">
          {t('print.failed')}: {step.message}
        </p>
      )}
      <div className="dialog-buttons">
        {step.kind === 'working' ? (
          <button type="button" className="button" onClick={cancel}>
            {t('batch.cancel')}
          </button>
        ) : (
          <button
            type="button"
            className="button"
            onClick={step.kind === 'failed' ? () => setStep({ kind: 'choose' }) : onClose}
          >
            {step.kind === 'failed' ? t('print.back') : t('print.close')}
          </button>
        )}
      </div>
    </Dialog>
  );
}
