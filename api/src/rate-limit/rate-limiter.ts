/** A budget of attempts: at most `max` within `windowMs` (counted in whole seconds, at least 1). */
export type RateLimit = { max: number; windowMs: number };

/**
 * `count` is the attempts in the current window (this one included after a hit); `unavailable`
 * says the refusal comes from no store answering at all, not from too many attempts.
 */
export type RateDecision = { allowed: boolean; count: number; retryAfterMs: number; unavailable?: boolean };

/**
 * Counts attempts per key in fixed windows, atomically (rate-limiter-flexible): in Redis when
 * REDIS_URL is set (shared by every API process), with PostgreSQL standing in while Redis cannot
 * be reached; in PostgreSQL alone otherwise. It fails closed: if no store answers, the attempt is
 * refused (unavailable) rather than let through uncounted.
 */
export interface RateLimiter {
  /** Counts one attempt and says whether it is within the limit (a refused attempt counts too). */
  hit(key: string, limit: RateLimit): Promise<RateDecision>;
  /** How many attempts the key has in its current window, without counting one. */
  peek(key: string, limit: RateLimit): Promise<RateDecision>;
  /** Gives back one attempt counted by `hit` (it turned out not to be a failure). */
  refund(key: string, limit: RateLimit): Promise<void>;
  /**
   * Forgets a key (a successful sign-in clears its failures from that address). The budget is
   * optional: every budget shares one key space in the stores.
   */
  reset(key: string, limit?: RateLimit): Promise<void>;
}

/** A limiter that owns connections: what createRateLimiter hands back. */
export type ClosableRateLimiter = RateLimiter & { close(): Promise<void> };

/** The limits of spec'd flows (issue 4): one place to read and change them. */
export const limits = {
  /** Wrong passwords per account name and client address (a lockout: the right one waits too). */
  loginFailuresPerAccountAndIp: { max: 5, windowMs: 15 * 60_000 },
  /** Wrong passwords per account name from all addresses: a spread-out guesser locks it too. */
  loginFailuresPerAccount: { max: 10, windowMs: 15 * 60_000 },
  magicLinksPerEmail: { max: 3, windowMs: 15 * 60_000 },
  magicLinksPerIp: { max: 20, windowMs: 60 * 60_000 },
  trialsPerIp: { max: 3, windowMs: 24 * 60 * 60_000 },
  signupsPerIp: { max: 10, windowMs: 60 * 60_000 },
  puzzlesPerIp: { max: 60, windowMs: 60 * 60_000 },
  /**
   * Puzzles of all addresses: counted, never refused (the per-address limit refuses); a flood
   * spread over many addresses makes every new puzzle harder (auth/puzzle/puzzle-difficulty.ts).
   */
  puzzlesInAll: { max: 1_000_000_000, windowMs: 10 * 60_000 },
  appErrorsPerIp: { max: 30, windowMs: 60 * 60_000 },
  /** Starting a provider sign-in (each start costs a provider round trip and a state row). */
  oauthSignInStartsPerIp: { max: 60, windowMs: 15 * 60_000 },
  /** Hand-over codes exchanged or made (issue 35): a code is 256 random bits, this stops a flood. */
  handoversPerIp: { max: 60, windowMs: 15 * 60_000 },
  /** Polling a trial (each poll costs an argon2 check). */
  trialPollsPerIp: { max: 120, windowMs: 10 * 60_000 },
  /** Passwords an administrator sets for other users (issue 18). */
  adminPasswordChangesPerUser: { max: 30, windowMs: 60 * 60_000 },
  /** Changes of one's own sign-in email asked for: each mails two addresses. */
  emailChangesPerUser: { max: 5, windowMs: 60 * 60_000 },
  /** File uploads (each up to 10 MB of disk): generous for a busy form, a wall for a script. */
  fileUploadsPerUser: { max: 200, windowMs: 60 * 60_000 },
  /**
   * Mention notifications sent (issue 35): each puts a row in other people's inboxes and lights
   * their badge, so a script must not flood a colleague; a person writes far fewer comments.
   */
  mentionsPerUser: { max: 120, windowMs: 60 * 60_000 },
  /** Geocoding (each call costs a request to a service that limits us in turn). */
  geocodingPerUser: { max: 300, windowMs: 60 * 60_000 },
  /** All geocoding of this installation: a public Nominatim allows about one call a second. */
  geocodingInAll: { max: 3_600, windowMs: 60 * 60_000 },
  /** Trip distances (issue 23): the journey panel asks after each edit, debounced. */
  distancePerUser: { max: 600, windowMs: 60 * 60_000 },
  /** Microsoft 365 calls through Strata (issue 24): calendars, drive, tokens; Graph limits us too. */
  microsoftPerUser: { max: 2_000, windowMs: 60 * 60_000 },
  /** "Connect Microsoft 365" starts: each writes a state row. */
  microsoftConnectsPerUser: { max: 30, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimit>;
