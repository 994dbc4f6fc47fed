import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/config/env.ts';
import type { SmsDriver } from '../src/modules/sms/sms-driver.ts';
import { uniqueMobile } from './support/recording-sms.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** Liveness and readiness (docs/decisions/101); the child-process stop is in shutdown.test.ts. */
const journal = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../drizzle/meta/_journal.json'), 'utf8'),
) as { entries: { when: number }[] };

let context: TestApp;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(async () => {
  await context.close();
});

const get = (url: string) => context.app.inject({ method: 'GET', url });

describe('liveness and readiness', () => {
  it('liveness answers without the database; readiness names the database and the migrations applied', async () => {
    const live = await get('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'alive' });
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
      // Drizzle's migrations and the job queue's schema (pg-boss, installed by migrate()).
      migrations: journal.entries.length + 1,
    });
    // The older endpoint the scripts and the browser tests wait on is unchanged.
    expect((await get('/api/health')).json()).toMatchObject({ status: 'ok' });
  });

  it('is not ready while a migration the server knows is not applied', async () => {
    const newest = Math.max(...journal.entries.map((entry) => entry.when));
    const { rows } = await context.db.$client.query(
      'delete from drizzle.__drizzle_migrations where created_at = $1 returning hash, created_at',
      [newest],
    );
    expect(rows).toHaveLength(1);
    try {
      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        success: false,
        code: 'MIGRATIONS_PENDING',
        message: `1 of the ${journal.entries.length + 1} migrations are not applied yet.`,
        retry_after: 5,
      });
      expect(ready.headers['retry-after']).toBe('5');
      expect((await get('/api/health/live')).statusCode).toBe(200);
    } finally {
      await context.db.$client.query(
        'insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)',
        [rows[0].hash, rows[0].created_at],
      );
    }
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });

  it("is not ready while the job queue's schema is older than the installed pg-boss", async () => {
    await context.db.$client.query('update pgboss.version set version = version - 1');
    try {
      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        code: 'MIGRATIONS_PENDING',
        message: `1 of the ${journal.entries.length + 1} migrations are not applied yet.`,
      });
    } finally {
      await context.db.$client.query('update pgboss.version set version = version + 1');
    }
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });

  it('is not ready on a database that was never migrated', async () => {
    await context.db.$client.query(
      'alter table drizzle.__drizzle_migrations rename to __drizzle_migrations_away',
    );
    try {
      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: 'MIGRATIONS_PENDING' });
    } finally {
      await context.db.$client.query(
        'alter table drizzle.__drizzle_migrations_away rename to __drizzle_migrations',
      );
    }
  });

  it('is not ready, with its own code, when the database cannot run a query; liveness still answers', async () => {
    const broken = await createTestApp();
    await broken.db.$client.end();
    const ready = await broken.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ success: false, code: 'DATABASE_UNAVAILABLE', retry_after: 5 });
    expect((await broken.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    await broken.close().catch(() => {});
  });

  it('is not ready until the start-up work run after listening has finished; every other call is served meanwhile', async () => {
    // As main.ts builds it: the job queue's schema and start, the catalog's drawings and the page renderer's
    // loading wait for startup.run().
    const starting = await createTestApp({ deferStartup: true });
    try {
      const inject = (url: string) => starting.app.inject({ method: 'GET', url });
      const ready = await inject('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        message: 'The server is still starting: catalog images, page renderer, job queue.',
        retry_after: 1,
      });
      expect(ready.headers['retry-after']).toBe('1');
      expect((await inject('/api/health/live')).statusCode).toBe(200);
      expect((await inject('/api/brands')).statusCode).toBe(200);
      expect(starting.app.startup.pending).toEqual(['catalog images', 'page renderer', 'job queue']);

      await starting.app.startup.run(starting.app.log);
      expect(starting.app.startup.pending).toEqual([]);
      expect((await inject('/api/health/ready')).json()).toMatchObject({ status: 'ready' });
    } finally {
      await starting.close();
    }
  });

  it('goes not ready first when the server starts stopping, while every other call is still served', async () => {
    context.app.serving.drain();
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ success: false, code: 'SHUTTING_DOWN' });
    expect((await get('/api/health/live')).statusCode).toBe(200);
    expect((await get('/api/health')).statusCode).toBe(200);
    expect((await get('/api/brands')).statusCode).toBe(200);
  });
});

