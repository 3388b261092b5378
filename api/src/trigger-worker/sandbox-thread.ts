import { parentPort } from 'node:worker_threads';
import { runInSandbox, type SandboxLimits, type SandboxOutcome, warmUpSandbox } from './script-sandbox.js';

/** What the pool sends a thread: one run at a time, and the answers to its host calls. */
export type ToThread =
  | { type: 'run'; runId: number; source: string; input: unknown; limits: SandboxLimits }
  | { type: 'answer'; callId: number; ok: true; value: unknown }
  | { type: 'answer'; callId: number; ok: false; error: string };

/** What a thread sends back: ready once loaded, a host call of the running script, its outcome. */
export type FromThread =
  | { type: 'ready' }
  | { type: 'call'; runId: number; callId: number; name: string; args: unknown[]; bytes: number }
  | { type: 'done'; runId: number; outcome: SandboxOutcome };

/**
 * A script thread (script-pool.ts starts it): runs QuickJS off the API's event loop, so a
 * script's CPU time is this thread's and never a request's. The script's `data.*` calls are
 * posted to the main thread, which runs them with the trigger owner's rights: no database, no
 * secret and no service is ever in this thread.
 */
function serve(port: NonNullable<typeof parentPort>): void {
  let nextCall = 0;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const post = (message: FromThread) => port.postMessage(message);

  port.on('message', (message: ToThread) => {
    if (message.type === 'answer') {
      const call = waiting.get(message.callId);
      waiting.delete(message.callId);
      if (!call) return;
      if (message.ok) call.resolve(message.value);
      else call.reject(new Error(message.error));
      return;
    }
    const { runId } = message;
    const host = (name: string, args: unknown[], bytes: number) =>
      new Promise<unknown>((resolve, reject) => {
        nextCall += 1;
        waiting.set(nextCall, { resolve, reject });
        post({ type: 'call', runId, callId: nextCall, name, args, bytes });
      });
    void runInSandbox(message.source, message.input, host, message.limits).then(
      (outcome) => post({ type: 'done', runId, outcome }),
      // runInSandbox throws only when the engine cannot even start a runtime
      (error: unknown) =>
        post({
          type: 'done',
          runId,
          outcome: {
            ok: false,
            reason: 'engine',
            error: `the script engine failed: ${error instanceof Error ? error.message : String(error)}`,
            logs: [],
            engineFailed: true,
          },
        }),
    );
  });
  // the WebAssembly module loads before the first run, so its load is not counted as run time
  void warmUpSandbox().then(() => post({ type: 'ready' }));
}

if (parentPort) serve(parentPort);
