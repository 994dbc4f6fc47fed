import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSmsDriver,
  DEVELOPMENT_DLT_ENTITY_ID,
  HttpSmsDriver,
  isGsm7,
  LogSmsDriver,
  RecordingSmsDriver,
} from './sms-driver.ts';
import { developmentDltTemplateIds, renderSms } from './templates.ts';

const code = (value: string, locale: 'en' | 'hi' | 'te' = 'en') =>
  renderSms('verification_code', locale, { code: value, minutes: '5' });
const booked = (locale: 'en' | 'hi' | 'te') =>
  renderSms('order_booked_seller', locale, {
    device: 'iPhone 13 (128GB)',
    day: '28 నవంబర్',
    time: 'ఉదయం 10 - మధ్యాహ్నం 12',
    ref: 'PX1',
    value: '₹41,000',
  });
const dlt = { entityId: '1101000000000012345', templateIds: developmentDltTemplateIds() };

describe('LogSmsDriver', () => {
  it('writes each message as one log line holding the 10-digit number and the text', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...chunk.toString().trim().split('\n'));
        done();
      },
    });
    const driver = new LogSmsDriver(pino(sink));
    await driver.send({ to: '9876543210', ...code('4821') });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] as string)).toMatchObject({
      msg: 'SMS sent',
      to: '9876543210',
      template: 'verification_code',
      locale: 'en',
      text: '4821 is your Phonix verification code. It expires in 5 minutes. Do not share it with anyone.',
    });
  });
});

describe('RecordingSmsDriver', () => {
  it('appends one JSON line per message, with its template and variables, from several writers at once', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sms-record-')), 'nested', 'sms.jsonl');
    const driver = createSmsDriver(
      { SMS_DRIVER: 'record', SMS_RECORD_FILE: file, SMS_SENDER_ID: 'PHONIX' },
      pino({ enabled: false }),
    );
    expect(driver).toBeInstanceOf(RecordingSmsDriver);
    const other = new RecordingSmsDriver(file);
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        (index % 2 ? driver : other).send({
          to: '9876543210',
          ...code(String(1000 + index), index % 3 ? 'en' : 'te'),
        }),
      ),
    );
    const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(40);
    const entries = lines.map((line) => JSON.parse(line));
    expect(new Set(entries.map((entry) => entry.variables.code)).size).toBe(40);
    expect(entries.find((entry) => entry.locale === 'en')).toEqual({
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      to: '9876543210',
      template: 'verification_code',
      locale: 'en',
      variables: { code: expect.stringMatching(/^\d{4}$/), minutes: '5' },
      text: expect.stringContaining('is your Phonix verification code.'),
    });
    expect(entries.find((entry) => entry.locale === 'te')?.text).toContain('మీ Phonix వెరిఫికేషన్ కోడ్');
  });
});

