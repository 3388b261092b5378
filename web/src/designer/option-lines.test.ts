import { describe, expect, it } from 'vitest';
import { formatOptionLines, parseOptionLines } from './option-lines.js';

describe('option lines', () => {
  it('reads VALUE;LABEL;COLOR;ICON lines and writes them back', () => {
    const text = 'gold;Gold;#d4af37;star\nsilver;Silver\n\nbronze';
    const { options, errors } = parseOptionLines(text, false);
    expect(errors).toEqual([]);
    expect(options).toEqual([
      { value: 'gold', label: 'Gold', color: '#d4af37', icon: 'star' },
      { value: 'silver', label: 'Silver' },
      { value: 'bronze', label: 'bronze' },
    ]);
    expect(formatOptionLines(options)).toBe('gold;Gold;#d4af37;star\nsilver;Silver\nbronze;bronze');
  });

  it('names the lines it cannot read', () => {
    expect(parseOptionLines('1;One\nx;Ex\n1;Again\n;Empty', true).errors).toEqual([
      { line: 2, reason: 'number' },
      { line: 3, reason: 'duplicate' },
      { line: 4, reason: 'value' },
    ]);
    expect(parseOptionLines('1;One', true).options).toEqual([{ value: 1, label: 'One' }]);
  });
});
