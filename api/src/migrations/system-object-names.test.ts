import { describe, expect, it } from 'vitest';
import { systemObjectNames } from '../contract/system-objects.js';
import { systemObjects } from './system-objects.js';

describe('system object names', () => {
  it('are exactly the objects the tenant migrations create', () => {
    expect([...systemObjectNames].sort()).toEqual([...systemObjects().keys()].sort());
  });
});
