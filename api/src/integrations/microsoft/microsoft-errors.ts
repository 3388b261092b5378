import { AppError } from '../../errors/app-error.js';
import type { MicrosoftFeature } from './organisation-features.js';

/** The coded errors only the Microsoft 365 connection answers with. */

/** A Microsoft 365 feature (or every one) the organisation has not enabled; `feature` when one is asked for. */
export function microsoftFeatureOff(feature?: MicrosoftFeature): AppError {
  return new AppError('ERR_MICROSOFT_FEATURE_OFF', {}, feature === undefined ? {} : { feature });
}

/** Microsoft (msal, Graph or the network to them) failed after the retries: the client tries later. */
export function microsoftFailed(cause?: unknown): AppError {
  return new AppError('ERR_MICROSOFT_FAILED', {}, {}, cause === undefined ? undefined : { cause });
}
