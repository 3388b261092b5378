import type { FetchQuery } from '@strata/api/contract/query';
import { Download, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/Dialog';
import { downloadBlob } from '../ui/download';
import { HiddenFileInput } from '../ui/HiddenFileInput';
import { choose } from '../ui/prompts';
import { exportRowLimit } from './export-query';
import { exportFileName } from './file-name';
import { checkQueryText, type QueryCheck, queryToText } from './query-text';
import './export.css';

type Props = {
  query: FetchQuery;
  /** the entities the user may export: a query of another one is refused */
  exportable: ReadonlySet<string>;
  /** the plural name the downloaded query file is named after */
  pluralName: string;
  onSave: (query: FetchQuery) => void;
  onClose: () => void;
};

/** A query file is a few kilobytes; anything this large is not one and would only freeze the editor. */
const maxFileBytes = 1_000_000;

/**
 * 'Setup Query' (spec 001 section 2): the export's query as JSON text, to edit, import from a
 * .json file, export to one, and save. Whatever is wrong with the text is said under it and
 * the text stays as typed; closing with changes asks first.
 */
export function SetupQueryDialog({ query, exportable, pluralName, onSave, onClose }: Props) {
  const { t } = useTranslation('export');
  const problemId = useId();
  const original = useRef(queryToText(query));
  const [text, setText] = useState(original.current);
  const [problem, setProblem] = useState('');
  const textRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const describe = (check: Exclude<QueryCheck, { ok: true }>) =>
    t(`setup.${check.problem}`, { detail: check.detail, name: check.detail });

  const close = async () => {
    if (text !== original.current) {
      const discard = await choose({
        title: t('setup.discardTitle'),
        message: t('setup.discardQuestion'),
        buttons: [
          { label: t('setup.keepEditing'), value: false },
          { label: t('setup.discard'), value: true, primary: true },
        ],
        cancelValue: false,
      });
      if (!discard) return;
    }
    onClose();
  };

  const save = () => {
    const check = checkQueryText(text, exportable);
    if (!check.ok) {
      setProblem(describe(check));
      textRef.current?.focus();
      return;
    }
    onSave(check.query);
  };

  const download = () => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      setProblem(t('setup.json', { detail: error instanceof Error ? error.message : String(error) }));
      return;
    }
    setProblem('');
    const name = exportFileName({ fileName: '', pluralName, suffix: t('querySuffix'), format: 'json' });
    downloadBlob(new Blob([JSON.stringify(parsed, null, 2)], { type: 'application/json' }), name);
  };

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > maxFileBytes) {
      setProblem(t('setup.tooLarge', { name: file.name }));
      return;
    }
    try {
      const imported = await file.text();
      setText(imported);
      const check = checkQueryText(imported, exportable);
      setProblem(check.ok ? '' : describe(check));
    } catch (error) {
      setProblem(t('setup.readFailed', { detail: error instanceof Error ? error.message : String(error) }));
    }
  };

  return (
    <Dialog
      title={t('setup.title')}
      onClose={() => void close()}
      closeOnOutsideClick={false}
      className="export-query-dialog"
    >
      <div className="export-query-tools">
        <button type="button" className="button" onClick={() => fileRef.current?.click()}>
          <Upload size={16} aria-hidden="true" />
          {t('setup.import')}
        </button>
        <button type="button" className="button" onClick={download}>
          <Download size={16} aria-hidden="true" />
          {t('setup.export')}
        </button>
        <HiddenFileInput
          ref={fileRef}
          accept=".json,application/json"
          label={t('setup.importFile')}
          onFiles={(files) => void importFile(files[0])}
        />
      </div>
      <label className="field">
        <span>{t('setup.label')}</span>
        <textarea
          ref={textRef}
          data-autofocus
          className="export-query-text"
          value={text}
          spellCheck={false}
          rows={18}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <p className="muted">{t('setup.hint', { max: exportRowLimit })}</p>
      {problem && (
        <p className="form-error export-query-problem" id={problemId} role="alert">
          {problem}
        </p>
      )}
      <div className="dialog-buttons">
        <button type="button" className="button" onClick={() => void close()}>
          {t('setup.close')}
        </button>
        <button type="button" className="button primary" onClick={save}>
          {t('setup.save')}
        </button>
      </div>
    </Dialog>
  );
}
