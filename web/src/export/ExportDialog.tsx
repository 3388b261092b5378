import type { FetchQuery } from '@strata/api/contract/query';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../context/shell-context';
import type { ListColumnDefinition } from '../list-views/list-definition';
import type { ObjectMeta } from '../metadata/object-metadata';
import { Dialog } from '../ui/Dialog';
import { Spinner } from '../ui/Spinner';
import { ColumnChooser } from './ColumnChooser';
import { languageDecimalSeparator } from './cell-format';
import { exportColumns } from './export-columns';
import {
  arrangeColumns,
  clampFontSize,
  defaultOptions,
  type ExportOptions,
  loadOptions,
  readOptions,
  saveOptions,
} from './export-options';
import { exportRowLimit } from './export-query';
import { defaultFileBase, type ExportFormat } from './file-name';
import { useOrganisationExportOptions } from './organisation-options';
import { pdfFontSizes } from './pdf-definition';
import { type RadioChoice, RadioGroup } from './RadioGroup';
import { useRunExport } from './use-run-export';
import './export.css';

export type ExportDialogProps = {
  /** the entity's logical name */
  entity: string;
  /** the records to export: its filter, links, orders and attributes; paging is replaced */
  query: FetchQuery;
  /** the selected record ids; with any, the dialog offers (and starts with) records = Selected */
  selectedIds?: readonly string[] | undefined;
  /** a list's columns (labels, order); without them every value the query returns is a column */
  columns?: readonly ListColumnDefinition[] | undefined;
  /** the PDF's title; the entity's plural name by default */
  title?: string | undefined;
  onClose: () => void;
};

/**
 * The 'Export' dialog (spec 001 sections 2 and 3): records, format, file name, totals, columns,
 * decimal separator, the 'sep=;' line, and font size and orientation for PDF, remembered per
 * entity. The Export Records screen opens it, and a list can open it with its own query and
 * selection. There is no form: Enter in a field must not start a download.
 */
export function ExportDialog(props: ExportDialogProps) {
  const { t } = useTranslation('export');
  const { context } = useShell();
  const object = context.metaDict[props.entity];
  if (!object) {
    return (
      <Dialog title={t('dialog.title')} onClose={props.onClose} className="export-dialog">
        <p role="alert">{t('unknownEntity', { name: props.entity })}</p>
      </Dialog>
    );
  }
  return <WithOrganisationOptions {...props} object={object} />;
}

/** The dialog starts from the organisation's export settings, so it waits for them (briefly). */
function WithOrganisationOptions(props: ExportDialogProps & { object: ObjectMeta }) {
  const { t } = useTranslation('export');
  const organisation = useOrganisationExportOptions();
  if (organisation.loading) {
    return (
      <Dialog title={t('dialog.title')} onClose={props.onClose} className="export-dialog">
        <Spinner />
      </Dialog>
    );
  }
  return <ExportOptionsDialog {...props} organisation={organisation.options} />;
}

