/** A budget of attempts: at most `max` within `windowMs`. */
export type RateLimit = { max: number; windowMs: number };

export type RateDecision = { allowed: boolean; count: number; retryAfterMs: number };

/**
 * Counts attempts per key in fixed windows. Backed by Redis when REDIS_URL is set (shared by
 * every API process), by PostgreSQL otherwise. It fails closed: if the store cannot answer,
 * the attempt is refused rather than let through uncounted.
 */
export interface RateLimiter {
  /** Counts one attempt and says whether it is within the limit. */
  hit(key: string, limit: RateLimit): Promise<RateDecision>;
  /** How many attempts the key has in its current window, without counting one. */
  peek(key: string, limit: RateLimit): Promise<RateDecision>;
  /** Forgets a key (a successful sign-in clears its failures). */
  reset(key: string): Promise<void>;
}

/** The limits of spec'd flows (issue 4): one place to read and change them. */
export const limits = {
  loginFailuresPerAccountAndIp: { max: 5, windowMs: 15 * 60_000 },
  magicLinksPerEmail: { max: 3, windowMs: 15 * 60_000 },
  magicLinksPerIp: { max: 20, windowMs: 60 * 60_000 },
  trialsPerIp: { max: 3, windowMs: 24 * 60 * 60_000 },
  signupsPerIp: { max: 10, windowMs: 60 * 60_000 },
  puzzlesPerIp: { max: 60, windowMs: 60 * 60_000 },
  appErrorsPerIp: { max: 30, windowMs: 60 * 60_000 },
  /** Starting a provider sign-in (each start costs a provider round trip and a state row). */
  oauthSignInStartsPerIp: { max: 60, windowMs: 15 * 60_000 },
  /** Polling a trial (each poll costs an argon2 check). */
  trialPollsPerIp: { max: 120, windowMs: 10 * 60_000 },
  /** File uploads (each up to 10 MB of disk): generous for a busy form, a wall for a script. */
  fileUploadsPerUser: { max: 200, windowMs: 60 * 60_000 },
  /** Geocoding (each call costs a request to a service that limits us in turn). */
  geocodingPerUser: { max: 300, windowMs: 60 * 60_000 },
  /** All geocoding of this installation: a public Nominatim allows about one call a second. */
  geocodingInAll: { max: 3_600, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimit>;
