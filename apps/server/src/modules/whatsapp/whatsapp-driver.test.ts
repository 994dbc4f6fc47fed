import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env.ts';
import { advances } from './status.ts';
import { WHATSAPP_TEMPLATE_BODIES, whatsAppTemplateFor } from './templates.ts';
import {
  createWhatsAppDriver,
  HttpWhatsAppDriver,
  LogWhatsAppDriver,
  RecordingWhatsAppDriver,
} from './whatsapp-driver.ts';

const quiet = pino({ enabled: false });

/** The fake Cloud API: records each request; answers as `answer` says. */
const requests: { method: string; url: string; headers: http.IncomingHttpHeaders; body: unknown }[] = [];
let answer: 'ok' | 'error' | 'slow' | 'no-id' = 'ok';
let counter = 0;
const api = http.createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk) => {
    raw += chunk;
  });
  request.on('end', () => {
    requests.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body: JSON.parse(raw),
    });
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (answer === 'error')
      return send(400, { error: { message: 'Template name does not exist', code: 132001 } });
    if (answer === 'no-id') return send(200, { messaging_product: 'whatsapp', messages: [] });
    counter += 1;
    const body = {
      messaging_product: 'whatsapp',
      contacts: [{ input: '919876543210', wa_id: '919876543210' }],
      messages: [{ id: `wamid.TEST${counter}` }],
    };
    if (answer === 'slow') setTimeout(() => send(200, body), 1_500);
    else send(200, body);
  });
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(api.address() as AddressInfo).port}/v21.0`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
  answer = 'ok';
});

const message = {
  to: '9876543210',
  template: 'phonix_order_rescheduled',
  language: 'hi',
  parameters: ['PX4K7Q2M9A1B', '27 नव॰ 2026, 10:00 AM - 12:00 PM'],
};

describe('HttpWhatsAppDriver', () => {
  it('posts a template message in the Cloud API shape with the bearer token and answers its id', async () => {
    const driver = new HttpWhatsAppDriver({
      baseUrl: `${base}/`,
      phoneNumberId: '106540352242922',
      token: 'EAAG-token',
    });
    const { messageId } = await driver.sendTemplate(message);
    expect(messageId).toBe(`wamid.TEST${counter}`);
    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('/v21.0/106540352242922/messages');
    expect(sent?.headers.authorization).toBe('Bearer EAAG-token');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'phonix_order_rescheduled',
        language: { code: 'hi' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'PX4K7Q2M9A1B' },
              { type: 'text', text: '27 नव॰ 2026, 10:00 AM - 12:00 PM' },
            ],
          },
        ],
      },
    });
  });

  it('throws on an error answer, an answer without a message id, and no answer in time', async () => {
    const driver = new HttpWhatsAppDriver({
      baseUrl: base,
      phoneNumberId: '1065',
      token: 't',
      timeoutMs: 300,
    });
    answer = 'error';
    await expect(driver.sendTemplate(message)).rejects.toThrow('HTTP 400 (error 132001)');
    answer = 'no-id';
    await expect(driver.sendTemplate(message)).rejects.toThrow('without a message id');
    answer = 'slow';
    await expect(driver.sendTemplate(message)).rejects.toThrow();
  });
});

describe('the development drivers and the configuration', () => {
  it('is off by default; log and record send nothing over the network', async () => {
    expect(createWhatsAppDriver(parseEnv({}), quiet)).toBeUndefined();
    expect(createWhatsAppDriver(parseEnv({ WHATSAPP_DRIVER: 'log' }), quiet)).toBeInstanceOf(
      LogWhatsAppDriver,
    );
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'phonix-wa-')), 'whatsapp.jsonl');
    const recording = createWhatsAppDriver(
      parseEnv({ WHATSAPP_DRIVER: 'record', WHATSAPP_RECORD_FILE: file }),
      quiet,
    );
    expect(recording).toBeInstanceOf(RecordingWhatsAppDriver);
    const { messageId } = (await recording?.sendTemplate(message)) ?? { messageId: '' };
    const line = JSON.parse(fs.readFileSync(file, 'utf8').trim());
    expect(line).toMatchObject({ id: messageId, ...message });
    expect(requests).toHaveLength(0);
  });

  it('builds the HTTP driver from the environment and refuses it without its settings', () => {
    const env = parseEnv({
      WHATSAPP_DRIVER: 'http',
      WHATSAPP_API_URL: base,
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_TOKEN: 'EAAG-token',
    });
    expect(createWhatsAppDriver(env, quiet)).toBeInstanceOf(HttpWhatsAppDriver);
    expect(() => parseEnv({ WHATSAPP_DRIVER: 'http' })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID[\s\S]*WHATSAPP_TOKEN/,
    );
    expect(() => parseEnv({ WHATSAPP_DRIVER: 'record' })).toThrow(/WHATSAPP_RECORD_FILE/);
  });
});

describe('the WhatsApp templates', () => {
  const facts = {
    ref: 'PX4K7Q2M9A1B',
    model: 'iPhone 13',
    variant: '128gb',
    value: 31500,
    pickup_date: '2026-11-28',
    pickup_time: '10:00 AM - 12:00 PM',
    locality: 'Madhapur',
    city: 'Hyderabad',
    pincode: '500081',
    partner_name: 'Sai Mobiles',
    partner_mobile: '9000000001',
    amount: 31500,
    revised_value: 29000,
    needs_decision: true,
    reason: 'the seller cancelled',
  };
  const outboxTemplates = [
    'order_booked_seller',
    'order_accepted_seller',
    'order_rejected_seller',
    'order_out_for_pickup_seller',
    'order_requoted_seller',
    'order_rescheduled_seller',
    'order_completed_seller',
    'order_cancelled_seller',
    'payout_problem_seller',
    'payout_retried_seller',
    'payout_marked_failed_seller',
  ];

  it('fill as many parameters as each body has, in the seller language', () => {
    for (const template of outboxTemplates) {
      for (const locale of ['en', 'hi', 'te'] as const) {
        const call = whatsAppTemplateFor(template, facts, locale, 'https://phonix.example');
        expect(call, template).not.toBeNull();
        const body = WHATSAPP_TEMPLATE_BODIES[call?.name ?? ''] ?? '';
        const placeholders = body.match(/\{\{\d+\}\}/g) ?? [];
        expect(call?.parameters.length, template).toBe(placeholders.length);
        expect(
          call?.parameters.every((value) => value.trim() !== ''),
          template,
        ).toBe(true);
      }
    }
    expect(whatsAppTemplateFor('order_booked_seller', facts, 'en', '')?.parameters).toEqual([
      'iPhone 13 (128GB)',
      'November 28th, 2026, 10:00 AM - 12:00 PM',
      'PX4K7Q2M9A1B',
      '₹31,500',
    ]);
    // The slot in the seller's words: the month in full, the time of day first (issue 32).
    expect(whatsAppTemplateFor('order_booked_seller', facts, 'te', '')?.parameters[1]).toBe(
      '28 నవంబర్, 2026, ఉదయం 10 - మధ్యాహ్నం 12',
    );
    expect(
      whatsAppTemplateFor('order_requoted_seller', facts, 'en', 'https://phonix.example')?.parameters[3],
    ).toBe('https://phonix.example/reexact-value/PX4K7Q2M9A1B');
    // Partner and team messages have none; a missing fact throws instead of sending a blank.
    expect(whatsAppTemplateFor('order_open_partner', facts, 'en', '')).toBeNull();
    expect(() => whatsAppTemplateFor('order_completed_seller', { ref: 'X', model: 'Y' }, 'en', '')).toThrow(
      'amount',
    );
  });
});

describe('the delivery states', () => {
  it('move only forward; failed counts only before delivery and is final', () => {
    expect(advances('accepted', 'sent')).toBe(true);
    expect(advances('sent', 'read')).toBe(true);
    expect(advances('read', 'delivered')).toBe(false);
    expect(advances('delivered', 'sent')).toBe(false);
    expect(advances('delivered', 'delivered')).toBe(false);
    expect(advances('sent', 'failed')).toBe(true);
    expect(advances('accepted', 'failed')).toBe(true);
    expect(advances('delivered', 'failed')).toBe(false);
    expect(advances('read', 'failed')).toBe(false);
    expect(advances('failed', 'read')).toBe(false);
    expect(advances('error', 'sent')).toBe(false);
  });
});
