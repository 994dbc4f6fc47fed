// Shared by the benchmark scripts: start the real server (as `npm start` runs it) and stop it.
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '..');

/**
 * The benchmarks' ports: 39,100 + offset, or BENCH_PORT_BASE + offset (several runs side by side on one
 * machine each take their own range).
 */
export function benchPort(offset: number): number {
  return Number(process.env.BENCH_PORT_BASE ?? 39_100) + offset;
}

export async function waitForHealth(port: number): Promise<void> {
  for (let attempt = 0; attempt < 480; attempt += 1) {
    try {
      // Readiness: the start-up work run after listening (DR 212) is done before anything is measured.
      const response = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server on port ${port} did not become healthy`);
}

/**
 * Starts apps/server on a port with its own data folder; resolves once /api/health/ready answers 200. With `onLine`,
 * the server's log (stdout) is read line by line instead of shown. `checkout` is the repository whose server
 * runs (another release's, built, for bench/compare.ts); this one by default.
 */
export async function startServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
  onLine?: (line: string) => void,
  checkout: string = root,
): Promise<ChildProcess> {
  // BENCH_CPU_PROFILE_DIR=<dir> writes a CPU profile of the server (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`]
    : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', path.join(checkout, 'apps/server/src/main.ts')],
    {
      cwd: checkout,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Not production: its start-up warning about the development SMS driver would join the figures.
        NODE_ENV: 'test',
        ...env,
      },
      stdio: ['ignore', onLine ? 'pipe' : 'inherit', 'inherit'],
    },
  );
  if (onLine && child.stdout) {
    let rest = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
  }
  await waitForHealth(port);
  return child;
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A fresh PostgreSQL database beside `adminUrl` for `use`, dropped after. */
export async function withDatabase(
  adminUrl: string,
  use: (url: URL, name: string) => Promise<void>,
): Promise<void> {
  const name = `phonix_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await use(url, name);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
