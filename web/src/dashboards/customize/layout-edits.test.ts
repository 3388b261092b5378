import { describe, expect, it } from 'vitest';
import type { DashboardBody } from '../dashboard-body.js';
import { addObject, applyStep, bodyForSave, removeObject } from './layout-edits.js';

const body: DashboardBody = {
  gridColumns: 'repeat(4, 1fr)',
  objects: [
    { type: 'chart', objectName: 'opportunity', listName: 'pipeline', gridArea: '1 / 1 / 2 / 3' },
    { type: 'label', text: 'Hello' },
  ],
};

describe('dashboard layout edits', () => {
  it('move and resize a widget by cells', () => {
    const moved = applyStep(body, 0, { kind: 'move', rows: 1, columns: 1 });
    expect(moved.objects[0]?.gridArea).toBe('2 / 2 / 3 / 4');
    const wider = applyStep(moved, 0, { kind: 'resize', rows: 1, columns: 1 });
    expect(wider.objects[0]?.gridArea).toBe('2 / 2 / 4 / 5');
    expect(body.objects[0]?.gridArea).toBe('1 / 1 / 2 / 3');
  });

  it('place an unplaced widget below the others before moving it', () => {
    expect(applyStep(body, 1, { kind: 'move', rows: 0, columns: 1 }).objects[1]?.gridArea).toBe(
      '2 / 1 / 3 / 5',
    );
  });

  it('add a widget in a new row and remove one', () => {
    const added = addObject(body, { type: 'grid', objectName: 'account', listName: 'top' });
    expect(added.objects[2]?.gridArea).toBe('2 / 1 / 3 / 5');
    expect(removeObject(added, 0).objects.map((item: { type: string }) => item.type)).toEqual([
      'label',
      'grid',
    ]);
    expect(bodyForSave({ ...body, gridRows: undefined })).not.toHaveProperty('gridRows');
  });
});
