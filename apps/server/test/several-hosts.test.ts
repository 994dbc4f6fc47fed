import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRIDGE_ADDRESS,
  createHosts,
  type Host,
  type LoadBalancer,
  missingForHosts,
  startHaproxy,
  tcpForwarder,
} from './support/host-network.ts';
import {
  type ApiCall,
  bookedVariantId,
  bookingBody,
  type SignedUpSeller,
  type SmsSink,
  sampleAnswers,
  signUpSeller,
  smsSink,
} from './support/sellers.ts';
import { type ServerProcess, serverDataDir, startServerProcess } from './support/server-process.ts';
import { freshPostgresDatabase } from './support/test-app.ts';

/**
 * Several hosts on this machine (issue 35, docs/decisions/210): three server processes, each in its own
 * network namespace with its own address (10.213.0.11-13), on one PostgreSQL and one Redis (reached through
 * forwarders on the bridge's 10.213.0.1: both listen on 127.0.0.1 only), behind HAProxy checking
 * GET /api/health/ready. Simulated sellers quote and book with think time throughout; the test restarts
 * every host in turn, kills one with SIGKILL, and sends the OTP and rate-limited calls across the hosts.
 * Ports: HAProxy 127.0.0.1:31300, forwarders 31301 (PostgreSQL) and 31302 (Redis), the SMS sink 31303,
 * each server 31310 in its namespace: below Linux's ephemeral range (32768-60999), which the other tests'
 * outgoing connections draw from (41300 was once taken by one, and HAProxy could not listen).
 */
const PORTS = { proxy: 31_300, postgres: 31_301, redis: 31_302, sms: 31_303, app: 31_310 } as const;
const HOSTS = 3;
const SELLERS = 10;
/** Readiness answers 503 this long after SIGTERM before the server closes: more than fall 2 × inter 500 ms. */
const SHUTDOWN_DELAY_MS = 2_000;
const ROUTE_AROUND_LIMIT_MS = 2_000;
/** How long one clean-up step may take before the next runs regardless. */
const CLEANUP_STEP_MS = 10_000;

const redisUrl = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const keyPrefix = `phonix-hosts-${crypto.randomBytes(6).toString('hex')}:`;

const onPostgres = process.env.TEST_DB === 'postgres';
const missing = onPostgres
  ? missingForHosts()
  : 'PostgreSQL (TEST_DATABASE_URL: the test runs in the api-postgres project only)';
if (missing) {
  console.log(`several-hosts.test.ts: SKIPPED: this machine lacks ${missing}.`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 25 ms; answers when it held (Date.now()), or fails after `limitMs`. */
async function when(what: string, limitMs: number, check: () => Promise<boolean> | boolean): Promise<number> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    try {
      if (await check()) return Date.now();
    } catch {
      // not yet
    }
    await sleep(25);
  }
  throw new Error(`${what}: not seen within ${limitMs} ms`);
}

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field as the API documents them
type Json = any;

interface Answer {
  status: number;
  json: Json;
  servedBy: string | undefined;
}

/** One exchange on an agent's keep-alive connection (its local address is the client's address). */
function send(
  agent: http.Agent,
  origin: string,
  method: 'GET' | 'POST',
  url: string,
  body: object | undefined,
  headers: Record<string, string>,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const target = new URL(url, origin);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method,
        agent,
        headers: {
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          let json: Json = null;
          try {
            json = text ? JSON.parse(text) : null;
          } catch {
            json = { text };
          }
          resolve({
            status: response.statusCode ?? 0,
            json,
            servedBy: response.headers['x-served-by'] as string | undefined,
          });
        });
        response.on('error', reject);
      },
    );
    request.setTimeout(20_000, () => request.destroy(new Error('no answer within 20 s')));
    request.on('error', reject);
    request.end(payload);
  });
}

/** A client with its own address on the loopback range, through HAProxy. */
function client(localAddress: string) {
  return new http.Agent({ keepAlive: true, maxSockets: 1, localAddress });
}

interface Sample {
  start: number;
  end: number;
  call: 'quote' | 'book';
  status: number;
  error?: string;
  servedBy?: string;
}

/** The sellers' steady load: quote, think, book (half the time), think; every write with an Idempotency-Key. */
class Load {
  readonly samples: Sample[] = [];
  /** Idempotency-Key -> RefNo of every booking the client was told is booked. */
  readonly acknowledged = new Map<string, string>();
  /** Keys a client gave up on (it never heard the booking was made). */
  readonly abandoned = new Set<string>();
  #running = true;
  #loops: Promise<void>[] = [];

  constructor(
    private readonly origin: string,
    private readonly variantId: number,
  ) {}