function ExportOptionsDialog({
  entity,
  object,
  query,
  selectedIds = [],
  columns: definitions,
  title,
  onClose,
  organisation,
}: ExportDialogProps & { object: ObjectMeta; organisation: Record<string, unknown> | undefined }) {
  const { t, i18n } = useTranslation('export');
  const { context } = useShell();
  const runExport = useRunExport();
  const columns = useMemo(
    () => exportColumns(query, object, context.metaDict, definitions),
    [query, object, context.metaDict, definitions],
  );
  const [initial] = useState(() => {
    // built-in defaults, then the organisation's settings, then the user's own last choice
    const builtIn = defaultOptions(languageDecimalSeparator(i18n.language));
    const remembered = loadOptions(entity, readOptions(organisation, builtIn));
    const arranged = arrangeColumns(
      columns.map((column) => column.key),
      remembered.columns,
    );
    const records: ExportOptions['records'] = selectedIds.length > 0 ? 'selected' : 'all';
    return { options: { ...remembered, records }, ...arranged };
  });
  const [options, setOptions] = useState<ExportOptions>(initial.options);
  const [order, setOrder] = useState<string[]>(initial.order);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(initial.chosen));
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof ExportOptions>(key: K, value: ExportOptions[K]) =>
    setOptions((current) => ({ ...current, [key]: value }));

  const save = async () => {
    if (busy) return;
    const keys = order.filter((key) => chosen.has(key));
    if (options.format !== 'json' && keys.length === 0) {
      setProblem(t('dialog.noColumns'));
      return;
    }
    setProblem('');
    const final = { ...options, columns: keys, fontSize: clampFontSize(options.fontSize) };
    saveOptions(entity, final);
    setBusy(true);
    const made = await runExport({
      object,
      query,
      selectedIds,
      columns: keys.flatMap((key) => columns.filter((column) => column.key === key)),
      options: final,
      title: title || object.displayNamePlural || object.displayName,
    });
    if (made) onClose();
    else setBusy(false);
  };

  const format = options.format;
  const formats: RadioChoice<ExportFormat>[] = [
    { value: 'csv', label: t('dialog.csv') },
    { value: 'pdf', label: t('dialog.pdf') },
    { value: 'json', label: t('dialog.json') },
  ];
  return (
    <Dialog title={t('dialog.title')} onClose={onClose} closeOnOutsideClick={false} className="export-dialog">
      <div className="export-options">
        <RadioGroup
          legend={t('dialog.records')}
          choices={[
            { value: 'all', label: t('dialog.recordsAll') },
            {
              value: 'selected',
              label: t('dialog.recordsSelected', { count: selectedIds.length }),
              disabled: selectedIds.length === 0,
            },
          ]}
          value={options.records}
          onChange={(value) => set('records', value)}
          autoFocus
        />
        <RadioGroup
          legend={t('dialog.format')}
          choices={formats}
          value={format}
          onChange={(value) => set('format', value)}
        />
        <label className="field">
          <span>{t('dialog.fileName')}</span>
          <input
            value={options.fileName}
            placeholder={defaultFileBase(object.displayNamePlural || object.displayName, t('fileSuffix'))}
            maxLength={200}
            onChange={(event) => set('fileName', event.target.value)}
          />
        </label>
        {format === 'json' ? (
          <p className="muted">{t('dialog.jsonNote')}</p>
        ) : (
          <>
            <ColumnChooser
              columns={columns}
              order={order}
              chosen={chosen}
              onOrderChange={setOrder}
              onChosenChange={setChosen}
            />
            <Check label={t('dialog.totals')} checked={options.totals} onChange={(on) => set('totals', on)} />
            <label className="field">
              <span>{t('dialog.decimalSeparator')}</span>
              <select
                value={options.decimalSeparator}
                onChange={(event) => set('decimalSeparator', event.target.value === '.' ? '.' : ',')}
              >
                <option value=",">{t('dialog.comma')}</option>
                <option value=".">{t('dialog.point')}</option>
              </select>
            </label>
          </>
        )}
        {format === 'csv' && (
          <Check
            label={t('dialog.csvHeader')}
            checked={options.csvHeader}
            onChange={(on) => set('csvHeader', on)}
          />
        )}
        {format === 'pdf' && (
          <>
            <label className="field">
              <span>{t('dialog.fontSize')}</span>
              <input
                type="number"
                min={pdfFontSizes.min}
                max={pdfFontSizes.max}
                step={1}
                value={Number.isFinite(options.fontSize) ? options.fontSize : ''}
                onChange={(event) => set('fontSize', event.target.valueAsNumber)}
                onBlur={() => set('fontSize', clampFontSize(options.fontSize))}
              />
            </label>
            <RadioGroup
              legend={t('dialog.orientation')}
              choices={[
                { value: 'landscape', label: t('dialog.landscape') },
                { value: 'portrait', label: t('dialog.portrait') },
              ]}
              value={options.orientation}
              onChange={(value) => set('orientation', value)}
            />
          </>
        )}
        <p className="muted">{t('dialog.limitNote', { max: exportRowLimit })}</p>
        {problem && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
        <div className="dialog-buttons">
          <button type="button" className="button" onClick={onClose}>
            {t('dialog.cancel')}
          </button>
          <button type="button" className="button primary" disabled={busy} onClick={() => void save()}>
            <Download size={16} aria-hidden="true" />
            {t('dialog.save')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="export-check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
