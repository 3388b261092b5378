import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isLookupValue, type RecordValues } from '../../data/data-api';
import { displayFor } from '../../fields/display-registry';
import { fieldKind } from '../../fields/field-kind';
import { type FormatValueOptions, formatValue } from '../../fields/format-value';
import { recordPath } from '../../fields/lookup/use-app-id';
import type { ListColumn } from '../../list-views/columns';
import type { CellRenderer } from '../scripts/cell-script';

export type CellContext = {
  appId: string;
  /** the text of a lookup without a label: '(no name)' */
  noName: string;
  /** Language, currencies and translations for formatValue. */
  format: FormatValueOptions;
  /** The list's `{entity}.renderCell` script (lists/scripts/cell-script.ts), when it has one. */
  cellScript?: CellRenderer;
  /** ids of records with a queued offline write (issue 27), badged in their first cell */
  pendingIds?: ReadonlySet<string>;
};

/** Kinds whose display is more than text (colour pills, links, thumbnails, chips). */
const richKinds = new Set(['options', 'stage', 'url', 'email', 'phone', 'image', 'file', 'tags']);

/**
 * The one place a list draws a value: the grid, the mobile cards and later modes all call it.
 * Lookups link to their record (unless the column says nolink); everything else goes through
 * formatValue as plain text (thousands of virtualised cells), the few rich kinds through the
 * field registry's display.
 */
export function renderCell(column: ListColumn, row: RecordValues, context: CellContext): ReactNode {
  const look = context.cellScript?.look(column.key, row);
  if (!look) return standardCell(column, row, context);
  // the script's text replaces the value; its colours and title dress either
  return (
    <span
      className="cell-script"
      style={{
        ...(look.color ? { color: look.color } : {}),
        ...(look.background ? { background: look.background } : {}),
      }}
      title={look.title}
    >
      {look.text ?? standardCell(column, row, context)}
    </span>
  );
}

function standardCell(column: ListColumn, row: RecordValues, context: CellContext): ReactNode {
  const value = row[column.key];
  if (value === null || value === undefined || value === '') return null;
  if (isLookupValue(value)) {
    const label = value.label || context.noName;
    const target = value.name || column.property?.targets?.[0];
    if (column.definition.nolink || !target) return label;
    return (
      <Link
        to={recordPath(context.appId, target, String(value.id), column.definition.formName)}
        className="cell-link"
        onClick={(event) => event.stopPropagation()}
      >
        {label}
      </Link>
    );
  }
  if (!column.property) return String(value);
  if (!richKinds.has(fieldKind(column.property, column.definition))) {
    return formatValue(column.property, value, {
      ...context.format,
      record: row,
      settings: column.definition,
    });
  }
  const Display = displayFor(column.property, column.definition);
  return <Display property={column.property} objectName={column.objectName} value={value} record={row} />;
}