  start(sellers: { seller: SignedUpSeller; agent: http.Agent }[]) {
    this.#loops = sellers.map((entry) => this.#loop(entry.seller, entry.agent));
  }

  async stop() {
    this.#running = false;
    await Promise.all(this.#loops);
  }

  failures(from = 0, to = Number.POSITIVE_INFINITY) {
    return this.samples.filter((s) => s.end >= from && s.start <= to && (s.error || s.status >= 300));
  }

  between(from: number, to: number) {
    return this.samples.filter((s) => s.end >= from && s.start <= to);
  }

  async #loop(seller: SignedUpSeller, agent: http.Agent) {
    const think = () => sleep(150 + Math.random() * 300);
    while (this.#running) {
      await this.#until(
        'quote',
        agent,
        '/api/getExactValue',
        sampleAnswers(this.variantId),
        seller,
        crypto.randomUUID(),
      );
      await think();
      if (Math.random() < 0.5) {
        const key = crypto.randomUUID();
        const booked = await this.#until(
          'book',
          agent,
          '/api/generatesellnoworder',
          bookingBody(seller, this.variantId),
          seller,
          key,
        );
        if (booked) this.acknowledged.set(key, booked.RefNo);
        else this.abandoned.add(key);
        await think();
      }
    }
  }

  /** One call repeated with its Idempotency-Key until it succeeds (at most 40 tries, 250 ms apart). */
  async #until(
    call: Sample['call'],
    agent: http.Agent,
    url: string,
    body: object,
    seller: SignedUpSeller,
    key: string,
  ): Promise<Json | undefined> {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const start = Date.now();
      try {
        const answer = await send(agent, this.origin, 'POST', url, body, {
          ...seller.auth,
          'idempotency-key': key,
        });
        const sample: Sample = { start, end: Date.now(), call, status: answer.status };
        if (answer.servedBy) sample.servedBy = answer.servedBy;
        this.samples.push(sample);
        if (answer.status < 300) return answer.json;
      } catch (error) {
        this.samples.push({ start, end: Date.now(), call, status: 0, error: (error as Error).message });
      }
      await sleep(250);
    }
    return undefined;
  }
}

