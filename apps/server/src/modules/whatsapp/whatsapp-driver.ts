import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * One WhatsApp template message (Cloud API, utility category): the approved template's name, its language
 * code, and the body's parameters in order ({{1}}, {{2}}, ...).
 */
export interface WhatsAppTemplateMessage {
  /** A 10-digit Indian mobile number; sent as 91XXXXXXXXXX. */
  to: string;
  template: string;
  language: string;
  parameters: string[];
}

/** Sends template messages; answers the provider's message id (the delivery webhooks name it). */
export interface WhatsAppDriver {
  readonly name: string;
  sendTemplate(message: WhatsAppTemplateMessage): Promise<{ messageId: string }>;
}

/**
 * The JSON body of `POST /{phone-number-id}/messages` for a template message, as the Cloud API documents it.
 */
export function templateRequestBody(message: WhatsAppTemplateMessage) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: `91${message.to}`,
    type: 'template',
    template: {
      name: message.template,
      language: { code: message.language },
      components: [
        {
          type: 'body',
          parameters: message.parameters.map((text) => ({ type: 'text', text })),
        },
      ],
    },
  };
}

/** A made-up message id in the provider's style, for the development drivers. */
const devMessageId = () => `wamid.DEV${crypto.randomBytes(12).toString('hex')}`;

/** Development driver: each message becomes one log line (template, language, parameters); nothing is sent. */
export class LogWhatsAppDriver implements WhatsAppDriver {
  readonly name = 'log';
  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}

  async sendTemplate(message: WhatsAppTemplateMessage): Promise<{ messageId: string }> {
    const messageId = devMessageId();
    this.log.info({ ...message, messageId }, 'WhatsApp message sent');
    return { messageId };
  }
}

/**
 * Recording driver: each message becomes one JSON line ({ at, id, to, template, language, parameters })
 * appended to WHATSAPP_RECORD_FILE (browser tests read it, like SMS_RECORD_FILE). Nothing is sent.
 */
export class RecordingWhatsAppDriver implements WhatsAppDriver {
  readonly name = 'record';
  constructor(private readonly file: string) {}

  async sendTemplate(message: WhatsAppTemplateMessage): Promise<{ messageId: string }> {
    const messageId = devMessageId();
    const line = JSON.stringify({ at: new Date().toISOString(), id: messageId, ...message });
    await fs.mkdir(path.dirname(this.file), { recursive: true });
    await fs.appendFile(this.file, `${line}\n`);
    return { messageId };
  }
}

export interface HttpWhatsAppOptions {
  /** The Graph API with its version, e.g. https://graph.facebook.com/v21.0 (no trailing slash needed). */
  baseUrl: string;
  phoneNumberId: string;
  /** A system user's access token with whatsapp_business_messaging. */
  token: string;
  timeoutMs?: number;
}

/**
 * The WhatsApp Cloud API: `POST {base}/{phone-number-id}/messages` with `Authorization: Bearer <token>`.
 * Any answer but a 2xx with `messages[0].id`, or no answer within the timeout, throws (the caller sends the
 * SMS instead). The provider has no idempotency key for messages, so nothing here retries.
 */
export class HttpWhatsAppDriver implements WhatsAppDriver {
  readonly name = 'http';
  readonly #url: string;
  constructor(private readonly options: HttpWhatsAppOptions) {
    this.#url = `${options.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  }

  async sendTemplate(message: WhatsAppTemplateMessage): Promise<{ messageId: string }> {
    const response = await fetch(this.#url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.options.token}` },
      body: JSON.stringify(templateRequestBody(message)),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    const text = await response.text();
    let body: { messages?: { id?: unknown }[]; error?: { code?: unknown; message?: unknown } } | null = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    if (!response.ok) {
      const code = body?.error?.code;
      throw new Error(
        `The WhatsApp API answered HTTP ${response.status}${code !== undefined ? ` (error ${String(code)})` : ''}`,
      );
    }
    const messageId = body?.messages?.[0]?.id;
    if (typeof messageId !== 'string' || messageId === '' || messageId.length > 200)
      throw new Error('The WhatsApp API answered without a message id');
    return { messageId };
  }
}

export interface WhatsAppEnv {
  WHATSAPP_DRIVER: 'off' | 'log' | 'record' | 'http';
  WHATSAPP_RECORD_FILE?: string | undefined;
  WHATSAPP_API_URL: string;
  WHATSAPP_PHONE_NUMBER_ID?: string | undefined;
  WHATSAPP_TOKEN?: string | undefined;
  WHATSAPP_TIMEOUT_MS: number;
}

/** The driver WHATSAPP_DRIVER selects; undefined for 'off' (every order update goes by SMS). */
export function createWhatsAppDriver(
  env: WhatsAppEnv,
  log: Pick<FastifyBaseLogger, 'info'>,
): WhatsAppDriver | undefined {
  if (env.WHATSAPP_DRIVER === 'off') return undefined;
  if (env.WHATSAPP_DRIVER === 'record' && env.WHATSAPP_RECORD_FILE)
    return new RecordingWhatsAppDriver(env.WHATSAPP_RECORD_FILE);
  if (env.WHATSAPP_DRIVER === 'http' && env.WHATSAPP_PHONE_NUMBER_ID && env.WHATSAPP_TOKEN) {
    return new HttpWhatsAppDriver({
      baseUrl: env.WHATSAPP_API_URL,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
      token: env.WHATSAPP_TOKEN,
      timeoutMs: env.WHATSAPP_TIMEOUT_MS,
    });
  }
  return new LogWhatsAppDriver(log);
}
