import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { repositoryRoot } from '@strata/api/config/paths';

type Reply =
  | { type: 'ready' }
  | { type: 'opened'; count: number; failed: number }
  | { type: 'report'; latencies: number[]; patches: number; endedByServer: number; overflows: number };

export type ClientReport = { latencies: number[]; patches: number; endedByServer: number; overflows: number };

/**
 * A bounded number of child processes (stream-clients.ts), each holding many event-stream
 * sockets, so the clients' own parsing does not run in the API's process and their count does
 * not grow with the number of streams.
 */
export class ClientProcesses {
  private constructor(private readonly children: ChildProcess[]) {}

  static async start(count: number): Promise<ClientProcesses> {
    const script = path.join(repositoryRoot, 'scripts', 'bench', 'live', 'stream-clients.ts');
    const children = Array.from({ length: count }, () =>
      fork(script, [], {
        execArgv: ['--conditions=source', '--import', 'tsx'],
        cwd: repositoryRoot,
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      }),
    );
    await Promise.all(children.map((child) => reply(child, 'ready')));
    return new ClientProcesses(children);
  }

  get count(): number {
    return this.children.length;
  }

  /** Opens `urls[i]` on child i (each a list); resolves with how many opened. */
  async open(urlsPerChild: string[][], slow: boolean): Promise<{ opened: number; failed: number }> {
    const answers = await Promise.all(
      this.children.map((child, i) => {
        const answer = reply(child, 'opened');
        child.send({ type: 'open', urls: urlsPerChild[i] ?? [], slow });
        return answer;
      }),
    );
    return {
      opened: answers.reduce((sum, a) => sum + (a.type === 'opened' ? a.count : 0), 0),
      failed: answers.reduce((sum, a) => sum + (a.type === 'opened' ? a.failed : 0), 0),
    };
  }

  reset(): void {
    for (const child of this.children) child.send({ type: 'reset' });
  }

  async report(): Promise<ClientReport> {
    const answers = await Promise.all(
      this.children.map((child) => {
        const answer = reply(child, 'report');
        child.send({ type: 'report' });
        return answer;
      }),
    );
    const total: ClientReport = { latencies: [], patches: 0, endedByServer: 0, overflows: 0 };
    for (const answer of answers) {
      if (answer.type !== 'report') continue;
      for (const latency of answer.latencies) total.latencies.push(latency);
      total.patches += answer.patches;
      total.endedByServer += answer.endedByServer;
      total.overflows += answer.overflows;
    }
    return total;
  }

  async close(): Promise<void> {
    await Promise.all(
      this.children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.send({ type: 'close' });
            setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
          }),
      ),
    );
  }
}

function reply(child: ChildProcess, type: Reply['type']): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: Reply) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message);
    };
    const onExit = (code: number | null) => reject(new Error(`a stream client process exited (${code})`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}
