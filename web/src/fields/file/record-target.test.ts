import { describe, expect, it } from 'vitest';
import { fileTargetFor } from './record-target.js';

describe('fileTargetFor', () => {
  it('names the record when it is saved', () => {
    const id = '3f0c9a52-4e1b-4c55-9f6e-0d4b1c2a7e11';
    expect(fileTargetFor('product', 'photo', { id })).toEqual({
      entity: 'product',
      field: 'photo',
      recordId: id,
    });
  });

  it('names none for a new record', () => {
    for (const record of [undefined, {}, { id: 0 }, { id: '0' }, { id: '' }]) {
      expect(fileTargetFor('product', 'photo', record)).toEqual({ entity: 'product', field: 'photo' });
    }
  });
});
