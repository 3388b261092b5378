import { FileUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ObjectMeta } from '../metadata/object-metadata';
import { Spinner } from '../ui/Spinner';
import { ImportProblems } from './ImportProblems';
import { maxImportFileBytes } from './import-file';
import { messageText } from './import-message';
import { PreviewGrid } from './PreviewGrid';
import type { ImportSource } from './use-import-source';
import type { PreparedRows } from './use-prepared-rows';

type Props = {
  source: ImportSource;
  prepared: PreparedRows;
  object: ObjectMeta | undefined;
  onChooseFile: () => void;
  onRetry: () => void;
};

/** The file's part of the screen: the hint before a file, reading, what went wrong, or the preview. */
export function ImportBody({ source, prepared, object, onChooseFile, onRetry }: Props) {
  const { t } = useTranslation('import');
  const hint = (
    <div className="import-drop">
      <FileUp size={32} aria-hidden="true" />
      <p>{t('emptyHint', { limit: `${maxImportFileBytes / 1024 / 1024} MB` })}</p>
      <button type="button" className="button primary" onClick={onChooseFile}>
        {t('chooseFile')}
      </button>
    </div>
  );
  switch (source.status) {
    case 'empty':
      return hint;
    case 'reading':
      return <Spinner delayMs={0} label={t('reading', { name: source.name })} />;
    case 'failed':
      return (
        <>
          <p className="form-error" role="alert">
            {messageText(t, source.problem)}
          </p>
          {hint}
        </>
      );
    case 'ready':
      break;
  }
  const fileLine = <p className="import-file-name">{t('file', { name: source.name })}</p>;
  if (!object || prepared.status === 'idle') {
    return (
      <>
        {fileLine}
        <p className="empty-state">{t('chooseObjectHint')}</p>
      </>
    );
  }
  if (prepared.status === 'resolving') {
    const label =
      prepared.total > 0
        ? t('resolvingCount', { done: prepared.done, total: prepared.total })
        : t('resolving');
    return (
      <>
        {fileLine}
        <p className="form-info" role="status">
          {label}
        </p>
      </>
    );
  }
  const { match } = prepared;
  if (match.columns.length === 0) {
    return (
      <>
        {fileLine}
        <p className="form-error" role="alert">
          {t('errors.noColumns', { entity: object.displayName, headers: source.table.headers.join(', ') })}
        </p>
        <ImportProblems warnings={source.table.warnings} match={match} file={undefined} />
      </>
    );
  }
  if (prepared.status === 'failed') {
    const reason = prepared.error instanceof Error ? prepared.error.message : String(prepared.error);
    return (
      <>
        {fileLine}
        <p className="form-error" role="alert">
          {t('errors.lookupFailed', { reason })}
        </p>
        <button type="button" className="button" onClick={onRetry}>
          {t('retry')}
        </button>
      </>
    );
  }
  return (
    <>
      {fileLine}
      <ImportProblems warnings={source.table.warnings} match={match} file={prepared.file} />
      <PreviewGrid
        table={source.table}
        columns={match.columns}
        rows={prepared.file.preview}
        rowCount={prepared.file.rowCount}
      />
    </>
  );
}
