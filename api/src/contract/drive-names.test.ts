import { describe, expect, it } from 'vitest';
import { checkDriveName, numberedName } from './drive-names.js';

describe('checkDriveName', () => {
  it('trims a good name and keeps its case', () => {
    expect(checkDriveName('  Offers 2026 ')).toEqual({ ok: true, name: 'Offers 2026' });
    expect(checkDriveName('Čerpadlo.v2.pdf')).toEqual({ ok: true, name: 'Čerpadlo.v2.pdf' });
  });

  it('says empty for blank names (nothing happens in the panel)', () => {
    expect(checkDriveName('   ')).toEqual({ ok: false, reason: 'empty' });
  });

  it.each([
    'a/b',
    'a\\b',
    'c:',
    'x*',
    'what?',
    'say "hi"',
    '<b>',
    'a>b',
    'a|b',
    'tab\there',
    'x'.repeat(201),
  ])('refuses %j as invalid', (name) => {
    expect(checkDriveName(name)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each([
    '.',
    '..',
    'CON',
    'con.txt',
    'Lpt1',
    'NUL.tar.gz',
    'desktop.ini',
    '~$lock.docx',
    'a_vti_b',
    '.lock',
  ])('refuses %j as reserved', (name) => {
    expect(checkDriveName(name)).toEqual({ ok: false, reason: 'reserved' });
  });
});

describe('numberedName', () => {
  it('numbers before the extension, or at the end without one', () => {
    expect(numberedName('Report.pdf', 1)).toBe('Report (1).pdf');
    expect(numberedName('Photos', 2)).toBe('Photos (2)');
    expect(numberedName('.env', 1)).toBe('.env (1)');
  });
});
