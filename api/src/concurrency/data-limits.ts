import type { Env } from '../config/env.js';
import type { GateLimits } from './statement-gate.js';

/** The share of the pool one organisation may hold: the others always keep the rest. */
const tenantShare = 0.4;

/** Pool size when none is given (pool.ts's default, DATABASE_POOL_SIZE's default). */
export const defaultPoolSize = 10;

export type GateSettings = Partial<Pick<GateLimits, 'perTenant' | 'perUser' | 'maxWaitMs'>>;

/** What keeps one organisation from stalling the others, in one API process. */
export type DataLimits = {
  /** concurrent data statements per organisation and user (statement-gate.ts) */
  gate: GateLimits;
  /** fetches PostgreSQL estimates above this cost are refused; 0: never (query/plan-cost.ts) */
  maxPlanCost: number;
};

/**
 * The gate's limits for a pool of poolSize connections: an organisation gets 40% of it (at
 * least 1), a user three quarters of that (at least 1: a list page fires a few fetches at once,
 * which should not queue behind each other), unless set explicitly. A user's cap never exceeds
 * the organisation's, whatever is set.
 */
export function gateLimitsFor(poolSize: number, settings: GateSettings = {}): GateLimits {
  const perTenant = settings.perTenant ?? Math.max(1, Math.floor(poolSize * tenantShare));
  const perUser = Math.min(perTenant, settings.perUser ?? Math.max(1, Math.ceil((perTenant * 3) / 4)));
  return {
    perTenant,
    perUser,
    maxWaitMs: settings.maxWaitMs ?? 10_000,
    // waiting requests cost memory only, but a flood of them is refused outright
    maxQueuedPerTenant: Math.max(20, perTenant * 10),
  };
}

/**
 * The limits from DATABASE_POOL_SIZE, TENANT_STATEMENT_LIMIT, USER_STATEMENT_LIMIT,
 * STATEMENT_QUEUE_SECONDS and FETCH_MAX_PLAN_COST.
 */
export function dataLimitsFromEnv(
  env: Pick<
    Env,
    | 'DATABASE_POOL_SIZE'
    | 'TENANT_STATEMENT_LIMIT'
    | 'USER_STATEMENT_LIMIT'
    | 'STATEMENT_QUEUE_SECONDS'
    | 'FETCH_MAX_PLAN_COST'
  >,
): DataLimits {
  return {
    gate: gateLimitsFor(env.DATABASE_POOL_SIZE, {
      ...(env.TENANT_STATEMENT_LIMIT ? { perTenant: env.TENANT_STATEMENT_LIMIT } : {}),
      ...(env.USER_STATEMENT_LIMIT ? { perUser: env.USER_STATEMENT_LIMIT } : {}),
      maxWaitMs: env.STATEMENT_QUEUE_SECONDS * 1000,
    }),
    maxPlanCost: env.FETCH_MAX_PLAN_COST,
  };
}

/** The defaults, for a pool of poolSize connections (what an app built without settings uses). */
export function defaultDataLimits(poolSize = defaultPoolSize): DataLimits {
  return { gate: gateLimitsFor(poolSize), maxPlanCost: defaultMaxPlanCost };
}

/** FETCH_MAX_PLAN_COST's default: well past what FETCH_TIMEOUT_SECONDS lets run on common hardware. */
export const defaultMaxPlanCost = 5_000_000;
