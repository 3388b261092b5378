import { describe, expect, it } from 'vitest';
import { createFormEvents } from './form-events.js';

describe('form events (issue 23)', () => {
  it('collects the writes every beforeSave handler adds, in order', async () => {
    const events = createFormEvents();
    events.on('beforeSave', (event) =>
      event.addOperations([{ name: 'fi_budget_line', operation: 'delete', object: { id: 'a' } }]),
    );
    events.on('beforeSave', async (event) =>
      event.addOperations([{ name: 'fi_budget_line', operation: 'create', object: { amount: 60 } }]),
    );
    const result = await events.emitBeforeSave({}, '1');
    expect(result).toEqual({
      veto: false,
      operations: [
        { name: 'fi_budget_line', operation: 'delete', object: { id: 'a' } },
        { name: 'fi_budget_line', operation: 'create', object: { amount: 60 } },
      ],
    });
  });

  it('stops at a veto and keeps its message', async () => {
    const events = createFormEvents();
    let laterRan = false;
    events.on('beforeSave', (event) => event.cancel('Amounts must be whole euros'));
    events.on('beforeSave', () => {
      laterRan = true;
    });
    expect(await events.emitBeforeSave({}, null)).toEqual({
      veto: true,
      message: 'Amounts must be whole euros',
    });
    expect(laterRan).toBe(false);
  });

  it('forgets a handler once unsubscribed', async () => {
    const events = createFormEvents();
    const seen: string[] = [];
    const off = events.on('afterSave', (event) => {
      seen.push(event.recordId);
    });
    await events.emitAfterSave({ values: {}, recordId: 'x' });
    off();
    await events.emitAfterSave({ values: {}, recordId: 'y' });
    expect(seen).toEqual(['x']);
  });
});
