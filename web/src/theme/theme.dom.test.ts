import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, chooseTheme, storedTheme } from './theme.js';

describe('theme setting (spec 000 section 4: 0 system, 1 dark, 2 light, default 2)', () => {
  afterEach(() => {
    delete document.documentElement.dataset.theme;
  });

  it('is Light Mode for a user who never chose one', () => {
    expect(storedTheme()).toBe(2);
    applyTheme(storedTheme());
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('keeps a stored System Colors or Dark Mode choice', () => {
    chooseTheme(0);
    expect(storedTheme()).toBe(0);
    chooseTheme(1);
    expect(storedTheme()).toBe(1);
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('falls back to Light Mode for an empty or unknown stored value', () => {
    localStorage.setItem('strata.theme', '');
    expect(storedTheme()).toBe(2);
    localStorage.setItem('strata.theme', '7');
    expect(storedTheme()).toBe(2);
  });
});
