import type { Language } from '@strata/api/contract/languages';
import { Download, Upload } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useShell } from '../context/shell-context';
import { useObjectChanged } from '../session/live-changes';
import { canDo } from '../session/permissions';
import type { Command } from '../ui/CommandBar';
import { downloadBlob } from '../ui/download';
import { ErrorPanel } from '../ui/ErrorPanel';
import { HiddenFileInput } from '../ui/HiddenFileInput';
import { Spinner } from '../ui/Spinner';
import { TitleBar } from '../ui/TitleBar';
import { showToast } from '../ui/toasts';
import { type ImportOutcome, ImportReport } from './ImportReport';
import { loadNames, loadTranslations, saveTranslations, type TranslationChange } from './localization-api';
import { localizationCsv, parseLocalizationCsv } from './localization-csv';
import { TranslationGrid } from './TranslationGrid';
import {
  filterLines,
  type GridFilter,
  type GridLine,
  gridLines,
  languages,
  missingCounts,
} from './translation-table';
import '../styles/fields.css';
import './localization.css';

/**
 * /{appid}/customizelocalization: every translatable name of the organisation x en, sk, cs, de
 * (docs/localization.md). Edited in place, exported and imported as CSV; every write goes through
 * /api/executemultiple with the user's rights on inu_localize.
 */
export default function LocalizationScreen() {
  const { t } = useTranslation('localization');
  const { context } = useShell();
  const names = useSWR(['localization', 'names'], loadNames, { revalidateOnFocus: false });
  const rows = useSWR(['localization', 'rows'], loadTranslations, { revalidateOnFocus: false });
  const refreshRows = useCallback(() => void rows.mutate(), [rows.mutate]);
  const refreshNames = useCallback(() => void names.mutate(), [names.mutate]);
  useObjectChanged('inu_localize', refreshRows);
  useObjectChanged('inu_metadata', refreshNames);
  useObjectChanged('inu_view', refreshNames);
  const [filter, setFilter] = useState<GridFilter>({ search: '', missingIn: '' });
  const [outcome, setOutcome] = useState<ImportOutcome>();
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const editable =
    canDo(context.permDict, 'inu_localize', 'create') &&
    canDo(context.permDict, 'inu_localize', 'update') &&
    canDo(context.permDict, 'inu_localize', 'delete');

  const lines = useMemo(() => gridLines(names.data ?? [], rows.data ?? []), [names.data, rows.data]);
  const shownLines = useMemo(() => filterLines(lines, filter), [lines, filter]);
  const missing = useMemo(() => missingCounts(lines), [lines]);

  const write = async (changes: TranslationChange[]) => {
    const failed = await saveTranslations(changes);
    await rows.mutate();
    return failed;
  };
  const saveCell = async (line: GridLine, language: Language, text: string) => {
    try {
      const failed = await write([{ key: line.key, lang: language, text, row: line.rows[language] }]);
      if (failed[0]) {
        showToast(t('saveFailed', { reason: failed[0].error }), 'error');
        return false;
      }
      return true;
    } catch (error) {
      showToast(t('saveFailed', { reason: error instanceof Error ? error.message : String(error) }), 'error');
      return false;
    }
  };
  const importFile = async (file: File) => {
    setBusy(true);
    try {
      const parsed = parseLocalizationCsv(await file.text(), new Set(lines.map((line) => line.key)));
      const byKey = new Map(lines.map((line) => [line.key, line]));
      // only what differs from what is stored is written
      const changes = parsed.translations
        .map((change) => ({ ...change, row: byKey.get(change.key)?.rows[change.lang] }))
        .filter((change) => change.row?.text !== change.text);
      const failed = await write(changes);
      setOutcome({
        saved: changes.length - failed.length,
        problems: parsed.problems,
        failed: failed.map(({ change, error }) => ({ key: `${change.key} (${change.lang})`, error })),
      });
    } catch (error) {
      showToast(
        t('import.error', { reason: error instanceof Error ? error.message : String(error) }),
        'error',
      );
    } finally {
      setBusy(false);
    }
  };

  const commands: Command[] = [
    {
      name: 'export',
      label: t('commands.export'),
      icon: <Download aria-hidden="true" />,
      showLabel: true,
      disabled: lines.length === 0,
      onSelect: () =>
        downloadBlob(
          new Blob([localizationCsv(shownLines)], { type: 'text/csv;charset=utf-8' }),
          'localization.csv',
        ),
    },
    {
      name: 'import',
      label: t('commands.import'),
      icon: <Upload aria-hidden="true" />,
      showLabel: true,
      disabled: !editable || busy || lines.length === 0,
      onSelect: () => fileInput.current?.click(),
    },
  ];

  const error = names.error ?? rows.error;
  if (error)
    return (
      <ErrorPanel
        title={t('loadFailed')}
        error={error}
        onRetry={() => void Promise.all([names.mutate(), rows.mutate()])}
      />
    );
  return (
    <section className="screen l10n-screen">
      <TitleBar title={t('title')} commands={commands} />
      <HiddenFileInput
        ref={fileInput}
        accept=".csv,text/csv"
        label={t('commands.import')}
        onFiles={(files) => files[0] && void importFile(files[0])}
      />
      {!editable && <p className="l10n-note">{t('readOnly')}</p>}
      {!names.data || !rows.data ? (
        <Spinner />
      ) : (
        <>
          <div className="l10n-toolbar">
            <label>
              {t('filters.search')}
              <input
                className="field-input"
                type="search"
                value={filter.search}
                onChange={(event) => setFilter({ ...filter, search: event.target.value })}
              />
            </label>
            <label>
              {t('filters.show')}
              <select
                value={filter.missingIn}
                onChange={(event) => setFilter({ ...filter, missingIn: event.target.value as Language | '' })}
              >
                <option value="">{t('filters.all')}</option>
                {languages.map((language) => (
                  <option key={language} value={language}>
                    {t('filters.missingIn', { language: t(`languages.${language}`) })}
                  </option>
                ))}
              </select>
            </label>
            <ul className="l10n-counts" aria-label={t('counts.label')}>
              {languages.map((language) => (
                <li key={language} data-language={language}>
                  {t('counts.missing', { language: t(`languages.${language}`), count: missing[language] })}
                </li>
              ))}
            </ul>
          </div>
          {busy && <Spinner />}
          {outcome && <ImportReport outcome={outcome} onClose={() => setOutcome(undefined)} />}
          <p className="l10n-summary">{t('summary', { shown: shownLines.length, count: lines.length })}</p>
          <TranslationGrid lines={shownLines} editable={editable} onSave={saveCell} />
        </>
      )}
    </section>
  );
}
