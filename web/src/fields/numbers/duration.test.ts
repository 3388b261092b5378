import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration } from './duration.js';

describe('parseDuration', () => {
  it('reads colon-separated parts base 60 from the right', () => {
    expect(parseDuration('45')).toBe(45);
    expect(parseDuration('1:30')).toBe(90);
    expect(parseDuration('2:00:00')).toBe(7200);
    expect(parseDuration(' 1:02:03 ')).toBe(3723);
  });
  it('counts non-numeric parts as 0', () => {
    expect(parseDuration('x:30')).toBe(30);
    expect(parseDuration('1:ab:05')).toBe(3605);
    expect(parseDuration('1::')).toBe(3600);
  });
  it('answers null for empty text and keeps a sign', () => {
    expect(parseDuration('')).toBeNull();
    expect(parseDuration('   ')).toBeNull();
    expect(parseDuration('-1:00')).toBe(-60);
  });
});

describe('formatDuration', () => {
  it('writes h:mm:ss without wrapping hours into days', () => {
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(90)).toBe('0:01:30');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(97200)).toBe('27:00:00');
    expect(formatDuration(-61)).toBe('-0:01:01');
  });
  it('round-trips with parseDuration', () => {
    for (const seconds of [0, 1, 59, 60, 3599, 3600, 86399, 123456]) {
      expect(parseDuration(formatDuration(seconds))).toBe(seconds);
    }
  });
});
