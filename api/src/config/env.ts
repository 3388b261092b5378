import { z } from 'zod';

/**
 * The cost below which no real password is hashed: OWASP's argon2id baseline. Test runs may
 * go lower (a cheap hash makes sign-ins and seeded users quick); anything else refuses to start.
 */
const passwordHashFloor = { memoryKib: 19_456, timeCost: 2 };

/**
 * Every setting Strata reads from the environment, parsed once. Modules receive the parsed
 * object instead of reading process.env themselves, so tests can build their own.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  BASE_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'BASE_DOMAIN must be a host name such as example.com')
    .default('localhost'),
  /** Scheme used when Strata builds links to a tenant (mail, redirects): https in production. */
  PUBLIC_PROTOCOL: z.enum(['http', 'https']).default('http'),
  /** Port shown in tenant links; empty for the scheme's default port. */
  PUBLIC_PORT: z.string().regex(/^\d*$/).optional(),
  DATA_DIR: z.string().default('.data'),
  /**
   * Where new uploads go: local (DATA_DIR/blobs, signed links through the API; the default) or
   * azure (Azure Blob Storage: browsers upload and download directly with short-lived SAS).
   * Files already stored locally stay readable after switching.
   */
  BLOB_STORE: z.enum(['local', 'azure']).default('local'),
  /** The storage account for BLOB_STORE=azure: a connection string with AccountName and AccountKey. */
  AZURE_STORAGE_CONNECTION_STRING: z.string().max(2000).optional(),
  /** Prefix of the organisations' container names (one container per organisation). */
  AZURE_BLOB_CONTAINER_PREFIX: z
    .string()
    .regex(
      /^([a-z0-9](?:[a-z0-9]|-(?!-)){0,20}-?)?$/,
      'lower-case letters, digits and single hyphens, at most 22',
    )
    .default('strata-'),
  /** SMTP server for outgoing mail, e.g. smtp://user:pass@mail.example.com:587. Unset: .eml files. */
  SMTP_URL: z.string().url().optional(),
  /** Where mail goes without SMTP_URL (default DATA_DIR/outbox). */
  MAIL_OUTBOX: z.string().optional(),
  /** The From address of Strata's mail. */
  MAIL_FROM: z.string().max(320).optional(),
  DEMO_PASSWORD: z.string().min(8).optional(),
  /** A Nominatim-compatible geocoder for address dialogs, e.g. https://nominatim.openstreetmap.org. */
  GEOCODER_URL: z.string().url().optional(),
  /**
   * Hosts (name or name:port, comma-separated) triggers' webhooks may reach on private or
   * loopback addresses; every other host must resolve to public addresses only.
   */
  WEBHOOK_ALLOWED_HOSTS: z.string().max(2000).optional(),
  /**
   * Hosts (name or name:port, comma-separated) any configured service (geocoder, directions,
   * sign-in providers, Microsoft identity and Graph) may be reached at on private or loopback
   * addresses; all other
   * outgoing calls must reach public addresses (integrations/outbound/ssrf-guard.ts).
   */
  OUTBOUND_ALLOWED_HOSTS: z.string().max(2000).optional(),
  /** The key Microsoft token caches are encrypted with (at least 32 characters; keep it secret). */
  MICROSOFT_TOKEN_KEY: z.string().min(32, 'at least 32 random characters').max(1000).optional(),
  /** Microsoft Graph's origin (tests and national clouds change it). */
  GRAPH_URL: z.string().url().default('https://graph.microsoft.com'),
  /** The Graph scopes asked for when a user connects Microsoft 365 (space-separated). */
  MICROSOFT_GRAPH_SCOPES: z
    .string()
    .regex(/^[A-Za-z0-9./:_-]+( [A-Za-z0-9./:_-]+)*$/, 'scopes separated by single spaces')
    .optional(),
  /**
   * on: the installation is reachable from the internet, so docx, xlsx and pptx files open in
   * the Office or the Google online viewer (they fetch the file's signed link themselves).
   * off (the default, and any machine the viewers cannot reach): those files just download.
   */
  ONLINE_VIEWERS: z.enum(['on', 'off']).default('off'),
  /** An OSRM-compatible directions service for trip distances, e.g. https://router.project-osrm.org. */
  DIRECTIONS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A session ends after this many minutes without a request (default: a working day). */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(60 * 24 * 30)
    .default(8 * 60),
  /** ... and after this many days in any case. */
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Trust X-Forwarded-* headers from this many proxies (0 = none). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** API processes sharing the port (node:cluster): a count, or auto (one per core); `--workers` wins. */
  STRATA_WORKERS: z
    .string()
    .regex(/^(auto|[1-9]\d?)$/, 'auto or a count from 1 to 99')
    .default('1'),
  /** Connections in this API process's PostgreSQL pool (shared by every tenant). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(10),
  /** Memory one API process aims to stay within: its per-organisation caches are sized from it. */
  MEMORY_BUDGET_MB: z.coerce.number().int().min(128).max(65_536).default(512),
  /**
   * The longest a request's statement may run (the pool's statement_timeout), so the longest a
   * /api/fetch may hold a connection; DDL, provisioning and migrations raise it for themselves.
   */
  FETCH_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /** A fetch whose estimated plan costs more than this (PostgreSQL cost units) is refused; 0: never. */
  FETCH_MAX_PLAN_COST: z.coerce.number().min(0).default(5_000_000),
  /** Data statements one organisation may run at once in this process (default: 40% of the pool). */
  TENANT_STATEMENT_LIMIT: z.coerce.number().int().min(1).max(500).optional(),
  /** ... and one user (default: half the organisation's). */
  USER_STATEMENT_LIMIT: z.coerce.number().int().min(1).max(500).optional(),
  /** Threads trigger scripts run in, per API process (default: one per core, within 20% of MEMORY_BUDGET_MB). */
  TRIGGER_SCRIPT_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** The QuickJS heap of one trigger script run. */
  TRIGGER_SCRIPT_MEMORY_MB: z.coerce.number().int().min(8).max(512).default(32),
  /** Script runs one organisation may have in the threads at once (default: half the threads, one at least). */
  TRIGGER_TENANT_SCRIPTS: z.coerce.number().int().min(1).max(64).optional(),
  /** ... and waiting for a thread (default: twice the threads); more wait in the job queue. */
  TRIGGER_TENANT_QUEUED: z.coerce.number().int().min(1).max(1000).optional(),
  /** How long a data request may wait for its turn before 503 ERR_BUSY. */
  STATEMENT_QUEUE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  /** The quietest sign-up and trial puzzle, in bits (default 19); below 19 only with NODE_ENV=test. */
  PUZZLE_MIN_BITS: z.coerce.number().int().min(8).max(24).optional(),
  /** argon2id memory of a new password hash in KiB (default 19456, OWASP's baseline); lower only with NODE_ENV=test. */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(64).max(4_194_304).default(passwordHashFloor.memoryKib),
  /** argon2id passes of a new password hash (default 2); lower only with NODE_ENV=test. */
  ARGON2_TIME_COST: z.coerce.number().int().min(1).max(32).default(passwordHashFloor.timeCost),
});

