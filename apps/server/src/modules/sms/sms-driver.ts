import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { type DltTemplateIds, dltTemplateIds, type SmsText } from './templates.ts';

/**
 * One SMS: a registered template's text in a language with its variables (renderSms, ./templates.ts), so
 * nothing is sent that is not a DLT template, and the number it goes to.
 */
export interface SmsMessage extends SmsText {
  to: string;
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
    this.log.info(
      { to: message.to, template: message.template, locale: message.locale, text: message.text },
      'SMS sent',
    );
  }
}

/**
 * Recording driver: every message becomes one JSON line ({ at, to, template, locale, variables, text }) appended to
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
      locale: message.locale,
      variables: message.variables,
      text: message.text,
    });
    await fs.mkdir(path.dirname(this.file), { recursive: true });
    await fs.appendFile(this.file, `${line}\n`);
  }
}

/**
 * Whether a text fits the GSM 7-bit alphabet (GSM 03.38, with its extension table): such a text goes as a
 * plain SMS (160 characters a part); any other character (Devanagari, Telugu, the rupee sign) needs UCS-2,
 * which the provider must be told (70 characters a part), or it arrives as question marks.
 */
const GSM7 = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà' +
    '\f^{}\\[~]|€',
);
export function isGsm7(text: string): boolean {
  for (const character of text) if (!GSM7.has(character)) return false;
  return true;
}

/** DLT registration: the principal entity (the business) and each template's id (./templates.ts). */
export interface DltSettings {
  entityId: string;
  templateIds: DltTemplateIds;
}

/**
 * A provider reached over HTTPS: POST { to: '+91XXXXXXXXXX', text, sender, template_id, entity_id, unicode }
 * with a Bearer token, and an Idempotency-Key header when the message has one (notifications do; OTPs are
 * new messages each time). template_id is the DLT id of the message's template in its language, entity_id
 * our DLT principal entity id; unicode is true when the text needs UCS-2 (Hindi, Telugu, ₹).
 */
export class HttpSmsDriver implements SmsDriver {
  constructor(
    private readonly options: {
      url: string;
      token?: string;
      senderId: string;
      timeoutMs?: number;
      dlt: DltSettings;
    },
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const templateId = this.options.dlt.templateIds[message.template]?.[message.locale];
    // Start-up checks every template and language (dltTemplateIds); this is for a driver built by hand.
    if (!templateId) throw new Error(`No DLT template id for ${message.template} (${message.locale})`);
    // A timer of our own, cleared once answered: AbortSignal.timeout's fired for every message 10 s later,
    // and fetch then ran its abort steps on a request long done (7% of the server's time under the order
    // bench, docs/decisions/219).
    const timeout = new AbortController();
    const timer = setTimeout(
      () => timeout.abort(new DOMException('The SMS provider did not answer in time', 'TimeoutError')),
      this.options.timeoutMs ?? 10_000,
    );
    timer.unref();
    try {
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
          ...(message.idempotencyKey ? { 'idempotency-key': message.idempotencyKey } : {}),
        },
        body: JSON.stringify({
          to: `+91${message.to}`,
          text: message.text,
          sender: this.options.senderId,
          template_id: templateId,
          entity_id: this.options.dlt.entityId,
          unicode: !isGsm7(message.text),
        }),
        signal: timeout.signal,
      });
      // The answer is read to its end, so its connection goes back to the pool at once.
      await response.arrayBuffer();
      if (!response.ok) {
        throw new Error(`The SMS provider answered HTTP ${response.status}`);
      }
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The DLT entity id of development and tests (production requires SMS_DLT_ENTITY_ID with SMS_DRIVER=http). */
export const DEVELOPMENT_DLT_ENTITY_ID = 'DEV-ENTITY';

/** The driver SMS_DRIVER selects. */
export function createSmsDriver(
  env: {
    SMS_DRIVER: 'log' | 'record' | 'http';
    SMS_HTTP_URL?: string;
    SMS_HTTP_TOKEN?: string;
    SMS_SENDER_ID: string;
    SMS_RECORD_FILE?: string;
    SMS_DLT_ENTITY_ID?: string;
    SMS_DLT_TEMPLATES?: string;
    NODE_ENV?: string;
  },
  log: Pick<FastifyBaseLogger, 'info'>,
): SmsDriver {
  if (env.SMS_DRIVER === 'record' && env.SMS_RECORD_FILE) return new RecordingSmsDriver(env.SMS_RECORD_FILE);
  if (env.SMS_DRIVER === 'http' && env.SMS_HTTP_URL) {
    const production = env.NODE_ENV === 'production';
    if (production && !env.SMS_DLT_ENTITY_ID) throw new Error('SMS_DLT_ENTITY_ID is required');
    return new HttpSmsDriver({
      url: env.SMS_HTTP_URL,
      token: env.SMS_HTTP_TOKEN,
      senderId: env.SMS_SENDER_ID,
      dlt: {
        entityId: env.SMS_DLT_ENTITY_ID ?? DEVELOPMENT_DLT_ENTITY_ID,
        templateIds: dltTemplateIds(env.SMS_DLT_TEMPLATES, { required: production }),
      },
    });
  }
  return new LogSmsDriver(log);
}
