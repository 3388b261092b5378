// The data API's query (a) against its floors (issue 20): the bare node:http server (the
// targets), the stack's own floor (stack-floor.ts) and raw SQL (references).
import { type BenchContext, type BenchResult, round } from '../bench-types.js';
import { type Timing, throughputAlternately } from '../timing.js';

type Load = { perSecond: number; cpuMicrosPerRequest: number };

/** Our p50 against a floor's: lower is better, ratio = ours / floor. */
function latencyAgainst(
  name: string,
  ours: Timing,
  floor: Timing,
  target: number | null,
  notes: string,
): BenchResult {
  return {
    name,
    unit: 'ms',
    value: round(ours.p50, 3),
    baseline: round(floor.p50, 3),
    ratio: round(ours.p50 / floor.p50, 3),
    target,
    notes,
  };
}

/** Our requests per second against a floor's: higher is better, ratio = floor / ours. */
function throughputAgainst(
  name: string,
  ours: number,
  floor: number,
  target: number | null,
  notes: string,
): BenchResult {
  return {
    name,
    unit: 'req/s',
    value: round(ours, 0),
    baseline: round(floor, 0),
    ratio: round(floor / ours, 3),
    target,
    notes,
  };
}

/**
 * (a), issue 20: the API against the bare node:http server running the same SQL on a pool of
 * the same size, at concurrency 1 (p50, p95) and 8 (requests per second); raw SQL for reference.
 */
export async function againstBareServer(
  context: BenchContext,
  name: string,
  [api, raw, bare, stack]: (() => Promise<unknown>)[],
  c1: { http: Timing; raw: Timing; plainHttp: Timing; stackHttp: Timing },
): Promise<BenchResult[]> {
  const ways = [api, bare, raw, stack] as (() => Promise<unknown>)[];
  const requests = context.quick ? 400 : 2000;
  await throughputAlternately(ways, { concurrency: 8, requests: 100, rounds: 1 });
  const [apiLoad, bareLoad, rawLoad, stackLoad] = (await throughputAlternately(ways, {
    concurrency: 8,
    requests,
    rounds: 3,
  })) as { perSecond: number; cpuMicrosPerRequest: number }[] as [Load, Load, Load, Load];
  const [apiRps, bareRps, rawRps, stackRps] = [
    apiLoad.perSecond,
    bareLoad.perSecond,
    rawLoad.perSecond,
    stackLoad.perSecond,
  ];
  const cpu = `CPU of this process (client and server) per request: api ${round(apiLoad.cpuMicrosPerRequest, 0)} µs, bare ${round(bareLoad.cpuMicrosPerRequest, 0)} µs, the stack's floor ${round(stackLoad.cpuMicrosPerRequest, 0)} µs, raw ${round(rawLoad.cpuMicrosPerRequest, 0)} µs`;
  context.log(
    `${name} at concurrency 8: api ${round(apiRps, 0)} req/s, bare node:http ${round(bareRps, 0)} req/s, the stack's floor ${round(stackRps, 0)} req/s, raw SQL ${round(rawRps, 0)} q/s; ${cpu}`,
  );
  const { http, plainHttp, stackHttp } = c1;
  return [
    latencyAgainst(
      `data.${name}.p50.vs-bare-http`,
      http,
      plainHttp,
      1.25,
      `concurrency 1; p95 ${round(http.p95)} ms (bare ${round(plainHttp.p95)} ms, ${round(http.p95 / plainHttp.p95, 2)}x); baseline: the same SQL behind a bare node:http server (keep-alive, no framework, session or checks) on a pg pool of the same size`,
    ),
    throughputAgainst(
      `data.${name}.concurrency-8.requests-per-second.vs-bare-http (at least 0.8x)`,
      apiRps,
      bareRps,
      1.25,
      `ratio = bare / value: at most 1.25 means at least 0.8x the bare server's throughput (value/bare = ${round(apiRps / bareRps, 2)}); median of 3 alternating rounds of ${requests} requests, 8 in flight; ${cpu}`,
    ),
    ...againstStackFloor(name, { http, stackHttp, plainHttp }, { apiRps, stackRps, bareRps }),
    latencyAgainst(
      `data.${name}.p50.vs-raw`,
      http,
      c1.raw,
      null,
      `reference only (issue 20): raw SQL on a bare pg pool; p95 ${round(c1.raw.p95)} ms; the bare server is ${round(plainHttp.p50 / c1.raw.p50, 2)}x raw`,
    ),
    throughputAgainst(
      `data.${name}.concurrency-8.vs-raw`,
      apiRps,
      rawRps,
      null,
      'reference only: raw SQL on a bare pg pool, 8 statements in flight; ratio = raw / value',
    ),
  ];
}

/**
 * Reference figures (no target): the API against the floor of its own stack (stack-floor.ts),
 * the part of the gap to the bare server that is Strata's own work and not Express or slonik.
 */
function againstStackFloor(
  name: string,
  c1: { http: Timing; stackHttp: Timing; plainHttp: Timing },
  c8: { apiRps: number; stackRps: number; bareRps: number },
): BenchResult[] {
  const { http, stackHttp, plainHttp } = c1;
  const stackNote =
    "the stack's floor: Express + helmet + express.json + the API's slonik pool running the same SQL, with no tenant, session, rights, gate or compiling";
  return [
    latencyAgainst(
      `data.${name}.p50.vs-stack-floor`,
      http,
      stackHttp,
      null,
      `reference only: ${stackNote}; it is ${round(stackHttp.p50 / plainHttp.p50, 2)}x the bare server at p50`,
    ),
    throughputAgainst(
      `data.${name}.concurrency-8.vs-stack-floor`,
      c8.apiRps,
      c8.stackRps,
      null,
      `reference only; ratio = floor / value: ${stackNote}; it serves ${round(c8.stackRps / c8.bareRps, 2)}x the bare server's requests per second`,
    ),
  ];
}

export function latencyResult(
  name: string,
  http: Timing,
  raw: Timing,
  target: number,
  plain: Timing,
): BenchResult {
  return {
    name: `data.${name}.p50`,
    unit: 'ms',
    value: round(http.p50, 3),
    baseline: round(raw.p50, 3),
    ratio: round(http.p50 / raw.p50, 3),
    target,
    notes:
      `p95 ${round(http.p95)} ms (raw ${round(raw.p95)} ms); ${round(http.perSecond, 0)} requests/s sequential (raw ${round(raw.perSecond, 0)}/s); ` +
      `the same SQL behind a bare node:http server (no framework, session or checks): p50 ${round(plain.p50, 3)} ms, ` +
      `${round(plain.p50 / raw.p50, 2)}x raw; the API is ${round(http.p50 / plain.p50, 2)}x that`,
  };
}
