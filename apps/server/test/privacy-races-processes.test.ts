import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { auditLog, customers, nominees, orders, otpCodes } from '../src/db/schema.ts';
import {
  type Api,
  bookingBody,
  codeInRecordFile,
  completedSaleWithReceipt,
  freshIp,
  nameNominee,
  nominationOf,
  nomineeChangeCode,
  nomineeErasureCode,
  type Seller,
  sellerErasureCode,
  signInNominee,
  signUpSeller,
} from './support/privacy-races.ts';
import { uniqueMobile } from './support/recording-sms.ts';
import {
  type ServerProcess,
  serverDataDir,
  startServerProcess,
  stopServerProcess,
} from './support/server-process.ts';
import { freshPostgresDatabase } from './support/test-app.ts';

/**
 * The privacy races of issue 32 between two real server processes on one PostgreSQL and one Redis, as
 * several processes run in production (scale-out.test.ts): each race is set up, then its two requests are
 * sent at the same moment, one to each process, 20 times, and every time there is one outcome. The same
 * races inside one process, forced behind a held lock: privacy-races.test.ts.
 */
const ROUNDS = 20;
const redisUrl = process.env.TEST_REDIS_URL;
const ready =
  process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL) && Boolean(redisUrl);
const keyPrefix = `phonix-test-${crypto.randomBytes(6).toString('hex')}:`;

let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let handle: DatabaseHandle;
let dataDirs: string[] = [];
let smsFile = '';
let servers: ServerProcess[] = [];
/** One way to reach each process; `api` (the first) sets the races up. */
let via: Api[] = [];

function apiOf(server: ServerProcess): Api {
  return {
    call: async (method, url, { ip, auth, body, headers }) => {
      const response = await fetch(`${server.origin}${url}`, {
        method,
        headers: {
          // The test is the one proxy in front of both processes (TRUST_PROXY=1): it names the client.
          'x-forwarded-for': ip,
          ...(body === undefined && method === 'GET' ? {} : { 'content-type': 'application/json' }),
          ...auth,
          ...headers,
        },
        ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
      });
      const text = await response.text();
      return { status: response.status, body: text === '' ? null : JSON.parse(text) };
    },
    codeOf: async (mobile) => codeInRecordFile(smsFile, mobile),
    db: handle.db,
  };
}

/** Every answer of a race; no 5xx ever. */
function noServerErrors(answers: { status: number; body: unknown }[]) {
  for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
}

/** How often each outcome came, for the log. */
function tally(outcomes: string[]): string {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  return [...counts].map(([outcome, count]) => `${outcome} x${count}`).join(', ');
}

if (!ready)
  console.info(
    'privacy-races-processes: skipped, it needs PostgreSQL and Redis (TEST_DATABASE_URL, TEST_REDIS_URL; the api-postgres project).',
  );

