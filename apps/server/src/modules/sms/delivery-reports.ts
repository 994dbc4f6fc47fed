import { MAX_ID } from '@phonix/shared/validation';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  hmacSha256Matches,
  keepRawBodies,
  webhookMoment,
  webhookNote,
  webhookText,
} from '../../lib/signed-webhook.ts';

/**
 * SMS delivery reports (issue 23): the provider posts what became of each SMS we sent, naming it by the
 * idempotency key the HTTP driver sent (`phonix-outbox-<id>`), and we record it on the outbox row.
 *
 * POST /api/webhooks/sms, only when SMS_WEBHOOK_SECRET is set:
 *   X-SMS-Signature: <hex HMAC-SHA256 of the raw body under SMS_WEBHOOK_SECRET>
 *   { "reports": [ { "reference": "phonix-outbox-123", "status": "delivered", "at": "<ISO time>",
 *                    "error": "<provider's reason, when failed>" } ] }
 * A wrong or missing signature is 401 and changes nothing; a body over 64 kB 413; one that is not this shape
 * 400. States only move forward (`sent` < `delivered`; `failed` is final and counts only before delivery),
 * so a replayed or late report changes nothing; an unknown reference is answered 200 (the provider stops
 * retrying) and logged.
 */

/** What became of an SMS, as the provider reports it. */
export type SmsDeliveryState = 'sent' | 'delivered' | 'failed';

export type ReportOutcome = 'applied' | 'stale' | 'unknown_message';

/**
 * Records a report on the outbox's row, only forward; given by the outbox as it registers
 * (outbox/register.ts), since the outbox builds on the SMS (issue 33).
 */
export type DeliveryRecorder = (db: Database, report: DeliveryReport) => Promise<ReportOutcome>;

let recorder: DeliveryRecorder | undefined;

export function useDeliveryRecorder(record: DeliveryRecorder): void {
  recorder = record;
}

function recordDelivery(db: Database, report: DeliveryReport): Promise<ReportOutcome> {
  if (!recorder)
    throw new Error('The outbox was not given to the SMS (outbox/register.ts: useDeliveryRecorder)');
  return recorder(db, report);
}

export const SMS_WEBHOOK_PATH = '/api/webhooks/sms';
export const SMS_WEBHOOK_BODY_LIMIT = 64 * 1024;

/** Providers' words for a report, as our three states; anything else is not a delivery report. */
const PROVIDER_STATES: Record<string, SmsDeliveryState> = {
  sent: 'sent',
  submitted: 'sent',
  accepted: 'sent',
  delivered: 'delivered',
  failed: 'failed',
  undelivered: 'failed',
  rejected: 'failed',
  expired: 'failed',
};

export interface DeliveryReport {
  outboxId: number;
  state: SmsDeliveryState;
  at: Date;
  error: string | null;
}

/** The reports of a body, or null when it is not the documented shape. */
export function parseDeliveryReports(body: unknown, now: Date): DeliveryReport[] | null {
  const reports = (body as { reports?: unknown } | null)?.reports;
  if (!Array.isArray(reports) || reports.length === 0 || reports.length > 500) return null;
  const parsed: DeliveryReport[] = [];
  for (const entry of reports) {
    const { reference, status, at, error } = (entry ?? {}) as Record<string, unknown>;
    if (typeof reference !== 'string' || typeof status !== 'string') return null;
    const state = PROVIDER_STATES[status.toLowerCase()];
    if (!state) return null;
    const match = /^phonix-outbox-(\d{1,10})$/.exec(webhookText(reference, 40) ?? '');
    // A time that is no time of ours (2026-13-01, 0000-01-01, 99999) makes the body unusable: 400.
    const when = typeof at === 'string' ? webhookMoment(at) : now;
    if (!when) return null;
    parsed.push({
      // A reference that is not ours (nor an id a row can have) cannot be a message of ours: counted as unknown.
      outboxId: match && Number(match[1]) <= MAX_ID ? Number(match[1]) : 0,
      state,
      at: when,
      error: webhookNote(error, 300),
    });
  }
  return parsed;
}

/** The route, registered when SMS_WEBHOOK_SECRET is set (app.ts). Not a contract route: raw bytes are signed. */
export async function smsDeliveryReportRoutes(
  app: FastifyInstance,
  { db, secret }: { db: Database; secret: string },
) {
  keepRawBodies(app, SMS_WEBHOOK_BODY_LIMIT);
  app.post(SMS_WEBHOOK_PATH, { bodyLimit: SMS_WEBHOOK_BODY_LIMIT }, async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (!hmacSha256Matches(raw, request.headers['x-sms-signature'], secret))
      throw new AppError('WEBHOOK_SIGNATURE_INVALID');
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new AppError('MALFORMED_REQUEST');
    }
    const reports = parseDeliveryReports(body, new Date());
    if (!reports) throw new AppError('MALFORMED_REQUEST');
    const outcomes: ReportOutcome[] = [];
    for (const report of reports) {
      // Only forward: the outbox keeps the rule on its row (recordSmsDelivery).
      const outcome: ReportOutcome = await recordDelivery(db, report);
      outcomes.push(outcome);
      if (outcome === 'unknown_message')
        request.log.warn({ outboxId: report.outboxId }, 'sms delivery report: unknown message');
    }
    return { success: true as const, outcomes };
  });
}