export type Env = z.infer<typeof envSchema>;

/** Settings that only make sense together: checked after the schema (readEnv). */
function checkCombinations(env: Env): string[] {
  if (env.BLOB_STORE === 'azure' && !env.AZURE_STORAGE_CONNECTION_STRING)
    return ['  AZURE_STORAGE_CONNECTION_STRING: required when BLOB_STORE is azure'];
  // an easier puzzle lets scripts sign up and start trials cheaply: for test runs only
  if (env.PUZZLE_MIN_BITS !== undefined && env.PUZZLE_MIN_BITS < 19 && env.NODE_ENV !== 'test')
    return ['  PUZZLE_MIN_BITS: at least 19 unless NODE_ENV is test'];
  return passwordHashProblems(env);
}

function passwordHashProblems(
  env: Pick<Env, 'NODE_ENV' | 'ARGON2_MEMORY_KIB' | 'ARGON2_TIME_COST'>,
): string[] {
  if (env.NODE_ENV === 'test') return [];
  const problems: string[] = [];
  if (env.ARGON2_MEMORY_KIB < passwordHashFloor.memoryKib)
    problems.push(`  ARGON2_MEMORY_KIB: at least ${passwordHashFloor.memoryKib} unless NODE_ENV is test`);
  if (env.ARGON2_TIME_COST < passwordHashFloor.timeCost)
    problems.push(`  ARGON2_TIME_COST: at least ${passwordHashFloor.timeCost} unless NODE_ENV is test`);
  return problems;
}

/** The argon2id cost of new password hashes: its two settings alone, so the CLI and tests read them too. */
export function readPasswordHashCost(source: NodeJS.ProcessEnv = process.env): {
  memoryKib: number;
  timeCost: number;
} {
  const cleaned = withoutEmptyValues(source);
  const parsed = envSchema
    .pick({ NODE_ENV: true, ARGON2_MEMORY_KIB: true, ARGON2_TIME_COST: true })
    .safeParse(cleaned);
  const problems = parsed.success
    ? passwordHashProblems(parsed.data)
    : parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  if (!parsed.success || problems.length > 0)
    throw new ConfigurationError(`Invalid configuration:\n${problems.join('\n')}`);
  return { memoryKib: parsed.data.ARGON2_MEMORY_KIB, timeCost: parsed.data.ARGON2_TIME_COST };
}

/** Every variable readEnv reads: README's configuration table must list each (env.test.ts). */
export const envVariableNames = Object.keys(envSchema.shape) as (keyof Env)[];

export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}

/** Empty strings count as unset, so `FOO= npm start` behaves like no FOO at all. */
function withoutEmptyValues(source: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(withoutEmptyValues(source));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigurationError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const problems = checkCombinations(parsed.data);
  if (problems.length > 0) throw new ConfigurationError(`Invalid configuration:\n${problems.join('\n')}`);
  return parsed.data;
}
