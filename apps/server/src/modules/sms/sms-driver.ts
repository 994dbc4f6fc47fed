import type { FastifyBaseLogger } from 'fastify';

/** Sends text messages (OTPs now, order notifications later). Chosen by SMS_DRIVER. */
export interface SmsDriver {
  send(message: { to: string; text: string }): Promise<void>;
}

/**
 * Development driver: every message becomes one log line holding the 10-digit number and the text, so a
 * developer (or a browser test) can read the code without a phone. Never used when SMS_DRIVER=http.
 */
export class LogSmsDriver implements SmsDriver {
  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}

  async send(message: { to: string; text: string }): Promise<void> {
    this.log.info({ to: message.to, text: message.text }, 'SMS sent');
  }
}

/** A provider reached over HTTPS: POST { to: '+91XXXXXXXXXX', text, sender } with a Bearer token. */
export class HttpSmsDriver implements SmsDriver {
  constructor(
    private readonly options: { url: string; token?: string; senderId: string; timeoutMs?: number },
  ) {}

  async send(message: { to: string; text: string }): Promise<void> {
    const response = await fetch(this.options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
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
  env: { SMS_DRIVER: 'log' | 'http'; SMS_HTTP_URL?: string; SMS_HTTP_TOKEN?: string; SMS_SENDER_ID: string },
  log: Pick<FastifyBaseLogger, 'info'>,
): SmsDriver {
  if (env.SMS_DRIVER === 'http' && env.SMS_HTTP_URL) {
    return new HttpSmsDriver({
      url: env.SMS_HTTP_URL,
      token: env.SMS_HTTP_TOKEN,
      senderId: env.SMS_SENDER_ID,
    });
  }
  return new LogSmsDriver(log);
}
