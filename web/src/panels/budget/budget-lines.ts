import type { RecordOperation } from '@strata/api/contract/records';
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
};

export const lineEntity = 'fi_budget_line';

export function fromStored(line: BudgetLine & { id: string }): EditLine {
  return { ...line, key: line.id, pending: null };
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
    line.key === key ? { ...line, ...patch, pending: line.pending === 'create' ? 'create' : 'update' } : line,
  );
}

/** Deleting a line never saved just drops it; a stored one waits for the save. */
export function removeLine(lines: EditLine[], key: string): EditLine[] {
  return lines.flatMap((line) => {
    if (line.key !== key) return [line];
    return line.pending === 'create' ? [] : [{ ...line, pending: 'delete' as const }];
  });
}

export const visibleLines = (lines: EditLine[]) => lines.filter((line) => line.pending !== 'delete');

/** The lines whose amount is not a whole number of euros (the editor refuses to save them). */
export function invalidLines(lines: EditLine[]): EditLine[] {
  return visibleLines(lines).filter((line) => line.pending && !isWholeAmount(line.amount));
}

/** The writes of the pending lines, for the record's own transaction (executemultiple). */
export function lineOperations(lines: EditLine[]): RecordOperation[] {
  return lines.flatMap((line): RecordOperation[] => {
    if (!line.pending) return [];
    if (line.pending === 'delete')
      return line.id ? [{ name: lineEntity, operation: 'delete', object: { id: line.id } }] : [];
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
      : [{ name: lineEntity, operation: 'update', object: { id: line.id, ...object } }];
  });
}

/** Lines as budget-rules.ts counts them (amounts as numbers). */
export function asBudgetLines(lines: EditLine[]): BudgetLine[] {
  return visibleLines(lines).map((line) => ({ ...line, amount: Number(line.amount) || 0 }));
}
