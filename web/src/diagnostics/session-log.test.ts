import { afterEach, describe, expect, it } from 'vitest';
import { appendToSessionLog, maxLogCharacters, readSessionLog } from './session-log.js';

const store = new Map<string, string>();
globalThis.sessionStorage ??= {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
  removeItem: (key: string) => void store.delete(key),
  clear: () => store.clear(),
  key: () => null,
  length: 0,
} as Storage;

afterEach(() => sessionStorage.clear());

describe('the session error log', () => {
  it('appends one tab-separated line per error: level, time, context, text', () => {
    appendToSessionLog('error', 'window.onerror', 'x is not defined', new Date('2026-12-02T10:00:00Z'));
    appendToSessionLog('warning', 'api', 'Server Error: 502', new Date('2026-12-02T10:00:01Z'));
    expect(readSessionLog()).toBe(
      'error\t2026-12-02T10:00:00.000Z\twindow.onerror\tx is not defined\n' +
        'warning\t2026-12-02T10:00:01.000Z\tapi\tServer Error: 502\n',
    );
  });

  it('keeps a line whole when its text holds tabs and line breaks', () => {
    appendToSessionLog('error', 'ctx', 'first\tsecond\nthird \\ end');
    const [line] = readSessionLog().split('\n');
    expect(line?.split('\t').slice(2)).toEqual(['ctx', 'first\\tsecond\\nthird \\\\ end']);
  });

  it('drops the older half of its lines once it is over 1,000,000 characters', () => {
    const text = 'y'.repeat(999);
    const lines = Math.ceil(maxLogCharacters / 1000) + 1;
    for (let n = 0; n < lines; n++) appendToSessionLog('error', `n${n}`, text);
    const log = readSessionLog();
    expect(log.length).toBeLessThanOrEqual(maxLogCharacters);
    const kept = log.split('\n').filter(Boolean);
    // the oldest went, the newest is last, and about half the room or more is still in use
    expect(kept[0]?.split('\t')[2]).not.toBe('n0');
    expect(kept.at(-1)?.split('\t')[2]).toBe(`n${lines - 1}`);
    expect(log.length).toBeGreaterThan(maxLogCharacters / 2 - 2000);
  });
});
