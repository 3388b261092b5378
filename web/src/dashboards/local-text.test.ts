import { describe, expect, it } from 'vitest';
import { localText } from './local-text.js';

describe('dashboard texts', () => {
  it('pick the user language, then English, then the first', () => {
    const text = { en: 'Pipeline', de: 'Pipeline (de)', sk: 'Lievik' };
    expect(localText(text, 'sk')).toBe('Lievik');
    expect(localText(text, 'de-AT')).toBe('Pipeline (de)');
    expect(localText(text, 'cs')).toBe('Pipeline');
    expect(localText({ fr: 'Entonnoir' }, 'cs')).toBe('Entonnoir');
    expect(localText('Same for all', 'de')).toBe('Same for all');
    expect(localText(undefined, 'en')).toBe('');
  });
});
