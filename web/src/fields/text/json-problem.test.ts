import { describe, expect, it } from 'vitest';
import { jsonProblem } from './json-problem.js';

describe('jsonProblem', () => {
  it('is null for valid or empty text and a message otherwise', () => {
    expect(jsonProblem('{"a": [1, 2]}')).toBeNull();
    expect(jsonProblem('   ')).toBeNull();
    expect(jsonProblem('{"a": }')).toEqual(expect.any(String));
  });
});
