import { useTranslation } from 'react-i18next';
import type { ColumnMatch } from './import-columns';
import { type ImportMessage, messageText } from './import-message';
import type { PreparedFile, ProblemLine } from './import-stream';

/** Lines listed per kind; the count above says how many there are in all. */
const listedLines = 100;

type Props = {
  warnings: readonly ImportMessage[];
  match: ColumnMatch;
  file: PreparedFile | undefined;
};

/**
 * What the user should know before importing: file warnings, columns that were ignored and
 * why, and the rows whose cells could not be read (not imported) or were changed (lookups not
 * found, text cut). Long lists fold away so the preview stays in sight.
 */
export function ImportProblems({ warnings, match, file }: Props) {
  const { t } = useTranslation('import');
  const text = (item: ImportMessage) => messageText(t, item);
  const columnNotes = [
    match.unmatched.length > 0 ? t('columns.unmatched', { columns: match.unmatched.join(', ') }) : '',
    match.serverSet.length > 0 ? t('columns.serverSet', { columns: match.serverSet.join(', ') }) : '',
    match.duplicates.length > 0 ? t('columns.duplicates', { columns: match.duplicates.join(', ') }) : '',
  ].filter(Boolean);
  // the file is read a batch at a time: its first lines of each kind are kept, with the counts
  const lines = (kept: readonly ProblemLine[]) =>
    kept.map((line) => t('rowLine', { row: line.row, message: text(line.message) }));
  const errorLines = lines(file?.errorLines ?? []);
  const warningLines = lines(file?.warningLines ?? []);
  const errorCount = file?.errorLineCount ?? 0;
  const warningCount = file?.warningLineCount ?? 0;

  if (warnings.length + columnNotes.length + errorCount + warningCount === 0) return null;
  return (
    <section className="import-problems" aria-label={t('problems.title')}>
      {[...warnings.map(text), ...columnNotes].map((line) => (
        <p key={line} className="form-info">
          {line}
        </p>
      ))}
      {errorCount > 0 && (
        <details className="import-lines import-lines-error">
          <summary>{t('problems.rowErrors', { n: file?.errorRows ?? 0 })}</summary>
          <LineList lines={errorLines} total={errorCount} />
        </details>
      )}
      {warningCount > 0 && (
        <details className="import-lines">
          <summary>{t('problems.warnings', { n: warningCount })}</summary>
          <LineList lines={warningLines} total={warningCount} />
        </details>
      )}
    </section>
  );
}

/** The first lines; `total` (when only some were kept) counts all of them. */
export function LineList({ lines, total = lines.length }: { lines: readonly string[]; total?: number }) {
  const { t } = useTranslation('import');
  return (
    <ul>
      {lines.slice(0, listedLines).map((line, index) => (
        // lines can repeat (two rows, same problem); their position keeps them apart
        // biome-ignore lint/suspicious/noArrayIndexKey: a static list, never reordered
        <li key={index}>{line}</li>
      ))}
      {total > Math.min(lines.length, listedLines) && (
        <li>{t('moreLines', { n: total - Math.min(lines.length, listedLines) })}</li>
      )}
    </ul>
  );
}