describe.skipIf(missing !== undefined)('three hosts behind HAProxy on one PostgreSQL and one Redis', () => {
  const cleanups: { what: string; run: () => unknown }[] = [];
  const servers = new Map<string, ServerProcess>();
  let hosts: Host[] = [];
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let lb: LoadBalancer;
  let sms: SmsSink;
  let hostEnv: (host: Host) => NodeJS.ProcessEnv;
  let load: Load;
  const figures: string[] = [];

  const start = async (host: Host) => {
    const server = await startServerProcess(
      hostEnv(host),
      90_000,
      { netns: host.netns, address: host.address, port: PORTS.app },
      '/api/health/ready',
    );
    servers.set(host.name, server);
    return server;
  };
  const state = async (host: Host) => (await lb.states())[host.name] ?? '';
  const origin = () => lb.origin;

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    cleanups.push({ what: 'the database', run: () => database.drop() });
    const network = createHosts(HOSTS);
    hosts = network.hosts;
    cleanups.push({
      what: 'the namespaces and the bridge',
      run: () => {
        const problems = network.remove();
        if (problems.length > 0) throw new Error(problems.join('; '));
      },
    });
    const postgresTarget = new URL(database.url);
    const postgres = await tcpForwarder(BRIDGE_ADDRESS, PORTS.postgres, {
      host: postgresTarget.hostname,
      port: Number(postgresTarget.port || 5432),
    });
    cleanups.push({ what: 'the PostgreSQL forwarder', run: () => postgres.close() });
    const redis = await tcpForwarder(BRIDGE_ADDRESS, PORTS.redis, {
      host: redisUrl.hostname,
      port: Number(redisUrl.port || 6379),
    });
    cleanups.push({ what: 'the Redis forwarder', run: () => redis.close() });
    sms = await smsSink(BRIDGE_ADDRESS, PORTS.sms);
    cleanups.push({ what: 'the SMS sink', run: () => sms.close() });

    const databaseUrl = new URL(database.url);
    databaseUrl.hostname = BRIDGE_ADDRESS;
    databaseUrl.port = String(PORTS.postgres);
    const sharedRedis = new URL(redisUrl);
    sharedRedis.hostname = BRIDGE_ADDRESS;
    sharedRedis.port = String(PORTS.redis);
    const dataDirs = new Map<string, string>();
    // Each host its own data folder, as separate machines have (the drawings' cache shared for speed).
    for (const host of hosts) dataDirs.set(host.name, serverDataDir(`phonix-${host.name}-`));
    cleanups.push({
      what: 'the data folders',
      run: () => {
        for (const dir of dataDirs.values()) fs.rmSync(dir, { recursive: true, force: true });
      },
    });
    hostEnv = (host) => ({
      DATA_DIR: dataDirs.get(host.name),
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: sharedRedis.toString(),
      REDIS_KEY_PREFIX: keyPrefix,
      // HAProxy is the one proxy in front: its X-Forwarded-For entry names the client.
      TRUST_PROXY: '1',
      OTP_SECRET: 'several-hosts-test-secret-of-at-least-32-chars',
      SMS_DRIVER: 'http',
      SMS_HTTP_URL: sms.url,
      // A code may be asked again at once: the per-number cap, not the cool-down, is what (c) shows.
      OTP_RESEND_COOLDOWN_SECONDS: '0',
      SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
      SHUTDOWN_TIMEOUT_MS: '15000',
    });
    cleanups.push({
      what: 'the servers',
      run: async () => {
        await Promise.all(
          [...servers.values()].map(async (server) => {
            if (server.child.exitCode !== null || server.child.signalCode !== null) return;
            process.kill(server.pid, 'SIGKILL');
            await server.exited;
          }),
        );
      },
    });
    // The first migrates (under its advisory lock) and seeds; the others find it done.
    const [first, ...others] = hosts as [Host, ...Host[]];
    await start(first);
    await Promise.all(others.map(start));

    lb = await startHaproxy({
      listen: { host: '127.0.0.1', port: PORTS.proxy },
      servers: hosts.map((host) => ({ name: host.name, address: host.address, port: PORTS.app })),
    });
    cleanups.push({ what: 'HAProxy', run: () => lb.stop() });
    await when('every host UP in HAProxy', 15_000, async () =>
      Object.values(await lb.states()).every((status) => status === 'UP'),
    );

    // The sellers sign up through HAProxy, each from its own address.
    const setupAgent = client('127.0.0.2');
    const api: ApiCall = async (method, url, body, headers = {}) => {
      const answer = await send(setupAgent, origin(), method, url, body, headers);
      if (answer.status >= 300)
        throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.json)}`);
      return answer.json;
    };
    const variantId = await bookedVariantId(api);
    const sellers: { seller: SignedUpSeller; agent: http.Agent }[] = [];
    for (let index = 0; index < SELLERS; index += 1) {
      const agent = client(`127.0.0.${20 + index}`);
      const own: ApiCall = async (method, url, body, headers = {}) => {
        const answer = await send(agent, origin(), method, url, body, headers);
        if (answer.status >= 300)
          throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.json)}`);
        return answer.json;
      };
      sellers.push({ seller: await signUpSeller(own, sms), agent });
    }
    setupAgent.destroy();
    load = new Load(origin(), variantId);
    load.start(sellers);
    cleanups.push({
      what: 'the load',
      run: async () => {
        await load.stop();
        for (const entry of sellers) entry.agent.destroy();
      },
    });
    await sleep(2_000);
  }, 150_000);

  afterAll(async () => {
    if (figures.length > 0)
      console.log(`\nSeveral hosts (${HOSTS} behind HAProxy, ${SELLERS} sellers):\n${figures.join('\n')}\n`);
    const problems: string[] = [];
    for (const cleanup of cleanups.reverse()) {
      // Each step bounded: a step that hangs (the load waiting on a host that died mid-test) must not leave
      // HAProxy, the servers and the namespaces behind for the next run.
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          cleanup.run(),
          new Promise((_, reject) => {
            timer = setTimeout(
              () => reject(new Error(`did not finish within ${CLEANUP_STEP_MS} ms`)),
              CLEANUP_STEP_MS,
            );
          }),
        ]);
      } catch (error) {
        problems.push(`${cleanup.what}: ${(error as Error).message}`);
      } finally {
        clearTimeout(timer);
      }
    }
    try {
      const redis = new Redis(redisUrl.toString());
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    } catch (error) {
      problems.push(`Redis keys: ${(error as Error).message}`);
    }
    if (problems.length > 0) throw new Error(`Clean-up failed: ${problems.join('; ')}`);
  }, 120_000);

  it('restarts every host in turn under load without one failed request', async () => {
    const began = Date.now();
    for (const host of hosts) {
      const server = servers.get(host.name) as ServerProcess;
      const term = Date.now();
      process.kill(server.pid, 'SIGTERM');
      const notReady = await when(`${host.name} readiness 503`, 5_000, async () => {
        const response = await fetch(`${server.origin}/api/health/ready`);
        return response.status === 503;
      });
      const out = await when(`${host.name} DOWN in HAProxy`, 5_000, async () =>
        (await state(host)).startsWith('DOWN'),
      );
      const lastServed = () =>
        Math.max(0, ...load.samples.filter((s) => s.servedBy === host.name).map((s) => s.end));
      const exit = await Promise.race([server.exited, sleep(20_000).then(() => undefined)]);
      const exitedAt = Date.now();
      expect(exit, `${host.name} exits after SIGTERM`).toMatchObject({ code: 0 });
      const drainedAt = lastServed();
      const restarted = await start(host);
      const ready = Date.now();
      const back = await when(
        `${host.name} UP again in HAProxy`,
        10_000,
        async () => (await state(host)) === 'UP',
      );
      await when(`${host.name} serving sellers again`, 10_000, () =>
        load.samples.some((s) => s.servedBy === host.name && s.start > back),
      );
      expect(restarted.pid).not.toBe(server.pid);
      figures.push(
        `  rolling ${host.name}: SIGTERM -> readiness 503 ${notReady - term} ms -> out of HAProxy ${out - term} ms -> ` +
          `last answer served ${Math.max(0, drainedAt - term)} ms -> exit 0 ${exitedAt - term} ms -> ` +
          `new process ready ${ready - term} ms -> back in HAProxy ${back - term} ms`,
      );
    }
    const ended = Date.now();
    const during = load.between(began, ended);
    const failed = load.failures(began, ended);
    const proxied = lb.log().filter((line) => line.at >= began && line.at <= ended);
    const proxyErrors = proxied.filter((line) => line.status >= 500 || line.status < 0);
    const retried = proxied.filter((line) => line.retries > 0);
    figures.push(
      `  rolling restart: ${((ended - began) / 1000).toFixed(1)} s, ${during.length} requests, ${failed.length} failed ` +
        `(HAProxy: ${proxied.length} requests, ${proxyErrors.length} answered 5xx, ${retried.length} retried on another host)`,
    );
    expect(during.length).toBeGreaterThan(50);
    expect(failed, JSON.stringify(failed.slice(0, 5))).toHaveLength(0);
    expect(proxyErrors, JSON.stringify(proxyErrors.slice(0, 5))).toHaveLength(0);
  }, 150_000);

  // 180 s: the killed host is started again inside the test, and a start beside the rest of the suite took
  // over a minute once (a 90 s limit timed out in a fresh clone run).
  it('loses and duplicates no order when a host is killed, and routes around it within 2 s', async () => {
    const victim = hosts[1] as Host;
    const server = servers.get(victim.name) as ServerProcess;
    await sleep(1_000);
    const killed = Date.now();
    process.kill(server.pid, 'SIGKILL');
    const down = await when(`${victim.name} DOWN in HAProxy`, 5_000, async () =>
      (await state(victim)).startsWith('DOWN'),
    );
    await sleep(3_000);
    const failed = load.failures(killed);
    const proxied = lb.log().filter((line) => line.at >= killed);
    // A request HAProxy had to try again (sent to the dead host first) or could not answer.
    const affected = proxied.filter((line) => line.retries > 0 || line.status >= 500 || line.status < 0);
    const lastAffected = Math.max(killed, ...failed.map((s) => s.end), ...affected.map((line) => line.at));
    const routedAround = lastAffected - killed;
    // The killed host back (kill -9, then started again), so the limits below cross three hosts.
    await start(victim);
    await when(`${victim.name} UP again`, 10_000, async () => (await state(victim)) === 'UP');
    await sleep(1_000);
    await load.stop();

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const rows = (
      await client.query<{ dedupe_key: string; refs: string[] }>(
        "select dedupe_key, array_agg(ref_no) as refs from orders where dedupe_key like 'key:%' group by dedupe_key",
      )
    ).rows;
    await client.end();
    const stored = new Map(rows.map((row) => [row.dedupe_key.slice('key:'.length), row.refs]));
    const lost = [...load.acknowledged].filter(([key, ref]) => !stored.get(key)?.includes(ref));
    const duplicated = [...stored].filter(([, refs]) => refs.length > 1);
    const unacknowledged = [...stored.keys()].filter((key) => !load.acknowledged.has(key));
    const bookings = load.samples.filter((s) => s.call === 'book');
    figures.push(
      `  SIGKILL ${victim.name}: out of HAProxy after ${down - killed} ms; last failed or retried request ` +
        `${routedAround} ms after the kill (${failed.length} failed at the client, ${affected.length} retried by HAProxy)`,
      `  whole run: ${load.samples.length} requests, ${load.failures().length} failed; ` +
        `${bookings.length} booking requests, ${load.acknowledged.size} orders booked, ${stored.size} stored, ` +
        `${lost.length} lost, ${duplicated.length} duplicated, ${load.abandoned.size} given up`,
    );
    expect(down - killed).toBeLessThan(ROUTE_AROUND_LIMIT_MS);
    expect(routedAround).toBeLessThan(ROUTE_AROUND_LIMIT_MS);
    expect(load.acknowledged.size).toBeGreaterThan(20);
    expect(load.abandoned.size).toBe(0);
    expect(lost).toEqual([]);
    expect(duplicated).toEqual([]);
    expect(unacknowledged).toEqual([]);
  }, 180_000);

  it('holds the OTP caps and the per-address limits across hosts exactly as on one', async () => {
    /**
     * The same calls twice: through HAProxy (spread over the hosts) from one client address, and straight
     * to one host naming another address as the proxy would. Each answers the same codes.
     */
    const run = async (via: 'hosts' | 'one', index: number, calls: (api: Caller) => Promise<void>) => {
      const agent = via === 'hosts' ? client(`127.0.0.${100 + index}`) : new http.Agent({ keepAlive: true });
      const seen: string[] = [];
      const servedBy = new Set<string>();
      const caller: Caller = async (method, url, body) => {
        const answer = await send(
          agent,
          via === 'hosts' ? origin() : (servers.get('h1') as ServerProcess).origin,
          method,
          url,
          body,
          via === 'hosts' ? {} : { 'x-forwarded-for': `198.51.100.${100 + index}` },
        );
        if (answer.servedBy) servedBy.add(answer.servedBy);
        seen.push(answer.status < 300 ? 'ok' : `${answer.status} ${answer.json?.code}`);
      };
      await calls(caller);
      agent.destroy();
      return { seen, servedBy };
    };
    type Caller = (method: 'GET' | 'POST', url: string, body?: object) => Promise<void>;
    const mobile = () => `8${crypto.randomInt(100_000_000, 999_999_999)}`;
    // OTP per number (5 an hour; PostgreSQL holds the count): a sign-up, then resends.
    const perNumber = async (api: Caller) => {
      const number = mobile();
      await api('POST', '/api/registercustomer', {
        mobile: number,
        name: 'Cap',
        password: 'cap-password',
        platform: 'web',
      });
      for (let i = 0; i < 6; i += 1) await api('GET', `/api/resendotp/${number}`);
    };
    // OTP per address (20 an hour): sign-ups of 21 numbers from one address.
    const perAddress = async (api: Caller) => {
      for (let i = 0; i < 21; i += 1)
        await api('POST', '/api/registercustomer', {
          mobile: mobile(),
          name: 'Cap',
          password: 'cap-password',
          platform: 'web',
        });
    };
    // Password guesses per address (10 in 10 minutes; Redis holds the count).
    const guesses = async (api: Caller) => {
      for (let i = 0; i < 12; i += 1)
        await api('POST', '/api/customerlogin', { mobile: mobile(), password: 'not-the-password' });
    };
    const times = (count: number, answer: string) => Array<string>(count).fill(answer);
    const rows: string[] = [];
    for (const [index, [name, calls, expected]] of (
      [
        ['OTP per number', perNumber, [...times(5, 'ok'), ...times(2, '429 OTP_NUMBER_LIMIT')]],
        ['OTP per address', perAddress, [...times(20, 'ok'), '429 OTP_NETWORK_LIMIT']],
        [
          'password tries per address',
          guesses,
          [...times(10, '401 WRONG_PASSWORD'), ...times(2, '429 RATE_LIMITED')],
        ],
      ] as const
    ).entries()) {
      const across = await run('hosts', index, calls);
      const one = await run('one', index, calls);
      const summary = (seen: string[]) =>
        [...seen.reduce((counts, s) => counts.set(s, (counts.get(s) ?? 0) + 1), new Map<string, number>())]
          .map(([answer, count]) => `${count}× ${answer}`)
          .join(', ');
      rows.push(
        `  ${name}: across ${[...across.servedBy].sort().join('+')}: ${summary(across.seen)}; one host: ${summary(one.seen)}`,
      );
      expect(one.seen, `${name} on one host`).toEqual(expected);
      expect(across.seen, `${name} across the hosts`).toEqual(expected);
      expect(across.servedBy.size, `${name} spread over the hosts`).toBeGreaterThanOrEqual(2);
    }
    figures.push(...rows);
    const redis = new Redis(redisUrl.toString());
    const counted = await redis.keys(`${keyPrefix}*`);
    await redis.quit();
    expect(counted.length).toBeGreaterThan(0);
  }, 60_000);
});
