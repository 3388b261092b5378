import type { PropertyDefinition } from '@strata/api/contract/metadata';
import { describe, expect, it } from 'vitest';
import { summarizeQuestion } from './summary-rules.js';
import { surveyCsv } from './survey-csv.js';

const yesNo = { yes: 'Yes', no: 'No' };
const property = (
  type: PropertyDefinition['type'],
  more: Partial<PropertyDefinition> = {},
): PropertyDefinition => ({
  logicalName: 'q',
  displayName: 'Q',
  type,
  flags: [],
  ...more,
});

describe('survey summary', () => {
  it('counts yes and no, leaving out the unanswered', () => {
    expect(summarizeQuestion(property('Boolean'), [true, false, true, null, ''], yesNo)).toEqual({
      kind: 'options',
      answered: 3,
      bars: [
        { label: 'Yes', count: 2 },
        { label: 'No', count: 1 },
      ],
    });
  });

  it('counts every option, those nobody chose too', () => {
    const gender = property('Integer', {
      flags: ['OptionSet'],
      richOptions: [
        { value: 1, label: 'Male' },
        { value: 2, label: 'Female' },
        { value: 3, label: 'Other' },
      ],
    });
    const summary = summarizeQuestion(gender, [1, 2, 2, undefined], yesNo);
    expect(summary).toMatchObject({
      answered: 3,
      bars: [
        { label: 'Male', count: 1 },
        { label: 'Female', count: 2 },
        { label: 'Other', count: 0 },
      ],
    });
  });

  it('averages numbers with one bar per whole value when there are few', () => {
    const summary = summarizeQuestion(property('Integer'), [5, 4, 5, 3, null], yesNo);
    expect(summary).toMatchObject({ kind: 'number', answered: 4, average: 4.25, min: 3, max: 5 });
    expect(summary.kind === 'number' && summary.bars).toEqual([
      { label: '3', count: 1 },
      { label: '4', count: 1 },
      { label: '5', count: 2 },
    ]);
  });

  it('puts spread-out numbers into ten equal bins', () => {
    const summary = summarizeQuestion(property('Decimal'), [0, 50.5, 100], yesNo);
    expect(summary.kind === 'number' && summary.bars.length).toBe(10);
    expect(summary.kind === 'number' && summary.bars.reduce((sum, bar) => sum + bar.count, 0)).toBe(3);
  });

  it('counts who answered a text question', () => {
    expect(summarizeQuestion(property('String'), ['a', '', 'b', undefined], yesNo)).toEqual({
      kind: 'text',
      answered: 2,
    });
  });

  it('exports answers as CSV with option labels, guarding formulas', () => {
    const csv = surveyCsv(
      { name: 'Response', submittedon: 'Submitted on', status: 'Status' },
      [
        { name: 'q', label: 'Happy?', property: property('Boolean') },
        { name: 'note', label: 'Note', property: property('String') },
      ],
      [{ name: 'R1', submittedon: '2026-01-01', status: '', answers: { q: true, note: '=HYPERLINK("x")' } }],
      yesNo,
    );
    expect(csv).toBe(
      '\uFEFFResponse;Submitted on;Status;Happy?;Note\r\nR1;2026-01-01;;Yes;"\'=HYPERLINK(""x"")"\r\n',
    );
  });
});
