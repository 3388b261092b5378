import { describe, expect, it } from 'vitest';
import { insertMention, mentionAt } from './mention-query.js';

describe('the @ being typed', () => {
  it('is found at the start or after a space, with what follows as the query', () => {
    expect(mentionAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionAt('hi @ev', 6)).toEqual({ start: 3, query: 'ev' });
    expect(mentionAt('line\n@Jan', 9)).toEqual({ start: 5, query: 'Jan' });
  });

  it('is not an e-mail address, a finished word or a mention already made', () => {
    expect(mentionAt('eva@example', 11)).toBeNull();
    expect(mentionAt('@eva ', 5)).toBeNull();
    expect(mentionAt('@[Eva](x)', 9)).toBeNull();
  });

  it('is replaced by the token and a space, the caret after it', () => {
    expect(insertMention('hi @ev!', 3, 6, '@[Eva](1)')).toEqual({ text: 'hi @[Eva](1) !', caret: 13 });
  });
});