describe.runIf(ready)('privacy races between two server processes on PostgreSQL and Redis', () => {
  beforeAll(async () => {
    database = await freshPostgresDatabase();
    handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 });
    smsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'phonix-races-sms-')), 'sms.jsonl');
    for (let index = 0; index < 2; index += 1) {
      const dataDir = serverDataDir('phonix-races-');
      dataDirs.push(dataDir);
      servers.push(
        await startServerProcess(
          {
            DATA_DIR: dataDir,
            DATABASE_URL: database.url,
            REDIS_URL: redisUrl,
            REDIS_KEY_PREFIX: keyPrefix,
            TRUST_PROXY: '1',
            // Both processes check the codes the other sent.
            OTP_SECRET: 'privacy-races-test-secret-of-32-chars-or-more',
            SMS_DRIVER: 'record',
            SMS_RECORD_FILE: smsFile,
            OTP_MAX_PER_IP_HOUR: '10000',
            OTP_MAX_PER_IP_DAY: '10000',
          },
          90_000,
        ),
      );
    }
    via = servers.map(apiOf);
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServerProcess(server)));
    if (redisUrl) {
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
    await handle?.close();
    await database?.drop();
    for (const dir of [...dataDirs, path.dirname(smsFile)]) fs.rmSync(dir, { recursive: true, force: true });
    servers = [];
    dataDirs = [];
  }, 60_000);

  /** The first process (which also sets each race up) and the second. */
  const api = () => via[0] as Api;
  const other = () => via[1] as Api;
  const erasedEntries = async (customerId: number) =>
    handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'privacy.erased'), eq(auditLog.entityId, String(customerId))));
  const customerRow = async (customerId: number) =>
    (await handle.db.select().from(customers).where(eq(customers.id, customerId)))[0];

  it(`erasure by the seller and by the nominee at once: one erasure, the seller's number kept (${ROUNDS} rounds)`, async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const seller = await signUpSeller(api());
      await completedSaleWithReceipt(handle.db, seller.customerId);
      const nominee = await signInNominee(api(), await nameNominee(api(), seller));
      const nominationId = nominationOf(nominee, seller);
      const sellerCode = await sellerErasureCode(api(), seller);
      const nomineeCode = await nomineeErasureCode(api(), nominee, nominationId);
      // Who goes to which process changes every round.
      const [toSeller, toNominee] = round % 2 === 0 ? [api(), other()] : [other(), api()];
      const answers = await Promise.all([
        toSeller.call('POST', '/api/customer/privacy/erasure', {
          ip: seller.ip,
          auth: seller.auth,
          body: { otp: sellerCode },
        }),
        toNominee.call('POST', `/api/nominee/nominations/${nominationId}/erasure`, {
          ip: nominee.ip,
          auth: nominee.auth,
          body: { otp: nomineeCode },
        }),
      ]);
      noServerErrors(answers);
      const statuses = answers.map((answer) => answer.status);
      expect(
        statuses.filter((status) => status === 200),
        `round ${round}: ${statuses}`,
      ).toHaveLength(1);
      const loser = answers.find((answer) => answer.status !== 200);
      expect([401, 404, 409], `round ${round}`).toContain(loser?.status);
      expect(await erasedEntries(seller.customerId), `round ${round}`).toHaveLength(1);
      expect((await customerRow(seller.customerId))?.keptMobile, `round ${round}`).toBe(seller.mobile);
      outcomes.push(
        `${answers[0]?.status === 200 ? 'seller' : 'nominee'} won, ${loser?.body?.code ?? loser?.status}`,
      );
    }
    console.info(`erasure vs erasure: ${tally(outcomes)}`);
  }, 240_000);

  it(`an erasure and a booking at once: one wins, never an order of an erased account (${ROUNDS} rounds)`, async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const seller = await signUpSeller(api());
      const body = await bookingBody(api(), seller);
      const code = await sellerErasureCode(api(), seller);
      const [toErase, toBook] = round % 2 === 0 ? [api(), other()] : [other(), api()];
      const [erased, booked] = await Promise.all([
        toErase.call('POST', '/api/customer/privacy/erasure', {
          ip: seller.ip,
          auth: seller.auth,
          body: { otp: code },
        }),
        toBook.call('POST', '/api/generatesellnoworder', { ip: seller.ip, auth: seller.auth, body }),
      ]);
      noServerErrors([erased, booked]);
      const booking = await handle.db.select().from(orders).where(eq(orders.customerId, seller.customerId));
      const account = await customerRow(seller.customerId);
      if (erased?.status === 200) {
        expect([401, 409], `round ${round}: ${JSON.stringify(booked?.body)}`).toContain(booked?.status);
        expect(booking, `round ${round}`).toEqual([]);
        expect(account?.erasedAt).not.toBeNull();
        outcomes.push(`erasure won, booking ${booked?.body?.code ?? booked?.status}`);
      } else {
        expect([booked?.status, erased?.body?.code], `round ${round}`).toEqual([200, 'ERASURE_ORDER_OPEN']);
        expect(
          booking.map((order) => [order.status, order.addressNo]),
          `round ${round}`,
        ).toEqual([['enquiry', 'Flat 3, Lake View']]);
        expect(account?.erasedAt).toBeNull();
        outcomes.push('booking won, erasure ERASURE_ORDER_OPEN');
      }
    }
    console.info(`erasure vs booking: ${tally(outcomes)}`);
  }, 240_000);

  it(`two nominees send one idempotent request from one address: each gets their own answer (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const sellers = [await signUpSeller(api()), await signUpSeller(api())] as [Seller, Seller];
      const n = await signInNominee(api(), await nameNominee(api(), sellers[0]));
      const m = await signInNominee(api(), await nameNominee(api(), sellers[1]));
      const url = `/api/nominee/nominations/${nominationOf(n, sellers[0])}/grievances`;
      const shared = {
        ip: freshIp(),
        body: { subject: 'For my father', message: `Private words of N, round ${round}.` },
        headers: { 'idempotency-key': `race-key-${round}-${crypto.randomBytes(4).toString('hex')}` },
      };
      const [toN, toM] = round % 2 === 0 ? [api(), other()] : [other(), api()];
      const [byN, byM] = await Promise.all([
        toN.call('POST', url, { ...shared, auth: n.auth }),
        toM.call('POST', url, { ...shared, auth: m.auth }),
      ]);
      noServerErrors([byN, byM]);
      expect(byN?.status, `round ${round}`).toBe(200);
      expect(byM, `round ${round}`).toMatchObject({ status: 404, body: { code: 'NOMINEE_NOT_FOUND' } });
      expect(JSON.stringify(byM?.body)).not.toContain('Private words');
    }
  }, 240_000);

  it(`two sellers name the same nominee at once: one is named, the other refused with nothing stored (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const sellers = [await signUpSeller(api()), await signUpSeller(api())] as [Seller, Seller];
      const codes = [await nomineeChangeCode(api(), sellers[0]), await nomineeChangeCode(api(), sellers[1])];
      const shared = uniqueMobile();
      const answers = await Promise.all(
        sellers.map((seller, index) =>
          (index === round % 2 ? api() : other()).call('POST', '/api/customer/privacy/nominee', {
            ip: seller.ip,
            auth: seller.auth,
            body: { name: 'Lakshmi Devi', mobile: shared, otp: codes[index] },
          }),
        ),
      );
      noServerErrors(answers);
      const named = answers.findIndex((answer) => answer.status === 200);
      const refused = answers.findIndex((answer) => answer.status !== 200);
      expect([named, refused].sort(), `round ${round}: ${answers.map((answer) => answer.status)}`).toEqual([
        0, 1,
      ]);
      expect(answers[refused]?.body.code, `round ${round}`).toBe('OTP_COOLDOWN');
      const loser = sellers[refused] as Seller;
      expect(
        await handle.db.select().from(nominees).where(eq(nominees.customerId, loser.customerId)),
      ).toEqual([]);
      const [code] = await handle.db
        .select()
        .from(otpCodes)
        .where(and(eq(otpCodes.mobile, loser.mobile), eq(otpCodes.purpose, 'nominee_change')));
      expect(code?.consumedAt, `round ${round}`).toBeNull();
      expect(
        await handle.db
          .select()
          .from(nominees)
          .where(eq(nominees.customerId, (sellers[named] as Seller).customerId)),
      ).toHaveLength(1);
    }
  }, 240_000);
});