describe('HttpSmsDriver against a local fake provider', () => {
  const received: { headers: http.IncomingHttpHeaders; body: unknown }[] = [];
  let failNext = false;
  const provider = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(body) });
      response.writeHead(failNext ? 503 : 202, { 'content-type': 'application/json' }).end('{"queued":true}');
      failNext = false;
    });
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1/sms`;
  });
  afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

  it('posts the message with the sender id, the bearer token and its DLT template and entity ids', async () => {
    const templates = developmentDltTemplateIds();
    templates.verification_code.en = '1107170000000000001';
    const driver = createSmsDriver(
      {
        SMS_DRIVER: 'http',
        SMS_HTTP_URL: url,
        SMS_HTTP_TOKEN: 'secret-token',
        SMS_SENDER_ID: 'PHONIX',
        SMS_DLT_ENTITY_ID: '1101000000000012345',
        SMS_DLT_TEMPLATES: JSON.stringify(templates),
        NODE_ENV: 'production',
      },
      pino({ enabled: false }),
    );
    expect(driver).toBeInstanceOf(HttpSmsDriver);
    const sms = code('4821');
    await driver.send({ to: '9876543210', ...sms });
    expect(received.at(-1)).toEqual({
      headers: expect.objectContaining({
        authorization: 'Bearer secret-token',
        'content-type': 'application/json',
      }),
      body: {
        to: '+919876543210',
        text: sms.text,
        sender: 'PHONIX',
        template_id: '1107170000000000001',
        entity_id: '1101000000000012345',
        unicode: false,
      },
    });
  });

  it("sends a Telugu text as Unicode with its language's template id", async () => {
    const driver = new HttpSmsDriver({ url, senderId: 'PHONIX', dlt });
    const sms = booked('te');
    await driver.send({ to: '9876543210', ...sms });
    expect(received.at(-1)?.body).toEqual({
      to: '+919876543210',
      text: sms.text,
      sender: 'PHONIX',
      template_id: 'DEV-order_booked_seller-te',
      entity_id: '1101000000000012345',
      unicode: true,
    });
    expect(sms.text).toContain('పికప్ బుక్ అయింది');
    // The rupee sign is not in the GSM alphabet either: an English text with an amount goes as Unicode.
    await driver.send({ to: '9876543210', ...booked('en') });
    expect(received.at(-1)?.body).toMatchObject({ template_id: 'DEV-order_booked_seller-en', unicode: true });
  });

  it('refuses to send a message whose template has no id (a driver built without the start-up check)', async () => {
    const templateIds = developmentDltTemplateIds();
    templateIds.order_booked_seller = { en: '1', hi: '2' } as never;
    const driver = new HttpSmsDriver({ url, senderId: 'PHONIX', dlt: { entityId: 'E', templateIds } });
    const before = received.length;
    await expect(driver.send({ to: '9876543210', ...booked('te') })).rejects.toThrow(
      'No DLT template id for order_booked_seller (te)',
    );
    expect(received).toHaveLength(before);
  });

  it('sends a notification with its idempotency key, so the provider can deliver a retried one once', async () => {
    const driver = new HttpSmsDriver({ url, senderId: 'PHONIX', dlt });
    await driver.send({ to: '9876543210', ...booked('hi'), idempotencyKey: 'phonix-outbox-42' });
    expect(received.at(-1)?.headers['idempotency-key']).toBe('phonix-outbox-42');
    await driver.send({ to: '9876543210', ...code('1234') });
    expect(received.at(-1)?.headers['idempotency-key']).toBeUndefined();
  });

  it('fails loudly when the provider refuses', async () => {
    failNext = true;
    const driver = new HttpSmsDriver({ url, senderId: 'PHONIX', dlt });
    await expect(driver.send({ to: '9876543210', ...code('1234') })).rejects.toThrow(
      'The SMS provider answered HTTP 503',
    );
  });
});

describe('the HTTP driver from the environment', () => {
  const env = {
    SMS_DRIVER: 'http' as const,
    SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
    SMS_SENDER_ID: 'PHONIX',
  };
  const silent = pino({ enabled: false });

  it('uses development ids outside production', () => {
    const driver = createSmsDriver({ ...env, NODE_ENV: 'development' }, silent);
    expect(driver).toBeInstanceOf(HttpSmsDriver);
    expect(DEVELOPMENT_DLT_ENTITY_ID).toBe('DEV-ENTITY');
  });

  it('in production needs the entity id and an id for every template and language', () => {
    expect(() => createSmsDriver({ ...env, NODE_ENV: 'production' }, silent)).toThrow('SMS_DLT_ENTITY_ID');
    expect(() =>
      createSmsDriver({ ...env, NODE_ENV: 'production', SMS_DLT_ENTITY_ID: '1101' }, silent),
    ).toThrow('SMS_DLT_TEMPLATES is required');
    const templates: Record<string, unknown> = developmentDltTemplateIds();
    delete (templates.payout_code as Record<string, string>).te;
    templates.order_shipped_seller = { en: '1', hi: '2', te: '3' };
    expect(() =>
      createSmsDriver(
        {
          ...env,
          NODE_ENV: 'production',
          SMS_DLT_ENTITY_ID: '1101',
          SMS_DLT_TEMPLATES: JSON.stringify(templates),
        },
        silent,
      ),
    ).toThrow('SMS_DLT_TEMPLATES: unknown template order_shipped_seller; payout_code has no te id');
  });
});

describe('isGsm7', () => {
  it('tells texts of the GSM alphabet from those that need Unicode', () => {
    expect(isGsm7('4821 is your Phonix verification code. Do not share it with anyone.')).toBe(true);
    expect(isGsm7('Phonix: order PX1 (iPhone 13, Madhapur) is cancelled: {x} [y] ~ € @ £')).toBe(true);
    expect(isGsm7('quoted ₹41,000')).toBe(false);
    expect(isGsm7('ऑर्डर')).toBe(false);
    expect(isGsm7('ఆర్డర్')).toBe(false);
    expect(isGsm7('“smart quotes”')).toBe(false);
  });
});
