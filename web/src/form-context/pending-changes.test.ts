import { describe, expect, it, vi } from 'vitest';
import { createPendingChanges } from './pending-changes.js';

const create = (name: string) => (recordId: string) => [
  { name: 't_line', operation: 'create' as const, object: { name, parentid: recordId } },
];

describe('a form’s pending changes', () => {
  it('collects every panel’s writes in the order the work began, and forgets them after a save', () => {
    const pending = createPendingChanges();
    pending.set('cart', { state: 1, operations: create('cart line') });
    pending.set('budget', { state: 2, operations: create('budget line') });
    pending.set('cart', { state: 3, operations: create('cart line 2') });
    expect(pending.size()).toBe(2);
    expect(pending.operations('r1').map((operation) => operation.object.name)).toEqual([
      'cart line 2',
      'budget line',
    ]);
    pending.clearAll();
    expect(pending.size()).toBe(0);
    expect(pending.operations('r1')).toEqual([]);
  });

  it('keeps work in flight (an upload) through a save: the form stays dirty until it ends', () => {
    const pending = createPendingChanges();
    pending.set('uploads', { state: ['photo.jpg'], operations: () => [], inFlight: true });
    pending.set('cart', { state: 1, operations: create('cart line') });
    pending.clearAll();
    expect(pending.size()).toBe(1);
    expect(pending.get('uploads')?.state).toEqual(['photo.jpg']);
  });

  it('answers the first panel’s reason to refuse the save', () => {
    const pending = createPendingChanges();
    pending.set('a', { state: 1, operations: () => [], problem: () => null });
    pending.set('b', { state: 1, operations: () => [], problem: () => 'Whole euros only' });
    expect(pending.problem()).toBe('Whole euros only');
    pending.clear('b');
    expect(pending.problem()).toBeNull();
  });

  it('tells its listeners of each change, not of a clear that changed nothing, and asks panels to refresh', () => {
    const pending = createPendingChanges();
    const listener = vi.fn();
    const refresh = vi.fn();
    const stop = pending.subscribe(listener);
    pending.set('a', { state: 1, operations: () => [], refresh });
    pending.clear('missing');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(pending.version()).toBe(1);
    pending.refreshAll();
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
    pending.clear('a');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
