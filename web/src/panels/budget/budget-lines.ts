import type { RecordOperation } from '@strata/api/contract/records';
import type { RecordValues } from '../panel-api';
import { type BudgetLine, isWholeAmount, type RuleChanges } from './budget-rules';

/**
 * A budget line as the panel edits it: the stored line plus its pending write (spec 002
 * section 4, "Budget": create, update or delete, flushed on the record's beforeSave).
 */
export type EditLine = Omit<BudgetLine, 'amount'> & {
  key: string;
  /** What the user typed; a number once it is whole (spec 002 section 5: precision 0). */
  amount: number | string;
  pending: 'create' | 'update' | 'delete' | null;
  /** The stored line's version (the server refuses a write over a newer one: ERR_8001). */
  versionnumber?: number | null;
  /** The editable fields as stored when read, for merging the server's later changes. */
  base?: RecordValues | null;
  /**
   * The user typed the amount: only typed amounts must be whole euros. The parental allowance
   * the rules write is 351.80 (spec 002 section 9), and a stored line is not refused for an
   * amount nobody touched.
   */
  typedAmount?: boolean;
};

export const lineEntity = 'fi_budget_line';

/** What the user edits on a line: merged field by field with the server's changes. */
export const editableFields = ['type', 'name', 'category', 'amount', 'comment', 'personid'] as const;

export function fromStored(line: BudgetLine & { id: string; versionnumber?: number | null }): EditLine {
  const base = Object.fromEntries(editableFields.map((field) => [field, line[field] ?? null]));
  return { ...line, key: line.id, pending: null, versionnumber: line.versionnumber ?? null, base };
}

/** The rule lines to add (pending create) and to drop (pending delete) to match the people. */
export function applyRuleChanges(lines: EditLine[], changes: RuleChanges, newKey: () => string): EditLine[] {
  const removed = new Set(changes.remove.map((line) => line.id ?? ''));
  const kept = lines.map((line) =>
    line.id && removed.has(line.id) ? { ...line, pending: 'delete' as const } : line,
  );
  return [...kept, ...changes.create.map((line) => ({ ...line, key: newKey(), pending: 'create' as const }))];
}

/** An edit of one line: a stored line becomes a pending update, a new one stays a create. */
export function editLine(lines: EditLine[], key: string, patch: Partial<EditLine>): EditLine[] {
  return lines.map((line) =>
    line.key === key
      ? {
          ...line,
          ...patch,
          pending: line.pending === 'create' ? 'create' : 'update',
          typedAmount: line.typedAmount || 'amount' in patch,
        }
      : line,
  );
}

/** A row of fi_budget_line_type: the pick list of a line's category (spec 002 section 3). */
export type LineType = { id: string; name: string; category: string; type: 'in' | 'out' };

/** The types a list of `type` offers, plus the line's own category when no type has it (older data). */
export function typeChoices(types: LineType[], type: 'in' | 'out', current: string | null): LineType[] {
  const offered = types.filter((lineType) => lineType.type === type);
  if (!current || offered.some((lineType) => lineType.category === current)) return offered;
  return [...offered, { id: `current-${current}`, name: current, category: current, type }];
}

/**
 * Picking a type sets the line's category; an empty name, or the name the last picked type
 * gave, follows the type's name, so a typed name is never overwritten.
 */
export function pickLineType(line: EditLine, types: LineType[], category: string): Partial<EditLine> {
  const previous = types.find((lineType) => lineType.category === line.category);
  const picked = types.find((lineType) => lineType.category === category);
  const followsType = line.name.trim() === '' || (previous !== undefined && line.name === previous.name);
  return { category, ...(followsType && picked ? { name: picked.name } : {}) };
}

/** Deleting a line never saved just drops it; a stored one waits for the save. */
export function removeLine(lines: EditLine[], key: string): EditLine[] {
  return lines.flatMap((line) => {
    if (line.key !== key) return [line];
    return line.pending === 'create' ? [] : [{ ...line, pending: 'delete' as const }];
  });
}

export const visibleLines = (lines: EditLine[]) => lines.filter((line) => line.pending !== 'delete');

/** A typed amount that is not a whole number of euros (spec 002 section 5: precision 0). */
export const refusedAmount = (line: EditLine) =>
  Boolean(line.pending && line.typedAmount && !isWholeAmount(line.amount));

/** The lines the editor refuses to save. */
export function invalidLines(lines: EditLine[]): EditLine[] {
  return visibleLines(lines).filter(refusedAmount);
}

/** The writes of the pending lines, for the record's own transaction (executemultiple). */
export function lineOperations(lines: EditLine[]): RecordOperation[] {
  return lines.flatMap((line): RecordOperation[] => {
    if (!line.pending) return [];
    // a stored line's write carries the version it was read at, so a newer one is not overwritten
    const version = line.versionnumber == null ? {} : { versionnumber: line.versionnumber };
    if (line.pending === 'delete')
      return line.id ? [{ name: lineEntity, operation: 'delete', object: { id: line.id, ...version } }] : [];
    const object = {
      type: line.type,
      name: line.name,
      category: line.category,
      amount: Number(line.amount),
      comment: line.comment ?? null,
      personid: { id: line.personid, name: 'fi_osoba' },
    };
    return line.pending === 'create'
      ? [{ name: lineEntity, operation: 'create', object }]
      : [{ name: lineEntity, operation: 'update', object: { id: line.id, ...version, ...object } }];
  });
}

/** Lines as budget-rules.ts counts them (amounts as numbers). */
export function asBudgetLines(lines: EditLine[]): BudgetLine[] {
  return visibleLines(lines).map((line) => ({ ...line, amount: Number(line.amount) || 0 }));
}
