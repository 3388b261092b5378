import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.js';
import { microsoftFailed, microsoftFeatureOff } from './microsoft-errors.js';

describe('Microsoft 365 errors', () => {
  it('microsoftFeatureOff names the feature when one was asked for, else nothing', () => {
    expect(microsoftFeatureOff('files')).toEqual(
      new AppError('ERR_MICROSOFT_FEATURE_OFF', {}, { feature: 'files' }),
    );
    expect(microsoftFeatureOff().details).toEqual({});
  });

  it('microsoftFailed keeps the cause for the log and shows the client nothing of it', () => {
    const cause = new Error('Graph said no');
    const error = microsoftFailed(cause);
    expect(error.code).toBe('ERR_MICROSOFT_FAILED');
    expect(error.cause).toBe(cause);
    expect(error.params).toEqual({});
    expect(error.details).toEqual({});
    expect('cause' in microsoftFailed()).toBe(false);
  });
});
