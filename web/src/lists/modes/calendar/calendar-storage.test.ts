import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  hiddenGroupsKey,
  loadHiddenGroups,
  loadScroll,
  loadView,
  saveHiddenGroups,
  saveScroll,
  saveView,
} from './calendar-storage.js';

describe('calendar storage', () => {
  let store: Map<string, string>;
  beforeEach(() => {
    store = new Map();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
    });
  });

  it('remembers the view per entity, Month by default', () => {
    expect(loadView('activity')).toBe('month');
    saveView('activity', 'week');
    expect(loadView('activity')).toBe('week');
    expect(loadView('workorder')).toBe('month');
    store.set('strata.calendar.view.activity', 'bogus');
    expect(loadView('activity')).toBe('month');
  });

  it('remembers the scroll position per entity', () => {
    expect(loadScroll('activity')).toBeNull();
    saveScroll('activity', 312.4);
    expect(loadScroll('activity')).toBe(312);
  });

  it('keeps hidden groups as WeekCalendarGroupsHidden with 1 meaning hidden', () => {
    saveHiddenGroups(new Set(['u1', 'u2']));
    expect(JSON.parse(store.get(hiddenGroupsKey) ?? '')).toEqual({ u1: 1, u2: 1 });
    store.set(hiddenGroupsKey, '{"u1":1,"u2":0}');
    expect([...loadHiddenGroups()]).toEqual(['u1']);
    store.set(hiddenGroupsKey, 'not json');
    expect(loadHiddenGroups().size).toBe(0);
  });

  it('survives a storage that throws', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    });
    expect(loadView('activity')).toBe('month');
    expect(() => saveScroll('activity', 1)).not.toThrow();
  });
});
