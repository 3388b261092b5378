import type { WhatsNextRuleResult } from '@strata/api/contract/whatsnext';
import { describe, expect, it } from 'vitest';
import { firstCreatable, whatsNextRows } from './whatsnext-rows.js';

const rule = (name: string, extra: Partial<WhatsNextRuleResult> = {}): WhatsNextRuleResult => ({
  id: `id-${name}`,
  name,
  label: name,
  objectname: name,
  canCreate: false,
  records: [],
  ...extra,
});

describe('whatsNextRows', () => {
  it('lists records rule by rule and a broken rule as one error line', () => {
    const rows = whatsNextRows([
      rule('lead', {
        records: [
          { id: 'a', name: 'A', createdon: '2026-01-02T00:00:00.000Z' },
          { id: 'b', name: null, createdon: null },
        ],
      }),
      rule('spaceship', {
        error: {
          code: 'ERR_OBJECT_NOT_FOUND',
          params: { name: 'spaceship' },
          message: 'Object not found: spaceship',
        },
      }),
    ]);
    expect(rows.map((row) => [row.kind, row.key, row.kind === 'record' ? row.name : row.message])).toEqual([
      ['record', 'id-lead:a', 'A'],
      ['record', 'id-lead:b', ''],
      ['error', 'id-spaceship:error', 'Object not found: spaceship'],
    ]);
  });
});

describe('firstCreatable', () => {
  it('is the first rule that allows creating an entity the user may create', () => {
    const rules = [
      rule('quote'),
      rule('broken', { canCreate: true, error: { code: 'ERR_OBJECT_NOT_FOUND', params: {}, message: '' } }),
      rule('lead', { canCreate: true }),
      rule('opportunity', { canCreate: true }),
    ];
    expect(firstCreatable({ rules }, () => true)).toBe('lead');
    expect(firstCreatable({ rules }, (entity) => entity !== 'lead')).toBe('opportunity');
    expect(firstCreatable({ rules: [rule('quote')] }, () => true)).toBeUndefined();
    expect(firstCreatable(undefined, () => true)).toBeUndefined();
  });
});
