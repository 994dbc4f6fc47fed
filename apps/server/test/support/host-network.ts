import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Several "hosts" on this machine for the several-hosts test (docs/decisions/210): network namespaces
 * `phx-host-N` with the address 10.213.0.(10+N), each joined by a veth pair to the bridge `phxbr0`, which
 * holds 10.213.0.1 in the root namespace; TCP forwarders from the bridge's address to services that listen
 * on 127.0.0.1 only (PostgreSQL, Redis); and HAProxy (Debian's package) in front of the hosts. Everything
 * made here is removed by name or by PID, never by a pattern that could reach anything else.
 */
export const BRIDGE = 'phxbr0';
export const BRIDGE_ADDRESS = '10.213.0.1';
const SUBNET_BITS = 24;
export const HAPROXY = '/usr/sbin/haproxy';

const namespaceOf = (index: number) => `phx-host-${index}`;
export const hostAddress = (index: number) => `10.213.0.${10 + index}`;

function ip(...args: string[]): string {
  return execFileSync('ip', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * What this machine lacks for the test, or undefined when it has it all: Linux, root, `ip` with network
 * namespaces, HAProxy. Tries a namespace of its own and removes it.
 */
export function missingForHosts(): string | undefined {
  if (process.platform !== 'linux') return 'Linux network namespaces (this is not Linux)';
  if (process.getuid?.() !== 0) return 'root (to create network namespaces, a bridge and veth pairs)';
  if (!fs.existsSync(HAPROXY)) return `HAProxy at ${HAPROXY} (apt-get install haproxy)`;
  try {
    ip('-V');
  } catch {
    return 'the ip command (apt-get install iproute2)';
  }
  const probe = `phx-probe-${process.pid}`;
  try {
    ip('netns', 'add', probe);
  } catch (error) {
    return `a network namespace (ip netns add failed: ${(error as { stderr?: string }).stderr?.trim() ?? error})`;
  } finally {
    try {
      ip('netns', 'del', probe);
    } catch {
      // never made
    }
  }
  return undefined;
}

export interface Host {
  index: number;
  name: string;
  netns: string;
  address: string;
}

/**
 * The bridge and `count` hosts. A bridge or namespace of these names left by a run that was killed before
 * its clean-up is removed first (only these names: the test's own, given to it alone).
 */
export function createHosts(count: number): { hosts: Host[]; remove: () => string[] } {
  const made: { kind: 'netns' | 'link'; name: string }[] = [];
  const hosts: Host[] = [];
  const remove = () => {
    const problems: string[] = [];
    for (const item of made.reverse()) {
      try {
        if (item.kind === 'netns') ip('netns', 'del', item.name);
        else ip('link', 'del', item.name);
      } catch (error) {
        problems.push(`${item.kind} ${item.name}: ${(error as { stderr?: string }).stderr?.trim() ?? error}`);
      }
    }
    made.length = 0;
    return problems;
  };
  const existing = ip('netns', 'list');
  for (let index = 1; index <= count; index += 1) {
    if (existing.split('\n').some((line) => line.split(' ')[0] === namespaceOf(index)))
      ip('netns', 'del', namespaceOf(index));
  }
  const links = ip('-o', 'link', 'show');
  for (let index = 1; index <= count; index += 1) {
    if (links.includes(` phxv${index}h@`)) ip('link', 'del', `phxv${index}h`);
  }
  if (links.includes(` ${BRIDGE}:`)) ip('link', 'del', BRIDGE);
  try {
    ip('link', 'add', BRIDGE, 'type', 'bridge');
    made.push({ kind: 'link', name: BRIDGE });
    ip('addr', 'add', `${BRIDGE_ADDRESS}/${SUBNET_BITS}`, 'dev', BRIDGE);
    ip('link', 'set', BRIDGE, 'up');
    for (let index = 1; index <= count; index += 1) {
      const netns = namespaceOf(index);
      const outside = `phxv${index}h`;
      const inside = `phxv${index}n`;
      ip('netns', 'add', netns);
      made.push({ kind: 'netns', name: netns });
      // The veth pair goes when its namespace goes; removed first by name all the same.
      ip('link', 'add', outside, 'type', 'veth', 'peer', 'name', inside);
      made.push({ kind: 'link', name: outside });
      ip('link', 'set', inside, 'netns', netns);
      ip('link', 'set', outside, 'master', BRIDGE, 'up');
      ip('-n', netns, 'addr', 'add', `${hostAddress(index)}/${SUBNET_BITS}`, 'dev', inside);
      ip('-n', netns, 'link', 'set', inside, 'up');
      ip('-n', netns, 'link', 'set', 'lo', 'up');
      hosts.push({ index, name: `h${index}`, netns, address: hostAddress(index) });
    }
  } catch (error) {
    remove();
    throw error;
  }
  made.sort((a, b) => rank(a) - rank(b));
  return { hosts, remove };
}

/**
 * remove() walks the list backwards: the veth pairs first (deleting one end deletes both), then the
 * namespaces, the bridge last.
 */
function rank(item: { kind: 'netns' | 'link'; name: string }): number {
  if (item.name === BRIDGE) return 0;
  return item.kind === 'netns' ? 1 : 2;
}

/**
 * A TCP forwarder in this process: connections to `listenHost:listenPort` are piped to `target`. The
 * hosts reach PostgreSQL and Redis, which listen on 127.0.0.1 of the root namespace only, through it.
 */
export async function tcpForwarder(
  listenHost: string,
  listenPort: number,
  target: { host: string; port: number },
): Promise<{ close: () => Promise<void>; connections: () => number }> {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((client) => {
    connections += 1;
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.setNoDelay(true);
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, listenHost, resolve);
  });
  return {
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** One line of HAProxy's log (log-format below): when the answer ended, the server, retries, status. */
export interface ProxyLogLine {
  at: number;
  server: string;
  retries: number;
  redispatched: boolean;
  status: number;
  termination: string;
  method: string;
  path: string;
  key: string;
}

export interface LoadBalancer {
  pid: number;
  origin: string;
  configFile: string;
  /** Every request logged so far. */
  log: () => ProxyLogLine[];
  output: () => string;
  /** A command on the admin socket (management.txt), e.g. `show servers state app`. */
  command: (line: string) => Promise<string>;
  /** Each server's operational state: 'UP' or 'DOWN' (with 'MAINT' while in maintenance). */
  states: () => Promise<Record<string, string>>;
  stop: () => Promise<void>;
}

/**
 * The HAProxy configuration the test runs (written to a temporary directory). The choices are
 * docs/decisions/210's: readiness checked every 500 ms (250 ms while a state is changing), 2 failures take
 * a server out and 2 successes put it back; a request that could not be sent, got no answer or got a 503
 * is tried again on another server (`retry-on` with `option redispatch 1`) when it is a GET or carries an
 * Idempotency-Key, which makes a repeat safe (the server answers it once); other writes are retried only
 * when the connection failed (nothing was sent).
 */
export function haproxyConfig(options: {
  listen: { host: string; port: number };
  servers: { name: string; address: string; port: number }[];
  adminSocket: string;
}): string {
  return [
    'global',
    '  log stdout format raw local0',
    `  stats socket ${options.adminSocket} mode 600 level admin`,
    '  maxconn 2000',
    '',
    'defaults',
    '  mode http',
    '  log global',
    // When the answer ended (ms), the server, retries (+ when redispatched), status, termination state,
    // the request and its Idempotency-Key.
    '  log-format "%[date(0,ms)] %s %rc %ST %tsc %HM %HPO %[capture.req.hdr(0)]"',
    '  option redispatch 1',
    '  retries 3',
    '  retry-on conn-failure empty-response 503',
    '  timeout connect 1s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout http-keep-alive 10s',
    '  timeout check 2s',
    '',
    'frontend web',
    `  bind ${options.listen.host}:${options.listen.port}`,
    '  option forwardfor',
    '  http-request capture req.hdr(idempotency-key) len 100',
    '  http-request disable-l7-retry if !METH_GET !{ req.hdr(idempotency-key) -m found }',
    '  default_backend app',
    '',
    'backend app',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /api/health/ready',
    '  http-check expect status 200',
    '  default-server inter 500ms fastinter 250ms downinter 500ms fall 2 rise 2',
    '  http-response set-header x-served-by %[srv_name]',
    ...options.servers.map((server) => `  server ${server.name} ${server.address}:${server.port} check`),
    '',
  ].join('\n');
}

export async function startHaproxy(options: {
  listen: { host: string; port: number };
  servers: { name: string; address: string; port: number }[];
}): Promise<LoadBalancer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonix-haproxy-'));
  const adminSocket = path.join(dir, 'admin.sock');
  const configFile = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(configFile, haproxyConfig({ ...options, adminSocket }));
  execFileSync(HAPROXY, ['-c', '-q', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  // -db: in the foreground, this process's child, stopped by its PID.
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', configFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: ProxyLogLine[] = [];
  const other: string[] = [];
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    partial += chunk.toString();
    const complete = partial.split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete) {
      const parsed = parseLogLine(line);
      if (parsed) lines.push(parsed);
      else if (line.trim()) other.push(line);
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => other.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const command = (line: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(adminSocket);
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
      // Bounded: a poll that never hears back would hold its test until the test's own limit, saying nothing.
      socket.setTimeout(2_000, () =>
        socket.destroy(new Error(`HAProxy's admin socket: no answer to ${line}`)),
      );
      socket.end(`${line}\n`);
    });
  const origin = `http://${options.listen.host}:${options.listen.port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`HAProxy exited with ${child.exitCode}: ${other.join('\n')}`);
    try {
      await command('show info');
      break;
    } catch {
      if (Date.now() - started > 10_000) {
        child.kill('SIGKILL');
        throw new Error(`HAProxy's admin socket did not answer: ${other.join('\n')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    pid: child.pid as number,
    origin,
    configFile,
    log: () => lines,
    output: () => other.join('\n'),
    command,
    states: async () => {
      // "show stat" CSV: pxname,svname,...,status (the 18th field).
      const csv = await command('show stat');
      const states: Record<string, string> = {};
      for (const row of csv.split('\n')) {
        const fields = row.split(',');
        if (fields[0] === 'app' && fields[1] && fields[1] !== 'BACKEND') states[fields[1]] = fields[17] ?? '';
      }
      return states;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        process.kill(child.pid as number, 'SIGTERM');
        const timer = setTimeout(() => {
          if (child.exitCode === null && child.signalCode === null)
            process.kill(child.pid as number, 'SIGKILL');
        }, 5_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function parseLogLine(line: string): ProxyLogLine | undefined {
  const match = line.match(/^(\d{13}) (\S+) (\+?)(\d+) (-?\d+) (\S+) (\S+) (\S+) ?(.*)$/);
  if (!match) return undefined;
  return {
    at: Number(match[1]),
    server: match[2] as string,
    redispatched: match[3] === '+',
    retries: Number(match[4]),
    status: Number(match[5]),
    termination: match[6] as string,
    method: match[7] as string,
    path: match[8] as string,
    key: (match[9] ?? '').trim(),
  };
}
