import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectMeta } from '../../metadata/object-metadata';
import { Dialog } from '../../ui/Dialog';
import { downloadBlob } from '../../ui/download';
import { Spinner } from '../../ui/Spinner';
import { showToast } from '../../ui/toasts';
import type { DocumentTemplate } from '../generate/document-templates';
import { type GeneratedDocument, generateDocument } from '../generate/generate-document';
import { attachDocument, attachTarget } from './attach-document';
import { TemplateChoices } from './TemplateChoices';
import { useDocumentTemplates } from './use-document-templates';
import '../documents.css';
import { documentErrorText } from '../generate/error-text';

export type PrintDialogProps = {
  entity: string;
  entityLabel: string;
  recordId: string;
  /** the record as the form read it: where an attached document goes depends on it */
  record: Record<string, unknown>;
  onClose: () => void;
};

type Step =
  | { kind: 'choose' }
  | { kind: 'working'; template: DocumentTemplate }
  | { kind: 'preview'; document: GeneratedDocument; url: string }
  | { kind: 'failed'; message: string };

/**
 * The form's Print command: the entity's templates (PDF and Word) and the browser's own page
 * print. A PDF opens in the browser's viewer inside the dialog with Download beside it; a Word
 * document downloads. Made in the browser with the user's rights, like exports.
 */
export function PrintDialog({ entity, entityLabel, recordId, record, onClose }: PrintDialogProps) {
  const { t, i18n } = useTranslation('documents');
  const object = useObjectMeta(entity);
  const activity = useObjectMeta('activity');
  const target = object ? attachTarget(object, activity, record) : undefined;
  const [attaching, setAttaching] = useState(false);
  const attach = async (document: GeneratedDocument) => {
    if (!target) return;
    setAttaching(true);
    try {
      await attachDocument(entity, recordId, target, document);
      showToast(t('print.attached'));
    } catch (error) {
      showToast(`${t('print.failed')}: ${error instanceof Error ? error.message : String(error)}`, 'error');
    } finally {
      setAttaching(false);
    }
  };
  const templates = useDocumentTemplates(entity);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const abort = useRef<AbortController | null>(null);

  // the preview's object URL and any work in flight end with the dialog
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => (step.kind === 'preview' ? () => URL.revokeObjectURL(step.url) : undefined), [step]);

  const make = async (template: DocumentTemplate) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setStep({ kind: 'working', template });
    try {
      const document = await generateDocument(template, entity, [recordId], {
        language: i18n.language.slice(0, 2),
        signal: controller.signal,
        yes: t('yes'),
        no: t('no'),
      });
      if (controller.signal.aborted) return;
      if (document.kind === 'docx') {
        downloadBlob(document.blob, document.fileName);
        showToast(t('print.downloaded', { name: document.fileName }));
        onClose();
        return;
      }
      setStep({ kind: 'preview', document, url: URL.createObjectURL(document.blob) });
    } catch (error) {
      if (controller.signal.aborted) return;
      setStep({ kind: 'failed', message: documentErrorText(error, t) });
    }
  };

  const browserPrint = () => {
    onClose();
    // after the dialog has closed, so the page printed is the form
    setTimeout(() => window.print(), 0);
  };

  return (
    <Dialog title={t('print.title')} onClose={onClose} className="print-dialog">
      {step.kind === 'choose' &&
        (templates.data ? (
          <>
            {templates.data.length === 0 ? (
              <p className="muted">{t('print.noTemplates', { entity: entityLabel })}</p>
            ) : (
              <TemplateChoices templates={templates.data} onChoose={(template) => void make(template)} />
            )}
            <div className="dialog-buttons">
              <button type="button" className="button" onClick={browserPrint}>
                {t('print.browserPrint')}
              </button>
              <button type="button" className="button" onClick={onClose}>
                {t('print.close')}
              </button>
            </div>
          </>
        ) : (
          <Spinner label={t('print.loading')} />
        ))}
      {step.kind === 'working' && <Spinner label={t('print.generating')} delayMs={0} />}
      {step.kind === 'failed' && (
        <>
          <p className="form-error" role="alert">
            {t('print.failed')}: {step.message}
          </p>
          <div className="dialog-buttons">
            <button type="button" className="button" onClick={() => setStep({ kind: 'choose' })}>
              {t('print.back')}
            </button>
          </div>
        </>
      )}
      {step.kind === 'preview' && (
        <>
          <iframe
            className="print-preview"
            title={t('print.preview', { name: step.document.fileName })}
            src={step.url}
          />
          <div className="dialog-buttons">
            <button type="button" className="button" onClick={() => setStep({ kind: 'choose' })}>
              {t('print.back')}
            </button>
            {target && (
              <button
                type="button"
                className="button"
                disabled={attaching}
                onClick={() => void attach(step.document)}
              >
                {t('print.attach')}
              </button>
            )}
            <button
              type="button"
              className="button primary"
              data-autofocus
              onClick={() => downloadBlob(step.document.blob, step.document.fileName)}
            >
              {t('print.download')}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
