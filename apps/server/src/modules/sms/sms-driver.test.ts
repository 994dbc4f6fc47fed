import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmsDriver, HttpSmsDriver, LogSmsDriver, RecordingSmsDriver } from './sms-driver.ts';

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
    await driver.send({
      to: '9876543210',
      text: '4821 is your Phonix verification code.',
      template: 'verification_code',
    });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] as string)).toMatchObject({
      msg: 'SMS sent',
      to: '9876543210',
      text: '4821 is your Phonix verification code.',
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
          text: `${1000 + index} is your Phonix verification code.`,
          template: 'verification_code',
          variables: { code: String(1000 + index) },
        }),
      ),
    );
    const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(40);
    const entries = lines.map((line) => JSON.parse(line));
    expect(new Set(entries.map((entry) => entry.variables.code)).size).toBe(40);
    expect(entries[0]).toEqual({
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      to: '9876543210',
      template: 'verification_code',
      variables: { code: expect.stringMatching(/^\d{4}$/) },
      text: expect.stringContaining('is your Phonix verification code.'),
    });
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

  it('posts the message with the sender id and the bearer token', async () => {
    const driver = createSmsDriver(
      { SMS_DRIVER: 'http', SMS_HTTP_URL: url, SMS_HTTP_TOKEN: 'secret-token', SMS_SENDER_ID: 'PHONIX' },
      pino({ enabled: false }),
    );
    expect(driver).toBeInstanceOf(HttpSmsDriver);
    await driver.send({ to: '9876543210', text: 'Your pickup is booked.', template: 'order_booked' });
    expect(received.at(-1)).toEqual({
      headers: expect.objectContaining({
        authorization: 'Bearer secret-token',
        'content-type': 'application/json',
      }),
      body: { to: '+919876543210', text: 'Your pickup is booked.', sender: 'PHONIX' },
    });
  });

  it('sends a notification with its idempotency key, so the provider can deliver a retried one once', async () => {
    const driver = new HttpSmsDriver({ url, senderId: 'PHONIX' });
    await driver.send({
      to: '9876543210',
      text: 'Order PX1 is complete.',
      template: 'order_completed',
      idempotencyKey: 'phonix-outbox-42',
    });
    expect(received.at(-1)?.headers['idempotency-key']).toBe('phonix-outbox-42');
    await driver.send({ to: '9876543210', text: '1234 is your code', template: 'verification_code' });
    expect(received.at(-1)?.headers['idempotency-key']).toBeUndefined();
  });

  it('fails loudly when the provider refuses', async () => {
    failNext = true;
    const driver = new HttpSmsDriver({ url, senderId: 'PHONIX' });
    await expect(driver.send({ to: '9876543210', text: 'x', template: 'order_booked' })).rejects.toThrow(
      'The SMS provider answered HTTP 503',
    );
  });
});
