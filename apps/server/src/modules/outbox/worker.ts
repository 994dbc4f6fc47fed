import { maskMobile } from '@phonix/shared/handover';
import { BASE_LOCALE, isLocale, type Locale } from '@phonix/shared/i18n';
import { eq, fillPlaceholders, type Query, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { customerLanguageByMobileQuery } from '../customers/index.ts';
import type { EmailDriver } from '../email/index.ts';
import type { SmsDriver, SmsMessage } from '../sms/index.ts';
import { partnerLanguageByMobileQuery } from '../sms/index.ts';
import type { Executor, OutboxListener } from './outbox.ts';
import { outboxMessages } from './tables.ts';
import { type RenderContext, renderMessage, smsTemplatesOf } from './templates.ts';

export interface OutboxSettings {
  /** How often to look for due messages when nobody nudges (other processes write too). */
  pollMs: number;
  /** Wait before the first look after start (tests use it to stop a server between a change and its send). */
  firstPollDelayMs: number;
  batchSize: number;
  /**
   * Batches being sent at once: after a full batch the next is claimed while it is still being sent (up to
   * this many), so a backlog is not sent one batch's round trips at a time (DR 217).
   */
  passes: number;
  /** Tries before a message is marked failed (the operations console can retry it). */
  maxAttempts: number;
  /** How long a claimed message is reserved for its sender; a sender that died leaves it to another after. */
  leaseMs: number;
  /** Wait before try n+1 is backoffBaseMs * 2^(n-1), at most backoffMaxMs, with +-20% jitter. */
  backoffBaseMs: number;
  backoffMaxMs: number;
}

export const DEFAULT_OUTBOX_SETTINGS: OutboxSettings = {
  pollMs: 2_000,
  firstPollDelayMs: 0,
  batchSize: 20,
  passes: 4,
  maxAttempts: 10,
  leaseMs: 120_000,
  backoffBaseMs: 30_000,
  backoffMaxMs: 3_600_000,
};

interface ClaimedRow {
  id: string | number;
  channel: string;
  recipient: string;
  template: string;
  data: unknown;
  attempts: number;
  contact_message_id: number | null;
  partner_request_id: number | null;
  /** The recipient's language, read by the claim (see claimQuery); null for none or an e-mail. */
  language: string | null;
}

/** A "sent" mark waiting for the next UPDATE of marks (see OutboxWorker.#markSent). */
interface PendingMark {
  id: number;
  recorded: () => void;
  failed: (error: unknown) => void;
}

/**
 * The claim: marks up to `batchSize` due messages 'sending' under a lease and returns them, each with the
 * language its SMS is written in (docs/decisions/145), read in the same statement (DR 217): the seller's
 * (customers.language) or the partner's (partners.language) by the number it goes to, through their
 * owners' queries; null, so English, for a number with no account and for the team's e-mails. Built at the
 * first claim, once the partners have given their query (partners/register.ts).
 */
let claimQuery: Query | undefined;
function claimStatement(): Query {
  const value = (name: string) => sql.placeholder(name);
  claimQuery ??= new PgDialect().sqlToQuery(sql`
    update outbox_messages m
    set status = 'sending', attempts = m.attempts + 1,
      locked_until = now() + ${value('leaseMs')}::integer * interval '1 millisecond'
    where m.id in (
      select id from outbox_messages
      where ((status = 'pending' and next_attempt_at <= now())
          or (status = 'sending' and locked_until <= now()))
        and not (id = any(${value('inFlight')}::bigint[]))
      order by next_attempt_at, id
      limit ${value('batchSize')}::integer
      for update skip locked
    )
    returning m.id, m.channel, m.recipient, m.template, m.data, m.attempts, m.contact_message_id,
      m.partner_request_id,
      case
        when m.channel <> 'sms' then null
        when m.template = any(${value('sellerTemplates')}::text[])
          then ${customerLanguageByMobileQuery(sql`m.recipient`)}
        when m.template = any(${value('partnerTemplates')}::text[])
          then ${partnerLanguageByMobileQuery(sql`m.recipient`)}
      end as language`);
  return claimQuery;
}
const SELLER_SMS_TEMPLATES = smsTemplatesOf('seller');
const PARTNER_SMS_TEMPLATES = smsTemplatesOf('partner');

/**
 * Decides how an outbox SMS goes when set (modules/whatsapp/channel.ts: by WhatsApp to a seller who opted
 * in, else, or when WhatsApp fails, the SMS itself); it throws when the message did not go out.
 */
export interface SmsRouting {
  deliver(row: { outboxId: number; template: string; data: unknown }, sms: SmsMessage): Promise<unknown>;
}

/** What to record besides the outbox row once a message is out (e.g. a contact message's notified_at). */
export type AfterSent = (
  executor: Executor,
  row: { contactMessageId: number | null; partnerRequestId: number | null },
) => Promise<void>;

/**
 * Claims due messages (`FOR UPDATE SKIP LOCKED`, so several server processes never claim the same row) by
 * marking them 'sending' with a lease (reading each recipient's language in the same statement), sends each
 * outside any transaction (a slow provider never holds the database, which on PGlite is one connection), then
 * marks each sent as soon as its own send returns (marks that come together share one UPDATE), or
 * schedules a retry with backoff, or gives up after maxAttempts. A process killed mid-send leaves the row
 * 'sending'; once its lease runs out another claim takes it again. Drivers get the row id as an idempotency
 * key, so a provider that honours it delivers once even then. While a full batch is being sent the next is
 * claimed, up to `passes` batches at once: a backlog is sent at several batches' pace, not one's.
 */
export class OutboxWorker implements OutboxListener {
  #timer: NodeJS.Timeout | undefined;
  /** The claim under way, if any (one at a time). */
  #claiming: Promise<void> | undefined;
  /** The claimed batches being sent. */
  readonly #passes = new Set<Promise<void>>();
  /**
   * The messages this worker is sending: its next claims skip them even past their lease, so a send that
   * outlives it is never repeated by the process still waiting for it (only another process takes it over).
   */
  readonly #inFlight = new Set<number>();
  #started = false;
  #stopped = false;
  /** More may be due (a full batch came back, or a nudge): claim again as soon as a pass is free. */
  #more = false;
  #firstPollAt = 0;
  /** Sent marks not yet written, and whether an UPDATE of marks is under way (see #markSent). */
  #marks: PendingMark[] = [];
  #marking = false;

  constructor(
    private readonly db: Database,
    private readonly drivers: { sms: SmsDriver; email: EmailDriver; smsRouting?: SmsRouting },
    private readonly context: RenderContext,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
    private readonly settings: OutboxSettings = DEFAULT_OUTBOX_SETTINGS,
    private readonly afterSent: AfterSent = async () => {},
  ) {}

  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#firstPollAt = Date.now() + this.settings.firstPollDelayMs;
    this.#schedule(this.settings.firstPollDelayMs);
  }

  /** New messages were committed: look now rather than at the next poll (never before the first poll). */
  nudge(): void {
    if (!this.#started || this.#stopped) return;
    this.#more = true;
    this.#claimSoon();
  }

  /** Stops polling and waits for the messages being sent right now. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#claiming;
    await Promise.all(this.#passes);
  }

  /** Claims again now (never before the first poll) when more may be due, no claim runs and a pass is free. */
  #claimSoon(): void {
    if (!this.#more || this.#claiming || this.#passes.size >= this.settings.passes) return;
    this.#schedule(Math.max(0, this.#firstPollAt - Date.now()));
  }

  #schedule(ms: number): void {
    clearTimeout(this.#timer);
    if (this.#stopped) return;
    this.#timer = setTimeout(() => {
      this.#claiming = this.#tick().finally(() => {
        this.#claiming = undefined;
        this.#claimSoon();
      });
    }, ms);
    this.#timer.unref?.();
  }

  /** Claims a batch and starts sending it; then claims again at once, or after a pass ends, or at the next poll. */
  async #tick(): Promise<void> {
    // A nudge from now on may tell of messages this claim does not see: it sets #more again.
    this.#more = false;
    let claimed: ClaimedRow[] = [];
    try {
      claimed = await this.#claim();
    } catch (error) {
      this.log.error({ err: error }, 'outbox: could not claim messages');
    }
    if (claimed.length >= this.settings.batchSize) this.#more = true;
    if (claimed.length > 0) {
      const pass = this.#sendAll(claimed);
      this.#passes.add(pass);
      void pass.then(() => {
        this.#passes.delete(pass);
        this.#claimSoon();
      });
    }
    // Claimed again by #claimSoon when more may be due (once this claim is over); else at the next poll.
    if (!this.#more) this.#schedule(this.settings.pollMs);
  }

  /**
   * Claims one batch of due messages and sends them side by side; answers how many it claimed. Each
   * message is marked sent as soon as its own delivery returns, not when the whole batch is done: a crash
   * while one slow provider answer is pending then repeats only that message (with its idempotency key),
   * never the ones already out (docs/decisions/100). Sends that return together are marked by one UPDATE
   * (DR 217).
   */
  async runOnce(): Promise<number> {
    const claimed = await this.#claim();
    await this.#sendAll(claimed);
    return claimed.length;
  }

  /** Sends a claimed batch side by side, each message recorded as its own send returns; never throws. */
  async #sendAll(claimed: readonly ClaimedRow[]): Promise<void> {
    for (const row of claimed) this.#inFlight.add(Number(row.id));
    await Promise.all(
      claimed.map((row) => this.#deliverAndRecord(row).finally(() => this.#inFlight.delete(Number(row.id)))),
    );
  }

  /** Sends one claimed message and records the outcome; never throws (the batch's others go on). */
  async #deliverAndRecord(row: ClaimedRow): Promise<void> {
    const id = Number(row.id);
    try {
      if (await this.#deliver(row)) await this.#markSent(row);
    } catch (error) {
      // The database would not take the outcome: the row stays 'sending' until its lease runs out, then
      // another claim repeats it with the same idempotency key.
      this.log.error({ outboxId: id, err: error }, 'outbox: could not record the outcome of a send');
    }
  }

  /**
   * Records that a message went out, with the kind's after-sent step (e.g. a contact message's
   * notified_at) in the same transaction when it has one. Whoever holds the row now, it was delivered.
   *
   * A message with no after-sent step is marked by group commit (DR 217): its mark joins the next UPDATE
   * of marks, which starts at once (after the I/O of this turn of the event loop, so marks of sends that
   * returned together go as one) unless one is under way, then as soon as that one is done. No send waits
   * for another's answer, as before (DR 100): a delivered message is marked within one short UPDATE,
   * never held by a slow send of its batch; a batch's marks take one or a few statements instead of one each.
   */
  async #markSent(row: ClaimedRow): Promise<void> {
    const id = Number(row.id);
    if (row.contact_message_id === null && row.partner_request_id === null) {
      await new Promise<void>((recorded, failed) => {
        this.#marks.push({ id, recorded, failed });
        if (!this.#marking) {
          this.#marking = true;
          setImmediate(() => void this.#writeMarks());
        }
      });
      return;
    }
    const mark = (executor: Executor) =>
      executor
        .update(outboxMessages)
        .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(eq(outboxMessages.id, id));
    await this.db.transaction(async (tx) => {
      await mark(tx);
      await this.afterSent(tx, {
        contactMessageId: row.contact_message_id,
        partnerRequestId: row.partner_request_id,
      });
    });
  }

  /**
   * Writes the waiting marks, one UPDATE for all of them, again while more came in meanwhile; then stops
   * (the next mark starts it again). Settles each mark's promise with its UPDATE's outcome.
   */
  async #writeMarks(): Promise<void> {
    for (;;) {
      const marks = this.#marks;
      if (marks.length === 0) {
        this.#marking = false;
        return;
      }
      this.#marks = [];
      try {
        await this.db.$client.query({
          name: 'outbox_mark_sent',
          text: `update outbox_messages set status = 'sent', sent_at = now(), locked_until = null, last_error = null
            where id = any($1::bigint[])`,
          values: [marks.map((mark) => mark.id)],
        });
        for (const mark of marks) mark.recorded();
      } catch (error) {
        for (const mark of marks) mark.failed(error);
      }
    }
  }

  async #claim(): Promise<ClaimedRow[]> {
    const claim = claimStatement();
    const result = await this.db.$client.query<ClaimedRow>({
      name: 'outbox_claim',
      text: claim.sql,
      values: fillPlaceholders(claim.params, {
        batchSize: this.settings.batchSize,
        leaseMs: this.settings.leaseMs,
        inFlight: [...this.#inFlight],
        sellerTemplates: SELLER_SMS_TEMPLATES,
        partnerTemplates: PARTNER_SMS_TEMPLATES,
      }),
    });
    return result.rows;
  }

  /** Sends one message; answers whether it went out (marked by the caller); a failure is recorded here. */
  async #deliver(row: ClaimedRow): Promise<boolean> {
    const id = Number(row.id);
    const where = { outboxId: id, template: row.template, to: maskRecipient(row.recipient) };
    // The language was read with the claim, as the message is sent: one chosen after the change counts.
    const locale: Locale = isLocale(row.language) ? row.language : BASE_LOCALE;
    let rendered: ReturnType<typeof renderMessage>;
    try {
      rendered = renderMessage(row.template, row.data, this.context, locale);
    } catch (error) {
      // A message that cannot be written will not get better by waiting: give up at once, loudly.
      this.log.error({ ...where, err: error }, 'outbox: message cannot be rendered; marked failed');
      await this.#markFailed(id, row.attempts, error, true);
      return false;
    }
    try {
      const key = `phonix-outbox-${id}`;
      if (rendered.channel === 'sms') {
        const sms: SmsMessage = { ...rendered.sms, to: row.recipient, idempotencyKey: key };
        if (this.drivers.smsRouting)
          await this.drivers.smsRouting.deliver(
            { outboxId: id, template: row.template, data: row.data },
            sms,
          );
        else await this.drivers.sms.send(sms);
      } else {
        await this.drivers.email.send({
          to: row.recipient,
          subject: rendered.email.subject,
          text: rendered.email.text,
          ...(rendered.email.replyTo ? { replyTo: rendered.email.replyTo } : {}),
          idempotencyKey: key,
        });
      }
    } catch (error) {
      await this.#markFailed(id, row.attempts, error, false);
      return false;
    }
    this.log.info({ ...where, locale, attempts: row.attempts }, 'outbox: sent');
    return true;
  }

  /**
   * Records a failed try, only while the row is still this claim's ('sending' with this try's count): a
   * send that outlived its lease must not put back to pending a message another worker has since sent.
   */
  async #markFailed(id: number, attempts: number, error: unknown, permanent: boolean): Promise<void> {
    const giveUp = permanent || attempts >= this.settings.maxAttempts;
    const reason = error instanceof Error ? error.message : String(error);
    const delay = backoff(attempts, this.settings);
    await this.db.$client.query(
      `update outbox_messages
       set status = $2, locked_until = null, last_error = $3,
         next_attempt_at = now() + $4 * interval '1 millisecond'
       where id = $1 and status = 'sending' and attempts = $5`,
      [id, giveUp ? 'failed' : 'pending', reason.slice(0, 500), giveUp ? 0 : delay, attempts],
    );
    const fields = { outboxId: id, attempts, error: reason };
    if (giveUp) this.log.error(fields, 'outbox: giving up on a message');
    else this.log.warn({ ...fields, retryInMs: delay }, 'outbox: send failed; will retry');
  }
}

/** The wait before the next try after `attempts` tries. */
export function backoff(attempts: number, settings: Pick<OutboxSettings, 'backoffBaseMs' | 'backoffMaxMs'>) {
  const exponential = settings.backoffBaseMs * 2 ** Math.max(0, attempts - 1);
  const capped = Math.min(settings.backoffMaxMs, exponential);
  return Math.round(capped * (0.8 + Math.random() * 0.4));
}

/** A mobile number or e-mail address as logs may hold it: XXXXXX3210 (maskMobile), a***@example.com. */
export function maskRecipient(recipient: string): string {
  if (/^\d{10}$/.test(recipient)) return maskMobile(recipient);
  const at = recipient.indexOf('@');
  return at > 0 ? `${recipient[0]}***${recipient.slice(at)}` : '***';
}
