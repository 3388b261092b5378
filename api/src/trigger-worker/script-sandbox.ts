import releaseSync from '@jitl/quickjs-wasmfile-release-sync';
import {
  newQuickJSWASMModuleFromVariant,
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSSyncVariant,
  type QuickJSWASMModule,
} from 'quickjs-emscripten-core';

/** What one script run may use. */
export type SandboxLimits = {
  /** Heap of the script's QuickJS runtime. */
  memoryBytes: number;
  /** Time the interpreter itself may run (host calls it waits for do not count). */
  cpuMs: number;
  /** The whole run, host calls included. */
  wallMs: number;
  /** Calls of the host API one run may make. */
  maxHostCalls: number;
};

export const defaultSandboxLimits: SandboxLimits = {
  memoryBytes: 32 * 1024 * 1024,
  cpuMs: 1000,
  wallMs: 30_000,
  maxHostCalls: 200,
};

/**
 * The host's side of the script API: a named call with JSON arguments, a JSON-able answer.
 * `bytes` is the size of the arguments as the script sent them (JSON text), so the host can
 * hold a script's write to the HTTP body limit before doing anything with it.
 */
export type HostCall = (name: string, args: unknown[], bytes: number) => Promise<unknown>;

/**
 * How a run ended. `engine`: QuickJS itself failed (a WebAssembly trap or abort, not an error
 * of the script); `engineFailed` says the engine cannot be trusted any more, whatever the
 * outcome, and must be replaced before the next run (script-pool.ts replaces the thread).
 */
export type SandboxOutcome = (
  | { ok: true; logs: string[] }
  | { ok: false; reason: 'timeLimit' | 'memoryLimit' | 'error' | 'engine'; error: string; logs: string[] }
) & { engineFailed?: true };

class SandboxStop extends Error {
  constructor(
    readonly reason: 'timeLimit' | 'memoryLimit' | 'error',
    message: string,
  ) {
    super(message);
  }
}

let quickjs: Promise<QuickJSWASMModule> | null = null;
/** One WebAssembly instance per process; every run gets its own runtime (heap) inside it. */
const loadQuickJs = () => {
  // the package's types describe its CommonJS build ({default: variant}); Node's ESM import
  // of it hands over the variant itself
  const imported = releaseSync as unknown as QuickJSSyncVariant & { default?: QuickJSSyncVariant };
  quickjs ??= newQuickJSWASMModuleFromVariant(imported.default ?? imported);
  return quickjs;
};

/** Loads the engine ahead of the first run (a script thread does, before it says it is ready). */
export async function warmUpSandbox(): Promise<void> {
  await loadQuickJs();
}

/**
 * Drops the WebAssembly instance after QuickJS aborted: its memory may hold runtimes it could
 * not free and state it left half-changed, so after a dozen aborts every later run failed
 * (issue 35). The next run loads a fresh instance.
 */
const discardEngine = () => {
  quickjs = null;
};

/** One line of an engine failure, without the build hints emscripten appends. */
const engineText = (error: unknown) =>
  `the script engine failed: ${(error instanceof Error ? error.message : String(error)).split('. Build with')[0]}`;

/**
 * The script side of the host API. Arguments and answers cross the boundary as JSON text, so
 * no host object (and no host function but __host and __log) is ever visible to the script.
 */
const prelude = `
const call = (name, args) => __host(name, JSON.stringify(args)).then((text) => text === undefined ? undefined : JSON.parse(text));
globalThis.data = Object.freeze({
  retrieveMultiple: (query) => call('retrieveMultiple', [query]),
  retrieveSingleById: (entity, id, attributes) => call('retrieveSingleById', [entity, id, attributes]),
  updateRecord: (entity, object, operation) => call('updateRecord', [entity, object, operation]),
  executeMultiple: (records) => call('executeMultiple', [records]),
});
globalThis.console = Object.freeze({
  log: (...parts) => __log(parts.map((p) => typeof p === 'string' ? p : JSON.stringify(p)).join(' ')),
});
`;

const logMax = 50;
const logLineMax = 500;

/** An error value of the script as one line: name and message, never a stack. */
function describe(context: QuickJSContext, handle: QuickJSHandle): string {
  const dumped = context.dump(handle) as unknown;
  if (dumped && typeof dumped === 'object' && 'message' in dumped) {
    const { name, message } = dumped as { name?: unknown; message?: unknown };
    return `${typeof name === 'string' ? name : 'Error'}: ${String(message)}`;
  }
  return `Error: ${typeof dumped === 'string' ? dumped : JSON.stringify(dumped)}`;
}

function stopFor(context: QuickJSContext, handle: QuickJSHandle): SandboxStop {
  const text = describe(context, handle);
  if (text === 'InternalError: interrupted') return new SandboxStop('timeLimit', text);
  if (text === 'InternalError: out of memory') return new SandboxStop('memoryLimit', text);
  return new SandboxStop('error', text);
}

/**
 * Runs an ES module's default export, `async function (input, data)`, in a QuickJS runtime of
 * its own: WebAssembly with no Node, no network and no file system inside, only the
 * JavaScript language, `data.*` (each call goes to host) and `console.log` (kept as lines).
 * The heap is capped (memoryBytes), the interpreter is interrupted after cpuMs of its own
 * running time, and the run as a whole after wallMs. Errors come back as name and message.
 */
