import { describe, expect, it } from 'vitest';
import { viewRange } from '../../../calendar/calendar-range.js';
import { rangeTitle } from './range-title.js';

const wed = new Date(2024, 5, 12, 15);
// ICU puts thin and no-break spaces around range dashes; compare with plain ones
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('calendar range title', () => {
  it('names the month, the day or the span in the given language', () => {
    expect(rangeTitle('month', viewRange('month', wed), wed, 'en')).toBe('June 2024');
    expect(rangeTitle('month', viewRange('month', wed), wed, 'de')).toBe('Juni 2024');
    expect(rangeTitle('day', viewRange('day', wed), wed, 'en')).toBe('Wednesday, June 12, 2024');
    expect(plain(rangeTitle('week', viewRange('week', wed), wed, 'en'))).toBe('Jun 10 – 16, 2024');
    expect(plain(rangeTitle('workWeek', viewRange('workWeek', wed), wed, 'sk'))).toMatch(
      /^10\..*[–-].*14\. ?6\. ?2024$/,
    );
  });
});
