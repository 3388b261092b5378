import { createPgDriverFactory } from '@slonik/pg-driver';
import type { DriverClient, DriverFactory } from 'slonik';

/**
 * slonik's pg driver with one fix: a connection whose server dies during a query leaves the pool.
 *
 * In slonik 47 (driver/createDriverFactory), a connection that errors while a query runs starts
 * destroying itself, and that destroy first awaits the running query. The query fails with the
 * same outage, the destroy rejects before it announces 'destroy', and the pool keeps the
 * connection forever in state PENDING_DESTROY: it is never handed out again, never replaced, and
 * makes `pool.end()` reject. Every PostgreSQL restart under load cost a few pool slots
 * (test/integration/chaos-postgres-kill.test.ts saw 2-3 of 6), so a few restarts would leave
 * the API waiting for connections forever. Here, when that destroy fails, the pool's 'destroy'
 * listeners are called all the same: the pool forgets the connection and opens a fresh one.
 */
export function createOutageSafeDriverFactory(): DriverFactory {
  const base = createPgDriverFactory();
  return async (configuration) => {
    const driver = await base(configuration);
    return { ...driver, createClient: async () => forgetWhenDestroyFails(await driver.createClient()) };
  };
}

type Listener = (...args: never[]) => void;
type EventName = 'acquire' | 'destroy' | 'error' | 'notice' | 'release';
/** The client's emitter methods without their typed overloads, to pass any event through. */
type LooseEmitter = {
  on: (event: EventName, listener: Listener) => unknown;
  off: (event: EventName, listener: Listener) => unknown;
};

function forgetWhenDestroyFails(client: DriverClient): DriverClient {
  const destroyListeners = new Set<Listener>();
  let destroyAnnounced = false;
  client.on('destroy', () => {
    destroyAnnounced = true;
  });
  const announceDestroy = () => {
    if (destroyAnnounced) return;
    destroyAnnounced = true;
    for (const listener of [...destroyListeners]) (listener as () => void)();
  };
  const watch = (destroying: Promise<void>) => {
    destroying.catch(announceDestroy);
    return destroying;
  };
  // The driver's own error listener (registered first) has started the destroy by now, and
  // destroy() hands back that same promise.
  client.on('error', () => void watch(client.destroy()));

  const loose = client as unknown as LooseEmitter;
  const on = (event: EventName, listener: Listener) => {
    if (event === 'destroy') destroyListeners.add(listener);
    return loose.on(event, listener);
  };
  const off = (event: EventName, listener: Listener) => {
    if (event === 'destroy') destroyListeners.delete(listener);
    return loose.off(event, listener);
  };
  return {
    ...client,
    destroy: () => watch(client.destroy()),
    on: on as unknown as DriverClient['on'],
    off: off as unknown as DriverClient['off'],
    removeListener: off as unknown as DriverClient['removeListener'],
  };
}
