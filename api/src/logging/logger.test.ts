import { describe, expect, it } from 'vitest';
import { wantsPrettyLogs } from './logger.js';

describe('wantsPrettyLogs', () => {
  it('gives a terminal readable lines outside production, and everything else JSON', () => {
    expect(wantsPrettyLogs({}, true)).toBe(true);
    expect(wantsPrettyLogs({}, false)).toBe(false);
    expect(wantsPrettyLogs({ NODE_ENV: 'production' }, true)).toBe(false);
  });

  it('follows LOG_FORMAT when it is set', () => {
    expect(wantsPrettyLogs({ LOG_FORMAT: 'json' }, true)).toBe(false);
    expect(wantsPrettyLogs({ LOG_FORMAT: 'pretty' }, false)).toBe(true);
  });
});
