import { describe, expect, it } from 'vitest';
import {
  applyRuleChanges,
  type EditLine,
  editLine,
  fromStored,
  invalidLines,
  type LineType,
  lineOperations,
  pickLineType,
  removeLine,
  typeChoices,
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

  const types: LineType[] = [
    { id: '1', name: 'Mzda', category: 'salary', type: 'in' },
    { id: '2', name: 'Nájomné', category: 'rent', type: 'out' },
    { id: '3', name: 'Energie', category: 'energy', type: 'out' },
  ];

  it("offers the line types of the list's own type, keeping an older category no type has", () => {
    expect(typeChoices(types, 'out', 'rent').map((type) => type.category)).toEqual(['rent', 'energy']);
    expect(typeChoices(types, 'in', null).map((type) => type.category)).toEqual(['salary']);
    expect(typeChoices(types, 'out', 'garden').map((type) => [type.category, type.name])).toEqual([
      ['rent', 'Nájomné'],
      ['energy', 'Energie'],
      ['garden', 'garden'],
    ]);
  });

  it('picks a category from the line types; the name follows the type unless the user typed one', () => {
    const blank: EditLine = {
      key: 'b',
      type: 'out',
      name: '',
      category: '',
      amount: 0,
      personid: 'mum',
      pending: 'create',
    };
    expect(pickLineType(blank, types, 'rent')).toEqual({ category: 'rent', name: 'Nájomné' });
    const named = { ...blank, name: 'Nájomné', category: 'rent' };
    expect(pickLineType(named, types, 'energy')).toEqual({ category: 'energy', name: 'Energie' });
    const typed = { ...blank, name: 'Byt na Hlavnej', category: 'rent' };
    expect(pickLineType(typed, types, 'energy')).toEqual({ category: 'energy' });
  });

  it('saves the parental allowance the rules write (351.80) and refuses only typed fractions', () => {
    const changes = reconcileRuleLines({
      persons: [{ id: 'mum', name: 'Mama', birthday: '1990-01-01' }],
      employments: [{ personid: 'mum', type: 'FamilyLeave' }],
      lines: [],
      today: new Date(2026, 10, 26),
      names,
    });
    let lines = applyRuleChanges([salary], changes, newKey);
    const parental = lines.find((line) => line.category === 'parental_allowance');
    expect(parental).toMatchObject({ amount: 351.8, pending: 'create' });
    expect(invalidLines(lines)).toEqual([]);
    // a stored line with cents is not refused for an edit of its comment
    const stored = fromStored({ ...salary, id: 'p', amount: 351.8, category: 'parental_allowance' });
    expect(invalidLines(editLine([stored], 'p', { comment: 'do marca' }))).toEqual([]);
    lines = editLine(lines, parental?.key ?? '', { amount: '351.5' });
    expect(invalidLines(lines).map((line) => line.category)).toEqual(['parental_allowance']);
  });
});
