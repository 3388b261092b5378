/**
 * A child process of the live-events bench: holds many event-stream clients on plain sockets
 * (node:http, one socket each) and notes, for every patch, the time from the commit (the
 * patch's timestamp, taken by the API just after COMMIT on this same machine's clock) to its
 * arrival. Driven over IPC by scripts/bench/suites/live-events.ts:
 *   {type: 'open', urls, slow}  opens the streams (slow: never read), answers 'opened'
 *   {type: 'reset'}             forgets the latencies noted so far
 *   {type: 'report'}            answers 'report' with latencies and counts
 *   {type: 'close'}             ends every stream and exits
 */
import { type ClientRequest, get, type IncomingMessage } from 'node:http';

type Command =
  | { type: 'open'; urls: string[]; slow: boolean }
  | { type: 'reset' }
  | { type: 'report' }
  | { type: 'close' };

const requests: ClientRequest[] = [];
let latencies: number[] = [];
let patches = 0;
/** Streams the server ended (an overflow, or anything else) while this process held them. */
let endedByServer = 0;
let overflows = 0;
let closing = false;

function send(message: unknown): void {
  process.send?.(message);
}

/** Opens one stream; resolves once the `put` arrived (or at once for a client that never reads). */
function open(url: string, slow: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const req = get(url, { agent: false }, (res: IncomingMessage) => {
      if (res.statusCode !== 200) {
        res.resume();
        return resolve(false);
      }
      res.on('end', () => {
        if (!closing) endedByServer++;
      });
      res.on('error', () => undefined);
      if (slow) {
        // reads nothing from here on: the socket's buffers fill and the server's side backs up
        res.pause();
        return resolve(true);
      }
      res.setEncoding('utf8');
      let buffer = '';
      let opened = false;
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          if (block.startsWith('event: patch\n')) notePatch(block);
          else if (block.startsWith('event: put\n') && !opened) {
            opened = true;
            resolve(true);
          } else if (block.includes('event: overflow')) overflows++;
        }
      });
    });
    req.on('error', () => resolve(false));
    requests.push(req);
  });
}

function notePatch(block: string): void {
  const now = Date.now();
  const data = block.slice(block.indexOf('data: ') + 6);
  const change = JSON.parse(data) as { data: Record<string, number> };
  let committed = 0;
  for (const timestamp of Object.values(change.data)) if (timestamp > committed) committed = timestamp;
  patches++;
  latencies.push(now - committed);
}

async function openAll(urls: string[], slow: boolean): Promise<void> {
  let next = 0;
  let failed = 0;
  // a few at a time: a burst of thousands of connects would measure the accept queue instead
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++] as string;
      if (!(await open(url, slow))) failed++;
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  send({ type: 'opened', count: urls.length - failed, failed });
}

process.on('message', (command: Command) => {
  if (command.type === 'open') void openAll(command.urls, command.slow);
  else if (command.type === 'reset') {
    latencies = [];
    patches = 0;
  } else if (command.type === 'report') {
    send({ type: 'report', latencies, patches, endedByServer, overflows });
  } else if (command.type === 'close') {
    closing = true;
    for (const req of requests) req.destroy();
    process.exit(0);
  }
});
send({ type: 'ready' });
