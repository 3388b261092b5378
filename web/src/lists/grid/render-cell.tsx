import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isLookupValue, type RecordValues } from '../../api/data-api';
import { displayFor } from '../../fields/registry';
import type { ListColumn } from '../views/columns';

export type CellContext = {
  appId: string;
  /** the text of a lookup without a label: '(no name)' */
  noName: string;
};

/**
 * The one place a list draws a value: the grid, the mobile cards and later modes all call it.
 * Lookups link to their record (unless the column says nolink); everything else goes through
 * the field registry's display. Swap the display for formatValue here when it lands.
 */
export function renderCell(column: ListColumn, row: RecordValues, context: CellContext): ReactNode {
  const value = row[column.key];
  if (value === null || value === undefined || value === '') return null;
  if (isLookupValue(value)) {
    const label = value.label || context.noName;
    const target = value.name || column.property?.targets?.[0];
    if (column.definition.nolink || !target) return label;
    return (
      <Link
        to={`/${context.appId}/edit/${target}/${value.id}`}
        className="cell-link"
        onClick={(event) => event.stopPropagation()}
      >
        {label}
      </Link>
    );
  }
  if (!column.property) return String(value);
  const Display = displayFor(column.property);
  return <Display property={column.property} objectName={column.objectName} value={value} record={row} />;
}
