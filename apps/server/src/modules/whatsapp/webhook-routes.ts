import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hmacSha256Matches, keepRawBodies, webhookText as text } from '../../lib/signed-webhook.ts';
import type { OutboxListener } from '../outbox/index.ts';
import { applyStatusEvent, type EventOutcome, type StatusEvent } from './webhook-events.ts';

/**
 * Status webhooks carry a few hundred bytes per status and Meta batches at most a few hundred; a body far
 * larger is not one of them.
 */
export const WHATSAPP_WEBHOOK_BODY_LIMIT = 256 * 1024;
export const WHATSAPP_WEBHOOK_PATH = '/api/webhooks/whatsapp';

export interface WhatsAppWebhookSettings {
  /** WHATSAPP_APP_SECRET: the Meta app's secret; X-Hub-Signature-256 is the HMAC-SHA256 of the body under it. */
  appSecret?: string | undefined;
  /** WHATSAPP_VERIFY_TOKEN: the token typed in the app's webhook settings, echoed in the handshake. */
  verifyToken?: string | undefined;
}

/** Whether the header is `sha256=<hex>` of the raw body under the secret, compared in constant time. */
export function whatsAppSignatureValid(raw: Buffer, header: unknown, secret: string): boolean {
  if (typeof header !== 'string') return false;
  return hmacSha256Matches(raw, /^sha256=(.*)$/i.exec(header.trim())?.[1], secret);
}

/** Equal strings, compared in constant time (their hashes, so lengths tell nothing). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

interface StatusEntry {
  id?: unknown;
  status?: unknown;
  timestamp?: unknown;
  errors?: { code?: unknown; title?: unknown }[] | null;
}

/**
 * The status events of a Cloud API webhook body (entry[].changes[].value.statuses[]); other parts are skipped,
 * and so is a status without a usable id or status (counted in `unusable`, for the log).
 */
export function statusEvents(body: unknown): { events: StatusEvent[]; unusable: number } | null {
  if (!body || typeof body !== 'object') return null;
  const entries = (body as { entry?: unknown }).entry;
  if (!Array.isArray(entries)) return null;
  const events: StatusEvent[] = [];
  let unusable = 0;
  for (const entry of entries) {
    const changes = (entry as { changes?: unknown } | null)?.changes;
    if (!Array.isArray(changes)) continue;
    for (const change of changes) {
      const statuses = (change as { value?: { statuses?: unknown } } | null)?.value?.statuses;
      if (!Array.isArray(statuses)) continue;
      for (const item of statuses as StatusEntry[]) {
        const providerMessageId = text(item?.id);
        const status = text(item?.status, 40);
        if (!providerMessageId || !status) {
          unusable += 1;
          continue;
        }
        const timestamp =
          typeof item.timestamp === 'number' ? String(item.timestamp) : (text(item.timestamp, 40) ?? '');
        const first = Array.isArray(item.errors) ? item.errors[0] : undefined;
        const code = typeof first?.code === 'number' ? String(first.code) : (text(first?.code, 40) ?? '');
        const error = first ? `${code} ${text(first.title, 200) ?? ''}`.trim() || null : null;
        events.push({ providerMessageId, status, timestamp, error });
      }
    }
  }
  return { events, unusable };
}

/**
 * The WhatsApp Cloud API's webhook (issue 23, docs/decisions/150):
 * - `GET /api/webhooks/whatsapp`: the verification handshake. `hub.mode=subscribe` with `hub.verify_token`
 *   equal to WHATSAPP_VERIFY_TOKEN answers `hub.challenge` as plain text; anything else 403.
 * - `POST /api/webhooks/whatsapp`: events signed with `X-Hub-Signature-256: sha256=<hex>` (HMAC-SHA256 of
 *   the raw body under WHATSAPP_APP_SECRET); wrong or missing is 401 and changes nothing; over 256 kB is
 *   413. Each status (`sent`, `delivered`, `read`, `failed`) is recorded once and moves its message only
 *   forward (status.ts); an unknown message id is recorded and answered 200, so Meta stops retrying.
 * Not contract routes: the signature is over the raw bytes, and the handshake answers text.
 */
export async function whatsAppWebhookRoutes(
  app: FastifyInstance,
  { db, outbox, settings }: { db: Database; outbox?: OutboxListener; settings: WhatsAppWebhookSettings },
) {
  // This scope keeps the body as bytes: the signature is over them.
  keepRawBodies(app, WHATSAPP_WEBHOOK_BODY_LIMIT);

  const { verifyToken, appSecret } = settings;
  if (verifyToken) {
    app.get(WHATSAPP_WEBHOOK_PATH, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const token = query['hub.verify_token'];
      if (query['hub.mode'] !== 'subscribe' || typeof token !== 'string' || !sameSecret(token, verifyToken))
        throw new AppError('WEBHOOK_VERIFY_TOKEN_INVALID');
      const challenge = query['hub.challenge'];
      if (typeof challenge !== 'string' || !/^[\w.-]{1,200}$/.test(challenge))
        throw new AppError('MALFORMED_REQUEST', { field: 'hub.challenge' });
      return reply.type('text/plain; charset=utf-8').send(challenge);
    });
  }

  if (appSecret) {
    app.post(WHATSAPP_WEBHOOK_PATH, { bodyLimit: WHATSAPP_WEBHOOK_BODY_LIMIT }, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!whatsAppSignatureValid(raw, request.headers['x-hub-signature-256'], appSecret))
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new AppError('MALFORMED_REQUEST');
      }
      const parsed = statusEvents(body);
      if (parsed === null) throw new AppError('MALFORMED_REQUEST');
      const { events, unusable } = parsed;
      if (unusable > 0)
        request.log.warn({ unusable }, 'whatsapp webhook: statuses without a usable id or status skipped');
      const outcomes: EventOutcome[] = [];
      let fallbackSms = false;
      // One transaction for the body: its events and their effects commit together or not at all (Meta
      // then sends the body again, and the events recorded are exactly the ones not yet applied).
      await db.transaction(async (tx) => {
        for (const event of events) {
          const result = await applyStatusEvent(tx, event);
          outcomes.push(result.outcome);
          fallbackSms ||= result.fallbackSms;
          if (result.outcome === 'unknown_message')
            request.log.warn(
              { providerMessageId: event.providerMessageId },
              'whatsapp webhook: unknown message',
            );
        }
      });
      if (fallbackSms) outbox?.nudge();
      return { success: true as const, outcomes };
    });
  }
}
