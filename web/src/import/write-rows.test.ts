import type { OperationResult, RecordOperation } from '@strata/api/contract/records';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http.js';
import type { PlannedRow } from './match-plan.js';
import { maxOperationsPerCall, summarize, writeRows } from './write-rows.js';

const creates = (count: number): PlannedRow[] =>
  Array.from({ length: count }, (_, index) => ({
    row: index + 1,
    action: 'create',
    object: { name: `R${index + 1}` },
  }));

/** A fake executemultiple with continueOnError: refuses records whose name is in `refuse`. */
function fakeExecute(refuse: string[] = []) {
  const calls: RecordOperation[][] = [];
  const execute = async (records: RecordOperation[]): Promise<OperationResult[]> => {
    calls.push(records);
    return records.map((record, index) =>
      refuse.includes(String(record.object.name))
        ? {
            error: {
              code: 'ERR_VALIDATION',
              message: `Invalid input for ${record.object.name}`,
              details: { index },
            },
          }
        : { result: `id-${record.object.name}` },
    );
  };
  return { execute, calls };
}

describe('writeRows', () => {
  it('writes in calls of at most the batch size and reports progress', async () => {
    const { execute, calls } = fakeExecute();
    const progress: [number, number][] = [];
    const outcomes = await writeRows('contact', creates(250), {
      execute,
      batchSize: 100,
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(calls.map((call) => call.length)).toEqual([100, 100, 50]);
    expect(calls[0]?.[0]).toEqual({ name: 'contact', operation: 'create', object: { name: 'R1' } });
    expect(progress).toEqual([
      [100, 250],
      [200, 250],
      [250, 250],
    ]);
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
  });

  it('never sends more than the API takes in one call', async () => {
    const { execute, calls } = fakeExecute();
    await writeRows('contact', creates(1500), { execute, batchSize: 5000 });
    expect(calls.map((call) => call.length)).toEqual([maxOperationsPerCall, 500]);
  });

  it('reports a refused row with its number and the server message; the others are written', async () => {
    const { execute } = fakeExecute(['R2']);
    const plan: PlannedRow[] = [
      ...creates(3),
      { row: 4, action: 'skip' },
      { row: 5, action: 'update', object: { name: 'R5', id: 'x', versionnumber: 2 } },
    ];
    const outcomes = await writeRows('contact', plan, { execute });
    expect(outcomes).toEqual([
      { row: 1, ok: true, action: 'create', id: 'id-R1' },
      { row: 2, ok: false, message: { text: 'Invalid input for R2' } },
      { row: 3, ok: true, action: 'create', id: 'id-R3' },
      { row: 5, ok: true, action: 'update', id: 'id-R5' },
    ]);
    expect(summarize(plan, outcomes)).toEqual({
      created: 2,
      updated: 1,
      skipped: 1,
      storedImages: 0,
      errors: [{ row: 2, messages: [{ text: 'Invalid input for R2' }] }],
    });
  });

  it('fails a whole call with its reason and stops, reporting the rest as not imported', async () => {
    let call = 0;
    const execute = async (records: RecordOperation[]): Promise<OperationResult[]> => {
      call++;
      if (call === 2) throw new ApiError(500, 'ERR_SERVER', 'Server Error: boom');
      return records.map(() => ({ result: 'ok' }));
    };
    const outcomes = await writeRows('contact', creates(5), { execute, batchSize: 2 });
    expect(call).toBe(2);
    expect(outcomes.map((outcome) => (outcome.ok ? 'ok' : outcome.message))).toEqual([
      'ok',
      'ok',
      { key: 'errors.callFailed', params: { reason: 'Server Error: boom' } },
      { key: 'errors.callFailed', params: { reason: 'Server Error: boom' } },
      { key: 'errors.notAttempted' },
    ]);
  });

  it('says a lost connection may have written its rows', async () => {
    const execute = async (): Promise<OperationResult[]> => {
      throw new ApiError(0, 'ERR_UNKNOWN', 'Network error');
    };
    const [outcome] = await writeRows('contact', creates(1), { execute });
    expect(outcome).toEqual({
      row: 1,
      ok: false,
      message: { key: 'errors.callUncertain', params: { reason: 'Network error' } },
    });
  });

  it('stops between calls when asked and names an answer the server did not give', async () => {
    let calls = 0;
    const execute = async (records: RecordOperation[]): Promise<OperationResult[]> => {
      calls++;
      return records.slice(1).map(() => ({ result: 'ok' }));
    };
    const outcomes = await writeRows('contact', creates(4), {
      execute,
      batchSize: 2,
      shouldStop: () => calls >= 1,
    });
    expect(calls).toBe(1);
    expect(outcomes.map((outcome) => (outcome.ok ? 'ok' : outcome.message))).toEqual([
      'ok',
      { key: 'errors.noAnswer' },
      { key: 'errors.stopped' },
      { key: 'errors.stopped' },
    ]);
  });
});

describe('summarize', () => {
  it('puts the file errors and the server errors together by row', () => {
    const plan: PlannedRow[] = [
      { row: 1, action: 'create', object: {} },
      { row: 2, action: 'error', messages: [{ key: 'cells.notNumber' }] },
      { row: 3, action: 'create', object: {} },
    ];
    const summary = summarize(plan, [
      { row: 1, ok: true, action: 'create', id: 'a' },
      { row: 3, ok: false, message: { text: 'refused' } },
    ]);
    expect(summary).toEqual({
      created: 1,
      updated: 0,
      skipped: 0,
      storedImages: 0,
      errors: [
        { row: 2, messages: [{ key: 'cells.notNumber' }] },
        { row: 3, messages: [{ text: 'refused' }] },
      ],
    });
  });
});

describe('base64 images in an import', () => {
  it('counts the values the server stored as files, to warn about them in the result', async () => {
    const execute = async (records: RecordOperation[]): Promise<OperationResult[]> =>
      records.map((record, index) =>
        index === 0
          ? {
              result: `id-${record.object.name}`,
              warnings: [
                { code: 'WARN_BASE64_IMAGE_STORED', field: 'photo' },
                { code: 'WARN_BASE64_IMAGE_STORED', field: 'logo' },
              ],
            }
          : { result: `id-${record.object.name}` },
      );
    const plan = creates(3);
    const outcomes = await writeRows('product', plan, { execute });
    expect(outcomes[0]).toMatchObject({ ok: true, storedImages: 2 });
    expect(outcomes[1]).not.toHaveProperty('storedImages');
    expect(summarize(plan, outcomes)).toMatchObject({ created: 3, storedImages: 2 });
  });
});
