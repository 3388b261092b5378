/**
 * V8's old generation cap for an API process, from MEMORY_BUDGET_MB. The caches are sized from
 * the budget (server/create-services.ts cacheBudgets), but that bounds only what they keep: by
 * default V8 lets a 64-bit process's heap grow to a few GB before it collects hard, so a process
 * whose live heap stayed at 246 MB still held 556 MB of heap and 649 MB of RSS (issue 25's scale
 * bench). Capped, V8 collects before it grows past the cap, and the RSS follows the budget.
 *
 * The RSS also holds the young generation (up to 3 x 16 MB semi-spaces), Node's own code and
 * ICU data, and native buffers (pg, HTTP, TLS), so the old generation gets the budget less
 * 140 MB, and never less than half of it: at 5,000 organisations a process capped at 372 MB
 * (budget 512) ran at 441 MB, peak 479 MB (npm run bench -- --only scale).
 *
 * `reservedMb` is what the process's other isolates may hold at their caps: the trigger
 * scripts' threads (trigger-worker/script-pool.ts scriptPoolReserveMb), each with a V8 heap
 * and a QuickJS heap of its own outside this one, so the whole process stays in the budget.
 */
export function heapLimitMb(memoryBudgetMb: number, reservedMb = 0): number {
  return Math.max(Math.round(memoryBudgetMb / 2), memoryBudgetMb - 140 - reservedMb);
}

/** Node options that set the old generation's size already (the operator's choice wins). */
function setsHeapLimit(options: readonly string[]): boolean {
  return options.some((option) => /^--max[-_]old[-_]space[-_]size(=|$)/.test(option));
}

/**
 * The node arguments an API process is started with: `execArgv` plus the heap cap for the
 * budget, unless they or NODE_OPTIONS already set one.
 */
export function withHeapLimit(
  execArgv: readonly string[],
  memoryBudgetMb: number,
  nodeOptions = process.env.NODE_OPTIONS ?? '',
  reservedMb = 0,
): string[] {
  if (setsHeapLimit(execArgv) || setsHeapLimit(nodeOptions.split(/\s+/))) return [...execArgv];
  return [...execArgv, `--max-old-space-size=${heapLimitMb(memoryBudgetMb, reservedMb)}`];
}
