import { describe, expect, it } from 'vitest';
import { silentLogger } from '../logging/logger.js';
import { type BusTransport, RemoteEventBus } from './remote-event-bus.js';

/** A transport in memory that can fail and lose its subscription on demand. */
function fakeTransport() {
  const sent: string[] = [];
  let receive: (payload: string) => void = () => undefined;
  let held: (held: boolean) => void = () => undefined;
  const state = { failing: false };
  const transport: BusTransport = {
    kind: 'postgres',
    async send(payload) {
      if (state.failing) throw new Error('down');
      sent.push(payload);
    },
    listen(onMessage, onHeld) {
      receive = onMessage;
      held = onHeld;
    },
    async ping() {
      return !state.failing;
    },
    async close() {},
  };
  return {
    transport,
    sent,
    state,
    receive: (payload: string) => receive(payload),
    held: (h: boolean) => held(h),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RemoteEventBus', () => {
  it('delivers to its own subscribers once, ignoring its own message coming back', async () => {
    const fake = fakeTransport();
    const bus = new RemoteEventBus(fake.transport, silentLogger);
    const got: unknown[] = [];
    bus.subscribe('c', (message) => got.push(message));
    await bus.publish('c', { n: 1 });
    await tick();
    for (const payload of fake.sent) fake.receive(payload);
    expect(got).toEqual([{ n: 1 }]);
  });

  it("delivers other processes' messages to the channel named", async () => {
    const fake = fakeTransport();
    const bus = new RemoteEventBus(fake.transport, silentLogger);
    const got: unknown[] = [];
    bus.subscribe('c', (message) => got.push(message));
    bus.subscribe('d', () => got.push('wrong channel'));
    fake.receive(JSON.stringify({ o: 'another process', c: 'c', m: { n: 2 } }));
    fake.receive('not json');
    expect(got).toEqual([{ n: 2 }]);
  });

  it('never rejects a publish while the transport is down, and sends it once it is back', async () => {
    const fake = fakeTransport();
    const bus = new RemoteEventBus(fake.transport, silentLogger);
    fake.state.failing = true;
    await expect(bus.publish('c', { n: 3 })).resolves.toBeUndefined();
    expect(fake.sent).toEqual([]);
    expect((await bus.health()).transport).toBe('down');
    fake.state.failing = false;
    await bus.close();
    expect(fake.sent.map((payload) => JSON.parse(payload).m)).toEqual([{ n: 3 }]);
  });

  it('has every subscriber drop its cache when the subscription comes back after a loss', async () => {
    const fake = fakeTransport();
    const bus = new RemoteEventBus(fake.transport, silentLogger);
    const got: unknown[] = [];
    bus.subscribe('c', (message) => got.push(message));
    fake.held(true);
    expect(got).toEqual([]);
    expect((await bus.health()).subscriptions).toBe('held');
    fake.held(false);
    expect((await bus.health()).subscriptions).toBe('missing');
    fake.held(true);
    expect(got).toEqual([{}]);
  });

  it('keeps delivering to the other subscribers when one throws', async () => {
    const fake = fakeTransport();
    const bus = new RemoteEventBus(fake.transport, silentLogger);
    const got: unknown[] = [];
    bus.subscribe('c', () => {
      throw new Error('bad subscriber');
    });
    bus.subscribe('c', (message) => got.push(message));
    fake.receive(JSON.stringify({ o: 'x', c: 'c', m: 1 }));
    expect(got).toEqual([1]);
  });
});
