import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface SmsMessage {
  to: string;
  text: string;
  /** Which message this is: 'verification_code', 'payout_code', or the outbox template's name. */
  template: string;
  /** The values written into the text ({ code } for one-time codes). */
  variables?: Record<string, string>;
  /** The same for every try of one message (the outbox row), so a provider can deliver it once. */
  idempotencyKey?: string;
}

/** Sends text messages (OTPs, and order notifications through the outbox). Chosen by SMS_DRIVER. */
export interface SmsDriver {
  send(message: SmsMessage): Promise<void>;
}

/**
 * Development driver: every message becomes one log line holding the 10-digit number and the text, so a
 * developer (or a browser test) can read the code without a phone. Never used when SMS_DRIVER=http.
 */
export class LogSmsDriver implements SmsDriver {
  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}

  async send(message: SmsMessage): Promise<void> {
    this.log.info({ to: message.to, text: message.text }, 'SMS sent');
  }
}

/**
 * Recording driver: every message becomes one JSON line ({ at, to, template, variables, text }) appended to
 * SMS_RECORD_FILE, which browser tests read (several server processes may append to the same file: each line
 * is one write to a file opened for appending). Nothing is sent.
 */
export class RecordingSmsDriver implements SmsDriver {
  constructor(private readonly file: string) {}

  async send(message: SmsMessage): Promise<void> {
    const line = JSON.stringify({
      at: new Date().toISOString(),
      to: message.to,
      template: message.template,
      variables: message.variables ?? {},
      text: message.text,
    });
    await fs.mkdir(path.dirname(this.file), { recursive: true });
    await fs.appendFile(this.file, `${line}\n`);
  }
}

/**
 * A provider reached over HTTPS: POST { to: '+91XXXXXXXXXX', text, sender } with a Bearer token, and an
 * Idempotency-Key header when the message has one (notifications do; OTPs are new messages each time).
 */
export class HttpSmsDriver implements SmsDriver {
  constructor(
    private readonly options: { url: string; token?: string; senderId: string; timeoutMs?: number },
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const response = await fetch(this.options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
        ...(message.idempotencyKey ? { 'idempotency-key': message.idempotencyKey } : {}),
      },
      body: JSON.stringify({ to: `+91${message.to}`, text: message.text, sender: this.options.senderId }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    if (!response.ok) {
      throw new Error(`The SMS provider answered HTTP ${response.status}`);
    }
  }
}

/** The driver SMS_DRIVER selects. */
export function createSmsDriver(
  env: {
    SMS_DRIVER: 'log' | 'record' | 'http';
    SMS_HTTP_URL?: string;
    SMS_HTTP_TOKEN?: string;
    SMS_SENDER_ID: string;
    SMS_RECORD_FILE?: string;
  },
  log: Pick<FastifyBaseLogger, 'info'>,
): SmsDriver {
  if (env.SMS_DRIVER === 'record' && env.SMS_RECORD_FILE) return new RecordingSmsDriver(env.SMS_RECORD_FILE);
  if (env.SMS_DRIVER === 'http' && env.SMS_HTTP_URL) {
    return new HttpSmsDriver({
      url: env.SMS_HTTP_URL,
      token: env.SMS_HTTP_TOKEN,
      senderId: env.SMS_SENDER_ID,
    });
  }
  return new LogSmsDriver(log);
}
