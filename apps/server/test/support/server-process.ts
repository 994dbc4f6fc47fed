import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';
import { developmentDltTemplateIds } from '../../src/modules/sms/templates.ts';
import { freshPostgresDatabase, webDistFixture } from './test-app.ts';

/**
 * The real server as a child process (node --import tsx apps/server/src/main.ts), started as the README says,
 * for tests that kill it, stop it with a signal or run several. Stopped only through its own PID.
 */
const root = path.resolve(import.meta.dirname, '../../../..');

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  port: number;
  origin: string;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code (null when a signal ended it) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A data folder for a server process, with the device drawings shared by every run (so a start does not draw
 * them again). Remove it with fs.rmSync(dir, { recursive: true, force: true }).
 */
export function serverDataDir(prefix: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const images = path.join(os.tmpdir(), 'phonix-test-images');
  fs.mkdirSync(images, { recursive: true });
  fs.symlinkSync(images, path.join(dataDir, 'images'));
  return dataDir;
}

/**
 * Where a server process runs: by default on 127.0.0.1 at a free port. `netns` runs it inside that network
 * namespace (`ip netns exec`, which execs node itself, so the PID is still the server's) listening on
 * `HOST=0.0.0.0` at `port`, reached by the test at `address` (several-hosts.test.ts).
 */
export interface Placement {
  netns: string;
  address: string;
  port: number;
}

/**
 * Starts the server with `env` over the basics (production, 127.0.0.1, a free port, a web build stand-in,
 * warnings only, development DLT ids) and waits until GET `waitFor` (readiness: the job queue and the catalog's drawings start after listening, DR 212) answers 200 (at most
 * `startMs`: a start may take a minute or two on a busy machine).
 */
export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  startMs = 150_000,
  placement?: Placement,
  waitFor = '/api/health/ready',
): Promise<ServerProcess> {
  const port = placement?.port ?? (await freePort());
  const chunks: string[] = [];
  const server = [process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'];
  const [command, ...args] = placement ? ['ip', 'netns', 'exec', placement.netns, ...server] : server;
  const child = spawn(command as string, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: placement ? '0.0.0.0' : '127.0.0.1',
      WEB_DIST_DIR: webDistFixture(),
      LOG_LEVEL: 'warn',
      // Production with SMS_DRIVER=http needs every SMS template's DLT id (tests talk to a fake provider).
      SMS_DLT_ENTITY_ID: 'DEV-ENTITY',
      SMS_DLT_TEMPLATES: JSON.stringify(developmentDltTemplateIds()),
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const origin = `http://${placement?.address ?? '127.0.0.1'}:${port}`;
  const output = () => chunks.join('');
  const deadline = Date.now() + startMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    try {
      // Each poll bounded: a connection that hangs must not outlast the deadline below.
      if ((await fetch(`${origin}${waitFor}`, { signal: AbortSignal.timeout(2_000) })).ok) {
        return { child, pid: child.pid as number, port, origin, output, exited };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not start within ${startMs} ms:\n${output()}`);
}

/** Sends `signal` to the process (by its PID) and waits for it to exit; SIGKILL after `killAfterMs`. */
export async function stopServerProcess(
  server: ServerProcess | undefined,
  signal: 'SIGKILL' | 'SIGTERM' = 'SIGTERM',
  killAfterMs = 30_000,
): Promise<{ code: number | null; signal: NodeJS.Signals | null } | undefined> {
  if (!server) return undefined;
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  process.kill(server.pid, signal);
  const timer = setTimeout(() => {
    if (server.child.exitCode === null && server.child.signalCode === null)
      process.kill(server.pid, 'SIGKILL');
  }, killAfterMs);
  const result = await server.exited;
  clearTimeout(timer);
  return result;
}

/**
 * The database a server process will use, made ready by the test before the first start: a data folder
 * holding the run's migrated and seeded template (PGlite), or a fresh copy of it on PostgreSQL (the
 * api-postgres project). `open()` is the test's own connection (PGlite: only while no server holds the
 * files), `env` what startServerProcess needs to use it, `remove()` deletes it all.
 */
export async function serverDatabase(prefix: string) {
  const dataDir = serverDataDir(prefix);
  const fresh = process.env.TEST_DB === 'postgres' ? await freshPostgresDatabase() : undefined;
  const pgliteDir = path.join(dataDir, 'pglite');
  let seeded = fresh !== undefined;
  return {
    dataDir,
    env: { DATA_DIR: dataDir, ...(fresh ? { DATABASE_URL: fresh.url } : {}) } as NodeJS.ProcessEnv,
    open: async (): Promise<DatabaseHandle> => {
      if (fresh) return openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 1 });
      const first = !seeded;
      seeded = true;
      return openDatabase({
        kind: 'pglite',
        dataDir: pgliteDir,
        ...(first ? { loadDataDir: fs.readFileSync(inject('pgliteTemplate')) } : {}),
      });
    },
    remove: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await fresh?.drop();
    },
  };
}
