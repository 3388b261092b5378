import type { FetchQuery } from '@strata/api/contract/query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../context/shell-context';
import { retrieveMultiple } from '../data/data-api';
import type { ObjectMeta } from '../metadata/object-metadata';
import { isWorkingOffline } from '../offline/mode/working-offline';
import { downloadBlob } from '../ui/download';
import { alertMessage, withWait } from '../ui/prompts';
import { showToast } from '../ui/toasts';
import { csvPlan } from './csv-plan';
import type { ExportColumn } from './export-columns';
import type { ExportOptions } from './export-options';
import { buildExportQuery, exportRowLimit } from './export-query';
import { exportFileName } from './file-name';
import { renderPdf } from './pdf-file';
import { describeFilter } from './query-summary';
import { buildExportFile, fetchExportRows, fetchServerCsv } from './run-export';
import { postCsvExport } from './server-csv';

export type ExportRequest = {
  object: ObjectMeta;
  query: FetchQuery;
  selectedIds: readonly string[];
  /** the chosen columns, in order */
  columns: readonly ExportColumn[];
  options: ExportOptions;
  /** the PDF title; the entity's plural name by default */
  title: string;
};

/**
 * The export itself: fetch (a wait dialog with a spinner meanwhile), write the file, hand it to
 * the browser and tell the user how it went. Resolves true when a file was made; a failure
 * shows an alert with the server's message and resolves false, so the dialog stays open with
 * the user's options.
 */
export function useRunExport(): (request: ExportRequest) => Promise<boolean> {
  const { t, i18n } = useTranslation('export');
  const { context } = useShell();
  return useCallback(
    async ({ object, query, selectedIds, columns, options, title }: ExportRequest) => {
      const language = i18n.language;
      const selected = options.records === 'selected';
      const fileName = exportFileName({
        fileName: options.fileName,
        pluralName: object.displayNamePlural || object.displayName,
        suffix: t('fileSuffix'),
        format: options.format,
      });
      try {
        const { fetched, blob } = await withWait(t('exporting'), async () => {
          const exportQuery = buildExportQuery(query, selected ? selectedIds : undefined);
          const cellOptions = {
            language,
            decimalSeparator: options.decimalSeparator,
            currencyDict: context.currencyDict,
            t: i18n.t,
          };
          // a CSV the server can write as the browser would: one statement, no rows to parse
          const plan = options.format === 'csv' && !isWorkingOffline() ? csvPlan(columns, cellOptions) : null;
          const written = plan
            ? await fetchServerCsv(exportQuery, plan, {
                csvHeader: options.csvHeader,
                totalLabel: options.totals ? t('total') : null,
                postCsv: postCsvExport,
                fetchRows: (next) => retrieveMultiple(next),
              })
            : null;
          if (written) {
            const { blob, ...fetched } = written;
            return { fetched, blob };
          }
          const { rows, ...counted } = await fetchExportRows(exportQuery, (next) => retrieveMultiple(next));
          const filter = describeFilter(query.entity.filter, {
            object,
            metaDict: context.metaDict,
            links: query.entity.links,
            language,
            t: i18n.t,
          });
          const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
            new Date(),
          );
          const subtitle = [
            date,
            t('pdf.records', { count: rows.length }),
            selected ? t('pdf.selected') : '',
            filter,
          ]
            .filter(Boolean)
            .join(' · ');
          const blob = await buildExportFile(rows, {
            ...cellOptions,
            format: options.format,
            columns,
            totals: options.totals,
            totalLabel: t('total'),
            csvHeader: options.csvHeader,
            pdf: { title, subtitle, fontSize: options.fontSize, orientation: options.orientation },
            renderPdf,
          });
          return { fetched: { ...counted, count: rows.length }, blob };
        });
        downloadBlob(blob, fileName);
        if (fetched.truncated) {
          await alertMessage(
            t('truncatedTitle', { max: exportRowLimit }),
            fetched.total === null
              ? t('truncatedUnknown', { max: exportRowLimit })
              : t('truncated', { total: fetched.total, max: exportRowLimit }),
          );
        } else if (fetched.count === 0) {
          showToast(t(options.format === 'json' ? 'emptyJson' : 'empty', { file: fileName }), 'info');
        } else {
          showToast(t('done', { count: fetched.count, file: fileName }));
        }
        return true;
      } catch (error) {
        await alertMessage(t('failedTitle'), error instanceof Error ? error.message : String(error));
        return false;
      }
    },
    [t, i18n, context.metaDict, context.currencyDict],
  );
}
