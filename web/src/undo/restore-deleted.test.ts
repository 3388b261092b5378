import { describe, expect, it } from 'vitest';
import { restoreDeleted, undoableAuditIds } from './restore-deleted.js';

describe('undoableAuditIds', () => {
  it('takes the audit ids the answers name, skipping failures and deletes without one', () => {
    expect(
      undoableAuditIds([
        { result: 'r1', auditId: 'a1' },
        { error: { code: 'ERR_8001', message: 'Changed by Eve' } },
        { result: 'r2' },
        { result: 'r3', auditId: 'a3' },
      ]),
    ).toEqual(['a1', 'a3']);
    expect(undoableAuditIds([{ result: 'r1' }])).toEqual([]);
  });
});

describe('restoreDeleted', () => {
  it('restores each in order and keeps the reasons of those that fail', async () => {
    const asked: string[] = [];
    const outcome = await restoreDeleted(['a1', 'a2', 'a3'], async (auditId) => {
      asked.push(auditId);
      if (auditId === 'a2') throw new Error('A record with this id already exists');
      return `record of ${auditId}`;
    });
    expect(asked).toEqual(['a1', 'a2', 'a3']);
    expect(outcome).toEqual({
      restored: ['record of a1', 'record of a3'],
      failures: ['A record with this id already exists'],
    });
  });

  it('answers nothing restored for no audit rows', async () => {
    expect(await restoreDeleted([], async () => 'x')).toEqual({ restored: [], failures: [] });
  });
});
