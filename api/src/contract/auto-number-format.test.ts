import { describe, expect, it } from 'vitest';
import { autoNumberFormatProblem, formatAutoNumber, legacyAutoNumberFormat } from './auto-number-format.js';

describe('auto number formats', () => {
  const date = new Date(Date.UTC(2025, 2, 7));

  it('renders the sequence and the date tokens', () => {
    expect(formatAutoNumber('QUO-{YYYY}-{SEQ:5}', 42, date)).toBe('QUO-2025-00042');
    expect(formatAutoNumber('{YY}{MM}{DD}/{SEQ}', 7, date)).toBe('250307/7');
    expect(formatAutoNumber('N{SEQ:2}', 1234, date)).toBe('N1234');
  });

  it('turns the older prefix and digits into a format', () => {
    expect(legacyAutoNumberFormat('ACC-', 5, null)).toBe('ACC-{SEQ:5}');
    expect(formatAutoNumber(legacyAutoNumberFormat(null, null, '-X'), 3, date)).toBe('3-X');
  });

  it('names what is wrong with a format', () => {
    expect(autoNumberFormatProblem('QUO-{YYYY}-{SEQ:5}')).toBeNull();
    expect(autoNumberFormatProblem('QUO-{YYYY}')).toBe('noSequence');
    expect(autoNumberFormatProblem('{SEQ}-{SEQ}')).toBe('twoSequences');
    expect(autoNumberFormatProblem('{SEQ}-{HH}')).toBe('unknownToken');
    expect(autoNumberFormatProblem('{SEQ:0}')).toBe('digits');
    expect(autoNumberFormatProblem(`${'x'.repeat(100)}{SEQ}`)).toBe('tooLong');
  });
});
