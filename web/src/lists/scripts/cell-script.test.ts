import { describe, expect, it } from 'vitest';
import { type CellApi, createCellRenderer } from './cell-script.js';

describe('the renderCell script', () => {
  it('runs once per cell and row version, then answers from the cache', () => {
    const calls: string[] = [];
    const renderer = createCellRenderer(
      'account',
      (api: CellApi) => {
        calls.push(`${String(api.row.id)}:${api.column}`);
        return api.column === 'revenue' && Number(api.value) > 1000
          ? { color: '#2e9e5b', text: 'Big' }
          : undefined;
      },
      () => undefined,
    );
    const row = { id: 'a1', versionnumber: 3, name: 'Pump Ltd', revenue: 5000 };
    // scrolling draws the same cells again: still one run each
    for (let pass = 0; pass < 5; pass++) {
      expect(renderer.look('revenue', row)).toEqual({ color: '#2e9e5b', text: 'Big' });
      expect(renderer.look('name', row)).toBeUndefined();
    }
    expect(calls).toEqual(['a1:revenue', 'a1:name']);
    // a saved change (a new version) runs it again for that row
    expect(renderer.look('revenue', { ...row, versionnumber: 4, revenue: 10 })).toBeUndefined();
    expect(calls).toEqual(['a1:revenue', 'a1:name', 'a1:revenue']);
  });

  it('keeps only text and plain colours from what the script answers', () => {
    const answers: unknown[] = [
      'Shown',
      { text: '<b>x</b>', color: 'red;background:url(x)', background: 'gold', title: 'Why' },
      Promise.resolve('late'),
      42,
      {},
    ];
    let index = 0;
    const renderer = createCellRenderer(
      'account',
      () => answers[index++],
      () => undefined,
    );
    expect(renderer.look('c', { id: '1' })).toEqual({ text: 'Shown' });
    expect(renderer.look('c', { id: '2' })).toEqual({ text: '<b>x</b>', background: 'gold', title: 'Why' });
    expect(renderer.look('c', { id: '3' })).toBeUndefined();
    expect(renderer.look('c', { id: '4' })).toEqual({ text: '42' });
    expect(renderer.look('c', { id: '5' })).toBeUndefined();
  });

  it('leaves cells as usual when the script throws, reporting it once', () => {
    const errors: unknown[] = [];
    const renderer = createCellRenderer(
      'account',
      () => {
        throw new Error('broken');
      },
      (error) => errors.push(error),
    );
    expect(renderer.look('a', { id: '1' })).toBeUndefined();
    expect(renderer.look('b', { id: '1' })).toBeUndefined();
    expect(errors).toHaveLength(1);
  });
});
