import { describe, expect, it } from 'vitest';
import {
  applyRuleChanges,
  type EditLine,
  editLine,
  fromStored,
  invalidLines,
  lineOperations,
  removeLine,
  visibleLines,
} from './budget-lines.js';
import { budgetDifference, reconcileRuleLines } from './budget-rules.js';

const names = { child: 'Prídavok na dieťa', parental: 'Rodičovský príspevok' };
let next = 0;
const newKey = () => `new-${next++}`;

describe('budget lines with pending writes', () => {
  const salary = fromStored({
    id: 's',
    type: 'in',
    name: 'Mzda',
    category: 'salary',
    amount: 820,
    personid: 'mum',
  });
  const oldChild = fromStored({
    id: 'c',
    type: 'in',
    name: names.child,
    category: 'child_allowance',
    amount: 60,
    personid: 'grown',
  });

  it('adds the child allowance of a new child and deletes the one of a grown-up, on save', () => {
    const today = new Date(2026, 10, 26);
    const changes = reconcileRuleLines({
      persons: [
        { id: 'mum', name: 'Mama', birthday: '1990-01-01' },
        { id: 'kid', name: 'Dieťa', birthday: '2020-05-05' },
        { id: 'grown', name: 'Syn', birthday: '2005-01-01' },
      ],
      employments: [],
      lines: [salary, oldChild].map((line) => ({ ...line, amount: Number(line.amount) })),
      today,
      names,
    });
    const lines = applyRuleChanges([salary, oldChild], changes, newKey);
    expect(visibleLines(lines).map((line) => [line.name, line.personid, line.pending])).toEqual([
      ['Mzda', 'mum', null],
      [names.child, 'kid', 'create'],
    ]);
    expect(lineOperations(lines)).toEqual([
      { name: 'fi_budget_line', operation: 'delete', object: { id: 'c' } },
      {
        name: 'fi_budget_line',
        operation: 'create',
        object: {
          type: 'in',
          name: names.child,
          category: 'child_allowance',
          amount: 60,
          comment: null,
          personid: { id: 'kid', name: 'fi_osoba' },
        },
      },
    ]);
  });

  it('turns edits into updates, drops unsaved lines outright and refuses non-integer amounts', () => {
    const added: EditLine = {
      key: 'n',
      type: 'out',
      name: 'Nájom',
      category: 'rent',
      amount: 300,
      personid: 'mum',
      pending: 'create',
    };
    let lines = editLine([salary, added], 's', { amount: '850.5' });
    expect(lines[0]?.pending).toBe('update');
    expect(invalidLines(lines).map((line) => line.key)).toEqual(['s']);
    lines = editLine(lines, 's', { amount: '850' });
    expect(invalidLines(lines)).toEqual([]);
    expect(editLine(lines, 'n', { amount: 310 })[1]?.pending).toBe('create');
    expect(removeLine(lines, 'n').map((line) => line.key)).toEqual(['s']);
    expect(removeLine(lines, 's')[0]?.pending).toBe('delete');
    expect(lineOperations(lines)[0]).toMatchObject({ operation: 'update', object: { id: 's', amount: 850 } });
    expect(
      budgetDifference([
        { ...salary, amount: 850 },
        { ...added, amount: 300 },
      ]),
    ).toBe(550);
  });
});