export async function runInSandbox(
  source: string,
  input: unknown,
  host: HostCall,
  limits: SandboxLimits = defaultSandboxLimits,
): Promise<SandboxOutcome> {
  const module = await loadQuickJs();
  const runtime = module.newRuntime();
  runtime.setMemoryLimit(limits.memoryBytes);
  runtime.setMaxStackSize(512 * 1024);
  const logs: string[] = [];
  const started = Date.now();
  let used = 0;
  let sliceStart = 0;
  let hostCalls = 0;
  runtime.setInterruptHandler(
    () => used + (Date.now() - sliceStart) > limits.cpuMs || Date.now() - started > limits.wallMs,
  );
  /** Interpreter time is counted only inside these slices. */
  const slice = <T>(work: () => T): T => {
    sliceStart = Date.now();
    try {
      return work();
    } finally {
      used += Date.now() - sliceStart;
    }
  };
  const context = runtime.newContext();
  const pending = new Set<Promise<void>>();
  let outcome: SandboxOutcome;
  let engineFailed = false;
  try {
    const log = context.newFunction('__log', (line) => {
      if (logs.length < logMax) logs.push(context.getString(line).slice(0, logLineMax));
    });
    context.setProp(context.global, '__log', log);
    log.dispose();
    const hostFunction = context.newFunction('__host', (nameHandle, argsHandle) => {
      const name = context.getString(nameHandle);
      const argsText = context.getString(argsHandle);
      const bytes = Buffer.byteLength(argsText);
      const args = JSON.parse(argsText) as unknown[];
      const deferred = context.newPromise();
      hostCalls += 1;
      const work =
        hostCalls > limits.maxHostCalls
          ? Promise.reject(new Error(`more than ${limits.maxHostCalls} data calls`))
          : host(name, args, bytes);
      const settled = work.then(
        (value) => {
          if (!deferred.alive) return;
          const text = value === undefined ? context.undefined : context.newString(JSON.stringify(value));
          deferred.resolve(text);
          if (text !== context.undefined) text.dispose();
        },
        (error: unknown) => {
          if (!deferred.alive) return;
          const failure = context.newError({
            name: 'Error',
            message: error instanceof Error ? error.message : String(error),
          });
          deferred.reject(failure);
          failure.dispose();
        },
      );
      const tracked = settled.finally(() => pending.delete(tracked));
      pending.add(tracked);
      return deferred.handle;
    });
    context.setProp(context.global, '__host', hostFunction);
    hostFunction.dispose();
    const preluded = slice(() => context.evalCode(prelude, 'prelude.js', { type: 'global', strict: true }));
    if (preluded.error) throw stopFor(context, preluded.error);
    preluded.value.dispose();

    const evaluated = slice(() => context.evalCode(source, 'trigger.js', { type: 'module', strict: true }));
    if (evaluated.error) {
      const stop = stopFor(context, evaluated.error);
      evaluated.error.dispose();
      throw stop;
    }
    const exports = await settle(context, evaluated.value);
    const entry = context.getProp(exports, 'default');
    exports.dispose();
    if (context.typeof(entry) !== 'function') {
      entry.dispose();
      throw new SandboxStop('error', 'TypeError: the script has no default export function');
    }
    const inputHandle = slice(() => context.evalCode(`(${JSON.stringify(input)})`)).unwrap();
    const dataHandle = context.getProp(context.global, 'data');
    const called = slice(() => context.callFunction(entry, context.undefined, inputHandle, dataHandle));
    entry.dispose();
    inputHandle.dispose();
    dataHandle.dispose();
    if (called.error) {
      const stop = stopFor(context, called.error);
      called.error.dispose();
      throw stop;
    }
    (await settle(context, called.value)).dispose();
    outcome = { ok: true, logs };
  } catch (error) {
    if (error instanceof SandboxStop)
      outcome = { ok: false, reason: error.reason, error: error.message, logs };
    else {
      // not the script's error: the engine trapped (RuntimeError) or aborted
      engineFailed = true;
      outcome = { ok: false, reason: 'engine', error: engineText(error), logs };
    }
  }
  // a host call still running when the script failed settles into a dead context: wait, then free
  await Promise.allSettled([...pending]);
  try {
    context.dispose();
    runtime.dispose();
  } catch (error) {
    // a deep recursion leaves objects QuickJS cannot free: JS_FreeRuntime aborts (issue 35)
    engineFailed = true;
    if (outcome.ok) outcome = { ok: false, reason: 'engine', error: engineText(error), logs };
  }
  if (!engineFailed) return outcome;
  discardEngine();
  return { ...outcome, engineFailed: true };

  /** Drives the script's promise: pending jobs run after each host answer, until it settles. */
  async function settle(ctx: QuickJSContext, handle: QuickJSHandle): Promise<QuickJSHandle> {
    for (;;) {
      const jobs = slice(() => runtime.executePendingJobs());
      if (jobs.error) {
        const stop = stopFor(ctx, jobs.error);
        jobs.error.dispose();
        handle.dispose();
        throw stop;
      }
      const state = ctx.getPromiseState(handle);
      if (state.type === 'fulfilled') {
        if (state.notAPromise) return handle;
        handle.dispose();
        return state.value;
      }
      if (state.type === 'rejected') {
        const stop = stopFor(ctx, state.error);
        state.error.dispose();
        handle.dispose();
        throw stop;
      }
      if (pending.size === 0) {
        handle.dispose();
        throw new SandboxStop('error', 'Error: the script waits for something that never comes');
      }
      if (Date.now() - started > limits.wallMs) {
        handle.dispose();
        throw new SandboxStop('timeLimit', 'InternalError: interrupted');
      }
      let timer: NodeJS.Timeout | undefined;
      const wallLeft = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, Math.max(0, limits.wallMs - (Date.now() - started)));
      });
      await Promise.race([...pending, wallLeft]);
      clearTimeout(timer);
    }
  }
}
