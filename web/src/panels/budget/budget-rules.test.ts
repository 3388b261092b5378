import { describe, expect, it } from 'vitest';
import {
  type BudgetLine,
  budgetDifference,
  childAllowanceDue,
  isWholeAmount,
  parentalAllowanceDue,
  reconcileRuleLines,
} from './budget-rules.js';

const today = new Date(2026, 10, 25);
const names = { child: 'Prídavok na dieťa', parental: 'Rodičovský príspevok' };

describe('budget rules (spec 002 section 9)', () => {
  it.each([
    ['16 years old', { birthday: '2010-01-10' }, true],
    ['17 tomorrow', { birthday: '2009-11-26' }, true],
    ['17 today', { birthday: '2009-11-25' }, false],
    ['adult with a bonus ending next year', { birthday: '2000-01-01', child_bonus_end: '2027-06-30' }, true],
    ['adult whose bonus ended', { birthday: '2000-01-01', child_bonus_end: '2026-06-30' }, false],
    ['no birthday', {}, false],
  ])('child allowance: %s', (_label, person, due) => {
    expect(childAllowanceDue({ id: 'p', name: 'x', ...person }, today)).toBe(due);
  });

  it.each([
    ['open FamilyLeave', [{ personid: 'p', type: 'FamilyLeave' }], true],
    ['FamilyLeave ending later', [{ personid: 'p', type: 'FamilyLeave', enddate: '2027-01-01' }], true],
    ['FamilyLeave ended', [{ personid: 'p', type: 'FamilyLeave', enddate: '2026-01-01' }], false],
    ['another kind of employment', [{ personid: 'p', type: 'Employee' }], false],
    ["someone else's leave", [{ personid: 'q', type: 'FamilyLeave' }], false],
  ])('parental allowance: %s', (_label, employments, due) => {
    expect(parentalAllowanceDue('p', employments, today)).toBe(due);
  });

  it('creates the missing rule lines and deletes those no longer due, leaving user lines', () => {
    const lines: BudgetLine[] = [
      { id: 'l1', type: 'in', name: 'Mzda', category: 'salary', amount: 900, personid: 'mom' },
      { id: 'l2', type: 'in', name: names.child, category: 'child_allowance', amount: 60, personid: 'grown' },
      { id: 'l3', type: 'in', name: names.child, category: 'child_allowance', amount: 60, personid: 'kid1' },
    ];
    const changes = reconcileRuleLines({
      persons: [
        { id: 'mom', name: 'Mária', birthday: '1990-05-01' },
        { id: 'kid1', name: 'Jakub', birthday: '2015-03-02' },
        { id: 'kid2', name: 'Ema', birthday: '2019-08-12' },
        { id: 'grown', name: 'Peter', birthday: '2005-01-01' },
      ],
      employments: [{ personid: 'mom', type: 'FamilyLeave' }],
      lines,
      today,
      names,
    });
    expect(changes.create).toEqual([
      { type: 'in', name: names.parental, category: 'parental_allowance', amount: 351.8, personid: 'mom' },
      { type: 'in', name: names.child, category: 'child_allowance', amount: 60, personid: 'kid2' },
    ]);
    expect(changes.remove.map((line) => line.id)).toEqual(['l2']);
  });

  it('computes income minus expenses and accepts only whole amounts', () => {
    expect(
      budgetDifference([
        { type: 'in', name: 'a', category: 'x', amount: 900, personid: 'p' },
        { type: 'out', name: 'b', category: 'y', amount: 350, personid: 'p' },
      ]),
    ).toBe(550);
    expect([isWholeAmount(12), isWholeAmount('40'), isWholeAmount(12.5), isWholeAmount('1,5')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
