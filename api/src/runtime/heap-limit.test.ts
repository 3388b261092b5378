import { describe, expect, it } from 'vitest';
import { heapLimitMb, withHeapLimit } from './heap-limit.js';

describe('the API process heap cap from MEMORY_BUDGET_MB', () => {
  it('leaves room for what the RSS holds besides the old generation, and never less than half', () => {
    expect(heapLimitMb(512)).toBe(372);
    expect(heapLimitMb(2048)).toBe(1908);
    expect(heapLimitMb(128)).toBe(64);
  });

  it('leaves the trigger-script threads their share of the budget', () => {
    expect(heapLimitMb(512, 74)).toBe(298);
    expect(heapLimitMb(2048, 444)).toBe(1464);
    expect(withHeapLimit([], 512, '', 74)).toEqual(['--max-old-space-size=298']);
  });

  it('adds the cap to the node arguments', () => {
    expect(withHeapLimit(['--enable-source-maps'], 512, '')).toEqual([
      '--enable-source-maps',
      '--max-old-space-size=372',
    ]);
  });

  it("keeps the operator's own cap, given as an argument or in NODE_OPTIONS", () => {
    expect(withHeapLimit(['--max-old-space-size=900'], 512, '')).toEqual(['--max-old-space-size=900']);
    expect(withHeapLimit([], 512, '--inspect --max_old_space_size=900')).toEqual([]);
  });
});
