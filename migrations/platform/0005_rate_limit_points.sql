-- Rate-limit counters in PostgreSQL (api/src/rate-limit), in the layout rate-limiter-flexible's
-- PostgreSQL store reads and writes: one row per key, the points used in the current window and
-- when the window ends (epoch milliseconds). Used when Redis is not configured, and while a
-- configured Redis cannot be reached. The key is text rather than the library's varchar(255):
-- keys hold an email address and a client address.
CREATE TABLE strata.rate_limit_points (
  key text PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
CREATE INDEX rate_limit_points_expire_idx ON strata.rate_limit_points (expire);

-- the fixed windows of the hand-written limiter it replaces
DROP TABLE strata.rate_limits;