describe('requests while the server closes', () => {
  /** A raw connection to the server, collecting what it answers, and when it closes. */
  function connection(port: number) {
    const socket = net.connect(port, '127.0.0.1');
    const state = {
      answers: '',
      socket,
      ended: new Promise<void>((resolve) => socket.on('close', () => resolve())),
    };
    socket.on('data', (chunk) => {
      state.answers += chunk;
    });
    return state;
  }

  it('finishes the running one with 200 and answers one that arrives 503 SHUTTING_DOWN, closing both connections', async () => {
    let smsArrived: () => void = () => {};
    const arrived = new Promise<void>((resolve) => {
      smsArrived = resolve;
    });
    let answerSms: () => void = () => {};
    const sms: SmsDriver = {
      send: () =>
        new Promise<void>((resolve) => {
          answerSms = resolve;
          smsArrived();
        }),
    };
    const closing = await createTestApp({ auth: { sms } });
    await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = closing.app.server.address() as AddressInfo;

    // One request running (a sign-up waiting for its SMS), one arriving: its first bytes are in.
    const running = connection(port);
    const body = JSON.stringify({
      mobile: uniqueMobile(),
      name: 'Stop Test',
      password: 'long enough 1',
      platform: 'web',
    });
    running.socket.write(
      'POST /api/registercustomer HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    await arrived;
    const arriving = connection(port);
    arriving.socket.write('GET /api/brands HTTP/1.1\r\nHost: loc');
    await new Promise((resolve) => setTimeout(resolve, 50));

    const closed = closing.close(); // app.close(), then the test database is dropped
    await new Promise((resolve) => setTimeout(resolve, 50));
    arriving.socket.write('alhost\r\n\r\n');
    await arriving.ended;
    expect(arriving.answers).toMatch(/^HTTP\/1\.1 503 /);
    expect(arriving.answers).toMatch(/^connection: close\r$/im);
    expect(arriving.answers).toMatch(/^retry-after: 1\r$/im);
    expect(arriving.answers).toContain('"code":"SHUTTING_DOWN"');

    answerSms();
    await running.ended;
    expect(running.answers).toMatch(/^HTTP\/1\.1 200 /);
    expect(running.answers).toMatch(/^connection: close\r$/im);
    await closed;
  });
});

describe('the stop settings', () => {
  it('take SHUTDOWN_TIMEOUT_MS and SHUTDOWN_DELAY_MS, the delay inside the timeout, and OUTBOX_LEASE_MS', () => {
    expect(parseEnv({})).toMatchObject({
      SHUTDOWN_TIMEOUT_MS: 20_000,
      SHUTDOWN_DELAY_MS: 0,
      OUTBOX_LEASE_MS: 120_000,
    });
    expect(parseEnv({ SHUTDOWN_TIMEOUT_MS: '25000', SHUTDOWN_DELAY_MS: '5000' })).toMatchObject({
      SHUTDOWN_TIMEOUT_MS: 25_000,
      SHUTDOWN_DELAY_MS: 5_000,
    });
    expect(() => parseEnv({ SHUTDOWN_TIMEOUT_MS: '5000', SHUTDOWN_DELAY_MS: '5000' })).toThrow(
      /SHUTDOWN_DELAY_MS: must be less than SHUTDOWN_TIMEOUT_MS/,
    );
    expect(() => parseEnv({ SHUTDOWN_TIMEOUT_MS: '10' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
    expect(() => parseEnv({ OUTBOX_LEASE_MS: '500' })).toThrow(/OUTBOX_LEASE_MS/);
  });
});
