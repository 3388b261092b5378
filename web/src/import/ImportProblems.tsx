import { useTranslation } from 'react-i18next';
import type { ColumnMatch } from './import-columns';
import { type ImportMessage, messageText } from './import-message';
import { type ImportRow, rowErrors, rowWarnings } from './import-rows';

/** Lines listed per kind; the count above says how many there are in all. */
const listedLines = 100;

type Props = {
  warnings: readonly ImportMessage[];
  match: ColumnMatch;
  rows: readonly ImportRow[] | undefined;
};

/**
 * What the user should know before importing: file warnings, columns that were ignored and
 * why, and the rows whose cells could not be read (not imported) or were changed (lookups not
 * found, text cut). Long lists fold away so the preview stays in sight.
 */
export function ImportProblems({ warnings, match, rows }: Props) {
  const { t } = useTranslation('import');
  const text = (item: ImportMessage) => messageText(t, item);
  const columnNotes = [
    match.unmatched.length > 0 ? t('columns.unmatched', { columns: match.unmatched.join(', ') }) : '',
    match.serverSet.length > 0 ? t('columns.serverSet', { columns: match.serverSet.join(', ') }) : '',
    match.duplicates.length > 0 ? t('columns.duplicates', { columns: match.duplicates.join(', ') }) : '',
  ].filter(Boolean);
  const lines = (pick: (row: ImportRow) => ImportMessage[]) =>
    (rows ?? []).flatMap((row) =>
      pick(row).map((item) => t('rowLine', { row: row.row, message: text(item) })),
    );
  const errorRows = (rows ?? []).filter((row) => rowErrors(row).length > 0).length;
  const errorLines = lines(rowErrors);
  const warningLines = lines(rowWarnings);

  if (warnings.length + columnNotes.length + errorLines.length + warningLines.length === 0) return null;
  return (
    <section className="import-problems" aria-label={t('problems.title')}>
      {[...warnings.map(text), ...columnNotes].map((line) => (
        <p key={line} className="form-info">
          {line}
        </p>
      ))}
      {errorLines.length > 0 && (
        <details className="import-lines import-lines-error">
          <summary>{t('problems.rowErrors', { n: errorRows })}</summary>
          <LineList lines={errorLines} />
        </details>
      )}
      {warningLines.length > 0 && (
        <details className="import-lines">
          <summary>{t('problems.warnings', { n: warningLines.length })}</summary>
          <LineList lines={warningLines} />
        </details>
      )}
    </section>
  );
}

export function LineList({ lines }: { lines: readonly string[] }) {
  const { t } = useTranslation('import');
  return (
    <ul>
      {lines.slice(0, listedLines).map((line, index) => (
        // lines can repeat (two rows, same problem); their position keeps them apart
        // biome-ignore lint/suspicious/noArrayIndexKey: a static list, never reordered
        <li key={index}>{line}</li>
      ))}
      {lines.length > listedLines && <li>{t('moreLines', { n: lines.length - listedLines })}</li>}
    </ul>
  );
}
