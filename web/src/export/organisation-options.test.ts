import { describe, expect, it } from 'vitest';
import { defaultOptions, readOptions } from './export-options.js';
import { parseExportOptions } from './organisation-options.js';

describe('organisation export settings', () => {
  it('reads export_options as JSON text or an object, and nothing else', () => {
    expect(parseExportOptions('{"format":"pdf","fontSize":9}')).toEqual({ format: 'pdf', fontSize: 9 });
    expect(parseExportOptions({ csvHeader: true })).toEqual({ csvHeader: true });
    for (const nothing of [undefined, null, '', '{broken', '[1,2]', '"pdf"', 42, []])
      expect(parseExportOptions(nothing)).toBeUndefined();
  });

  it('fill in the defaults: a setting that does not fit falls back to the built-in one', () => {
    const organisation = parseExportOptions(
      '{"format":"pdf","fontSize":9,"decimalSeparator":";","csvHeader":true}',
    );
    const options = readOptions(organisation, defaultOptions('.'));
    expect(options).toMatchObject({ format: 'pdf', fontSize: 9, decimalSeparator: '.', csvHeader: true });
    expect(readOptions(undefined, defaultOptions(','))).toEqual(defaultOptions(','));
  });
});
