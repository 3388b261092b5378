import { describe, expect, it } from 'vitest';
import { homeBodySchema } from './views.js';

describe('home menu bodies', () => {
  it('let an entity item name the saved view its n/{uniqueName} list opens', () => {
    const body = { items: [{ kind: 'entity', name: 'account', uniqueName: 'customers', view: 'customers' }] };
    expect(homeBodySchema.parse(body)).toEqual(body);
  });

  it('refuse unknown keys and over-long view names', () => {
    expect(
      homeBodySchema.safeParse({ items: [{ kind: 'entity', name: 'account', viewName: 'x' }] }).success,
    ).toBe(false);
    expect(homeBodySchema.safeParse({ items: [{ kind: 'entity', view: 'v'.repeat(101) }] }).success).toBe(
      false,
    );
  });
});
