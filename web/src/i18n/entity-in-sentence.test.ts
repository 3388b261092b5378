import { describe, expect, it } from 'vitest';
import { entityInSentence } from './entity-in-sentence.js';

describe('entityInSentence', () => {
  it('lowers capitalised words in English, Slovak and Czech', () => {
    expect(entityInSentence('Accounts', 'en')).toBe('accounts');
    expect(entityInSentence('Price Lists', 'en')).toBe('price lists');
    expect(entityInSentence('Účty', 'sk')).toBe('účty');
    expect(entityInSentence('Obchodní Případy', 'cs')).toBe('obchodní případy');
  });

  it('keeps abbreviations, mixed case and what is already lower case', () => {
    expect(entityInSentence('SLA Items', 'en')).toBe('SLA items');
    expect(entityInSentence('iPhones', 'en')).toBe('iPhones');
    expect(entityInSentence('Gadgets e2e_1a2b3c', 'en')).toBe('gadgets e2e_1a2b3c');
  });

  it('keeps German nouns capitalised', () => {
    expect(entityInSentence('Firmen', 'de')).toBe('Firmen');
    expect(entityInSentence('Preislisten', 'de-AT')).toBe('Preislisten');
  });
});
