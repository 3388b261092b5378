import { applyDatePattern } from '@strata/api/contract/csv-date-pattern';
import { csvField } from '@strata/api/contract/csv-text';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvDocument } from '../ui/csv-document.js';
import { datePattern, wallClock } from './date-plan.js';

/**
 * The pieces the server's CSV (api/src/export/) shares with the browser's, held to the
 * browser's own output: papaparse's quoting, and Intl's dates for the patterns the browser hands
 * the server. test/integration/csv-export.test.ts compares whole files over the API.
 */
describe("the server's CSV pieces write what the browser writes", () => {
  it('quotes a cell exactly where papaparse does', () => {
    const awkward = fc.constantFrom(';', '"', '\r', '\n', ' ', '\uFEFF', '=', 'a', 'é', ',', '\t');
    fc.assert(
      fc.property(fc.array(fc.oneof(awkward, fc.string()), { maxLength: 8 }), (pieces) => {
        const text = pieces.join('');
        const browser = csvDocument([[text, 'x']]).slice(1);
        expect(`${csvField(text)};x\r\n`).toBe(browser);
      }),
      { numRuns: 2000 },
    );
  });

  const instant = fc
    .integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) })
    .map((ms) => ms - (ms % 60_000));

  for (const language of ['en', 'sk', 'cs', 'de', 'en-GB', 'fr', 'pl', 'hu', 'ja', 'ko', 'zh']) {
    for (const zone of ['UTC', 'Europe/Bratislava', 'America/Los_Angeles', 'Asia/Kathmandu']) {
      it(`fills a medium date and short time in ${language}, ${zone} as Intl does`, () => {
        const format = new Intl.DateTimeFormat(language, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: zone,
        });
        const pattern = datePattern(format);
        expect(pattern).not.toBeNull();
        const local = wallClock(zone);
        fc.assert(
          fc.property(instant, (ms) => {
            expect(applyDatePattern(pattern ?? [], local(ms))).toBe(format.format(new Date(ms)));
          }),
          { numRuns: 300 },
        );
      });
    }
  }

  it('gives no pattern where the digits are not latin: the browser writes those files', () => {
    for (const language of ['ar-EG', 'fa', 'hi-IN-u-nu-deva']) {
      expect(
        datePattern(new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })),
      ).toBeNull();
    }
  });
});
