import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hmacSha256Matches, keepRawBodies, webhookText as text } from '../../lib/signed-webhook.ts';
import type { OutboxListener } from '../outbox/index.ts';
import { statusOfEvent } from './payout-status.ts';
import { applyPayoutStatus, inTransaction } from './payout-tracker.ts';
import { lockPayout, recordWebhookEvent, setWebhookOutcome } from './repository.ts';

/** RazorpayX's payout webhooks are a few kilobytes; anything far larger is not one of them. */
export const PAYOUT_WEBHOOK_BODY_LIMIT = 64 * 1024;
export const PAYOUT_WEBHOOK_PATH = '/api/webhooks/payouts';

export interface PayoutWebhookSettings {
  /** PAYOUT_WEBHOOK_SECRET: the secret set for the webhook at the provider. */
  secret: string;
  /** The driver whose payouts these are (recorded on a release the webhook settles). */
  driver: string;
}

/** Whether `signature` is the HMAC-SHA256 (hex) of the raw body under the secret, compared in constant time. */
export function payoutSignatureValid(raw: Buffer, signature: unknown, secret: string): boolean {
  return hmacSha256Matches(raw, signature, secret);
}

interface PayoutEntity {
  id?: unknown;
  status?: unknown;
  utr?: unknown;
  notes?: { payout_key?: unknown } | null;
  fund_account_id?: unknown;
  mode?: unknown;
}

/**
 * `POST /api/webhooks/payouts` (docs/decisions/110): the provider's payout events, RazorpayX-shaped
 * (`{ event: 'payout.processed', payload: { payout: { entity: { id, status, utr, notes } } } }`), signed with
 * `X-Razorpay-Signature`, the HMAC-SHA256 hex of the raw body under PAYOUT_WEBHOOK_SECRET. A wrong or
 * missing signature is 401 and changes nothing; a body over 64 kB is 413. Each event is applied once, by
 * `X-Razorpay-Event-Id` (else a hash of the body): the event's row and its effect commit together, so a
 * replay finds the row and answers 200 changing nothing. A payout we do not know is recorded and answered
 * 200, so the provider stops retrying. Not a contract route: the signature is over the raw bytes.
 */
export async function payoutWebhookRoutes(
  app: FastifyInstance,
  { db, outbox, settings }: { db: Database; outbox?: OutboxListener; settings: PayoutWebhookSettings },
) {
  // This scope keeps the body as bytes: the signature is over them.
  keepRawBodies(app, PAYOUT_WEBHOOK_BODY_LIMIT);

  app.post(PAYOUT_WEBHOOK_PATH, { bodyLimit: PAYOUT_WEBHOOK_BODY_LIMIT }, async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (!payoutSignatureValid(raw, request.headers['x-razorpay-signature'], settings.secret))
      throw new AppError('WEBHOOK_SIGNATURE_INVALID');
    let body: { event?: unknown; payload?: { payout?: { entity?: PayoutEntity } } } | null;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new AppError('MALFORMED_REQUEST');
    }
    const event = text(body?.event, 100);
    if (!body || typeof body !== 'object' || !event) throw new AppError('MALFORMED_REQUEST');
    const eventId =
      text(request.headers['x-razorpay-event-id']) ??
      `body-sha256:${crypto.createHash('sha256').update(raw).digest('hex')}`;
    const entity = body.payload?.payout?.entity ?? null;
    const providerPayoutId = text(entity?.id);
    const status = text(entity?.status, 40) ?? statusOfEvent(event);
    const utr = text(entity?.utr, 64);
    const payoutKey = text(entity?.notes?.payout_key);

    const outcome = await inTransaction(db, outbox, async (tx) => {
      const id = await recordWebhookEvent(tx, { eventId, event, providerPayoutId, status, utr });
      if (id === null) return 'duplicate';
      if (!event.startsWith('payout.') || !providerPayoutId || !status) {
        await setWebhookOutcome(tx, id, { outcome: 'ignored', handoverId: null });
        return 'ignored';
      }
      const payout = await lockPayout(tx, { providerPayoutId, payoutKey });
      if (!payout) {
        request.log.warn({ eventId, event, providerPayoutId }, 'payout webhook for an unknown payout');
        await setWebhookOutcome(tx, id, { outcome: 'unknown_payout', handoverId: null });
        return 'unknown_payout';
      }
      const incoming = {
        providerPayoutId,
        status,
        utr,
        fundAccountId: text(entity?.fund_account_id),
        mode: text(entity?.mode, 40),
      };
      const applied = await applyPayoutStatus(tx, payout, incoming, settings.driver);
      await setWebhookOutcome(tx, id, { outcome: applied, handoverId: payout.handover.id });
      return applied;
    });
    return { success: true as const, outcome };
  });
}
