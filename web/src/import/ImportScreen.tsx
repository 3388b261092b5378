import { FileDown, Import, Upload, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useShell } from '../context/shell-context';
import type { Command } from '../ui/CommandBar';
import { downloadBlob } from '../ui/download';
import { HiddenFileInput } from '../ui/HiddenFileInput';
import { TitleBar } from '../ui/TitleBar';
import './import.css';
import { errorRowsFile } from './error-rows';
import { ImportBody } from './ImportBody';
import { ImportOptions } from './ImportOptions';
import { ImportProgress } from './ImportProgress';
import { ImportResult } from './ImportResult';
import { matchFieldCandidates } from './import-columns';
import { canImportInto, canUpdateRecords, importableEntities } from './import-entities';
import { message, messageText } from './import-message';
import { templateCsv, templateFileName } from './import-template';
import type { MatchMode } from './match-plan';
import { useFileDrop } from './use-file-drop';
import { useImportRun } from './use-import-run';
import { useImportSource } from './use-import-source';
import { usePreparedRows } from './use-prepared-rows';

const icon = (Icon: typeof Upload) => <Icon size={18} aria-hidden="true" />;

/**
 * /{appid}/import: Import Records (spec 001 sections 2, 4 and 5). Choose the object (fixed by
 * ?entity=, as the list's Import command opens it), upload or drop a CSV or JSON file, check
 * the preview and the matching options, Import. Close goes back where the user came from.
 */
export default function ImportScreen() {
  const { t, i18n } = useTranslation('import');
  const { appId = '!' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { context } = useShell();
  const fixedEntity = params.get('entity');
  const [chosenEntity, setChosenEntity] = useState('');
  const entity = fixedEntity ?? chosenEntity;
  const entities = useMemo(
    () => importableEntities(context.metaDict, context.permDict, i18n.language),
    [context.metaDict, context.permDict, i18n.language],
  );
  const object = canImportInto(context.metaDict, context.permDict, entity)
    ? context.metaDict[entity]
    : undefined;

  const { source, choose, refuse } = useImportSource();
  const table = source.status === 'ready' ? source.table : undefined;
  const { prepared, retry } = usePreparedRows(table, object, context.metaDict);
  const candidates = useMemo(
    () => (prepared.status === 'idle' ? [] : matchFieldCandidates(prepared.match.columns)),
    [prepared],
  );
  const [fieldChoice, setField] = useState('');
  const field = candidates.find((property) => property.logicalName === fieldChoice);
  // before an object is chosen the (disabled) choices show all three modes
  const modes: MatchMode[] = !object || canUpdateRecords(context.permDict, entity) ? [0, 1, 2] : [1, 2];
  const [modeChoice, setMode] = useState<MatchMode>(0);
  const mode = modes.includes(modeChoice) ? modeChoice : (modes[0] ?? 1);
  const { run, start, stop, reset, busy } = useImportRun();

  // a result belongs to the file and object it was imported from
  // biome-ignore lint/correctness/useExhaustiveDependencies: the trigger is a new file or object
  useEffect(() => reset(), [table, object, reset]);

  const fileInput = useRef<HTMLInputElement>(null);
  const takeFiles = (files: File[]) => {
    const [file] = files;
    if (files.length > 1) refuse(message('errors.oneFile'));
    else if (file) void choose(file);
  };
  const drop = useFileDrop(takeFiles, !busy);
  const listPath = `/${encodeURIComponent(appId)}/list/${encodeURIComponent(entity)}`;
  const close = () => {
    // 'default' is the first page of the tab: there is nowhere to go back to
    if (location.key !== 'default') navigate(-1);
    else navigate(entity ? listPath : `/${encodeURIComponent(appId)}`);
  };
  const ready = prepared.status === 'ready' && prepared.match.columns.length > 0 ? prepared : undefined;

  const commands: Command[] = [
    {
      name: 'template',
      label: t('commands.downloadTemplate'),
      icon: icon(FileDown),
      showLabel: true,
      disabled: !object,
      onSelect: () =>
        object &&
        downloadBlob(
          new Blob([templateCsv(object)], { type: 'text/csv;charset=utf-8' }),
          templateFileName(object),
        ),
    },
    {
      name: 'upload',
      label: t('commands.uploadFile'),
      icon: icon(Upload),
      showLabel: true,
      disabled: busy,
      onSelect: () => fileInput.current?.click(),
    },
    {
      name: 'import',
      label: t('commands.import'),
      icon: icon(Import),
      showLabel: true,
      disabled: busy || !ready || !object,
      onSelect: () =>
        ready &&
        table &&
        object &&
        void start({
          entity,
          table,
          columns: ready.match.columns,
          metaDict: context.metaDict,
          cache: ready.cache,
          field,
          mode,
        }),
    },
    {
      name: 'close',
      label: t('commands.close'),
      icon: icon(X),
      showLabel: true,
      disabled: busy,
      onSelect: close,
    },
  ];

  const downloadErrors = () => {
    if (!table || run.phase !== 'done') return;
    const errors = run.summary.errors.map((error) => ({
      row: error.row,
      source: error.source,
      text: error.messages.map((item) => messageText(t, item)).join('; '),
    }));
    const file = errorRowsFile(table, errors, t('result.errorColumn'));
    downloadBlob(new Blob([file.text], { type: file.type }), `${entity}-import-errors.${file.extension}`);
  };

  if (fixedEntity !== null && !object) {
    return (
      <section className="screen import-screen">
        <TitleBar title={t('title')} commands={commands.filter((command) => command.name === 'close')} />
        <p className="form-error" role="alert">
          {t('errors.notImportable', { name: fixedEntity })}
        </p>
      </section>
    );
  }

  return (
    <section className={`screen import-screen${drop.dragging ? ' dragging' : ''}`} {...drop.handlers}>
      <TitleBar title={t('title')} commands={commands} />
      <HiddenFileInput
        ref={fileInput}
        accept=".csv,.json,text/csv,application/json"
        label={t('commands.uploadFile')}
        onFiles={takeFiles}
      />
      <ImportOptions
        entities={entities}
        entity={entity}
        fixedEntity={fixedEntity !== null}
        onEntityChange={setChosenEntity}
        candidates={candidates}
        field={field?.logicalName ?? ''}
        onFieldChange={setField}
        mode={mode}
        modes={modes}
        onModeChange={setMode}
        disabled={busy}
      />
      <ImportProgress run={run} onStop={stop} />
      {run.phase === 'failed' && (
        <p className="form-error" role="alert">
          {t('errors.runFailed', {
            reason: run.error instanceof Error ? run.error.message : String(run.error),
          })}
        </p>
      )}
      {run.phase === 'done' && (
        <ImportResult summary={run.summary} listPath={listPath} onDownloadErrors={downloadErrors} />
      )}
      <ImportBody
        source={source}
        prepared={prepared}
        object={object}
        onChooseFile={() => fileInput.current?.click()}
        onRetry={retry}
      />
    </section>
  );
}
