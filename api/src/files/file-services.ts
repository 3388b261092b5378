import type { DataServices } from '../context/data-context.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';

/** What the file routes (uploads, direct uploads, links, downloads) and the drive routes need. */
export type FileServices = DataServices & {
  rateLimiter: RateLimiter;
  /** The HMAC key of download links and upload slots, shared by every API process. */
  linkSecret: Promise<Buffer>;
};
