import { describe, expect, it } from 'vitest';
import {
  commentParts,
  feedActivitiesQuerySchema,
  mentionedUserIds,
  mentionTokenFor,
  plainComment,
  trackedChangesQuerySchema,
} from './feed.js';

const eva = '0b8e4a52-5a3e-4d7e-9b43-5d3f3b0e9a11';
const jan = '7c1d2e3f-4a5b-4c6d-8e7f-901234567890';

describe('mentions in comment text', () => {
  it('finds each mentioned user once, in order, lower-cased', () => {
    const text = `Hi @[Eva Novak](${eva.toUpperCase()}) and @[Jan](${jan}), see @[Eva](${eva})`;
    expect(mentionedUserIds(text)).toEqual([eva, jan]);
  });

  it('splits text and mentions for display', () => {
    expect(commentParts(`a @[Eva](${eva}) b`)).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'mention', id: eva, name: 'Eva' },
      { kind: 'text', text: ' b' },
    ]);
    expect(commentParts('')).toEqual([]);
  });

  it('ignores look-alikes: a bare @name, a bad id, a name across lines', () => {
    expect(mentionedUserIds(`@Eva @[Eva](not-an-id) @[Ev\na](${eva})`)).toEqual([]);
  });

  it('writes a token that parses back, without brackets that would end it early', () => {
    const token = mentionTokenFor({ id: eva, name: 'Eva [sales]' });
    expect(mentionedUserIds(`x ${token} y`)).toEqual([eva]);
    expect(plainComment(`x ${token}`)).toBe('x @Eva [sales');
  });
});

describe('tracked changes query', () => {
  it('splits the field list and defaults the page to 50', () => {
    const parsed = trackedChangesQuerySchema.parse({ entity: 'opportunity', id: eva, fields: 'stage, name' });
    expect(parsed).toMatchObject({ fields: ['stage', 'name'], count: 50 });
  });

  it('refuses a bad id, an empty field and a page over 50', () => {
    expect(trackedChangesQuerySchema.safeParse({ entity: 'x', id: '1', fields: 'a' }).success).toBe(false);
    expect(trackedChangesQuerySchema.safeParse({ entity: 'x', id: eva, fields: 'a,,b' }).success).toBe(false);
    expect(
      trackedChangesQuerySchema.safeParse({ entity: 'x', id: eva, fields: 'a', count: '51' }).success,
    ).toBe(false);
  });
});

describe('feed cursor', () => {
  const key = `2026-01-01T12:00:00.123456Z_${eva}`;

  it('parses a key the feed answered with into its time and id', () => {
    expect(feedActivitiesQuerySchema.parse({ id: jan, cursor: key })).toMatchObject({
      cursor: { time: '2026-01-01T12:00:00.123456Z', id: eva },
      count: 50,
    });
  });

  it('refuses milliseconds, offsets, days no calendar has and anything after the id', () => {
    for (const cursor of [
      `2026-01-01T12:00:00.123Z_${eva}`,
      `2026-01-01T12:00:00.123456+01:00_${eva}`,
      `2026-02-29T12:00:00.123456Z_${eva}`,
      `2026-01-01T25:00:00.123456Z_${eva}`,
      `${key}x`,
      eva,
    ]) {
      expect(feedActivitiesQuerySchema.safeParse({ id: jan, cursor }).success, cursor).toBe(false);
    }
  });
});
