import { LOCALES, type Locale } from '@phonix/shared/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { customerLanguageByMobile } from '../customers/index.ts';
import type { SmsDriver, SmsMessage } from '../sms/index.ts';
import { latestConsent, markAccepted, markSendError, messageForOutbox, startMessage } from './repository.ts';
import { hasWhatsAppTemplate, WHATSAPP_LANGUAGE, whatsAppTemplateFor } from './templates.ts';
import { applyUnmatchedEvents } from './webhook-events.ts';
import type { WhatsAppDriver } from './whatsapp-driver.ts';

/** The outbox row an SMS comes from: what the channel needs besides the SMS itself. */
export interface OutboxSmsRow {
  outboxId: number;
  template: string;
  data: unknown;
}

/** How an outbox SMS was delivered. */
export type Delivery = 'whatsapp' | 'whatsapp-already' | 'sms';

/**
 * WhatsApp or SMS for each outbox SMS (issue 23, docs/decisions/150); the outbox worker hands every SMS to
 * `deliver` when WhatsApp is configured. An order update goes by WhatsApp when its template has a WhatsApp
 * template (templates.ts) and the seller's latest consent record is an opt-in; otherwise, or when the
 * WhatsApp call fails or times out, the SMS goes, once:
 * - the WhatsApp try is recorded per outbox row before the call (whatsapp_messages, status 'sending'), its
 *   answer after it ('accepted' with the provider's id, or 'error');
 * - a later try of the same outbox row (the SMS failed and is retried, or a crash left the row to another
 *   claim) reads that record: after an 'error' only the SMS is tried again; after 'accepted' nothing is sent
 *   (WhatsApp has it); only a try that was in flight when the process died is repeated.
 * An SMS written because the provider later reported the WhatsApp message failed (webhook-events.ts) is
 * recognised by its row id and goes by SMS.
 */
export class OrderUpdateChannel {
  constructor(
    private readonly db: Database,
    private readonly whatsapp: WhatsAppDriver,
    private readonly sms: SmsDriver,
    private readonly publicOrigin: string,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
  ) {}

  async deliver(row: OutboxSmsRow, message: SmsMessage): Promise<Delivery> {
    const call = await this.#whatsAppCall(row, message.to);
    if (call === 'sms') {
      await this.sms.send(message);
      return 'sms';
    }
    if (call === 'already') return 'whatsapp-already';
    await startMessage(this.db, {
      outboxId: row.outboxId,
      customerId: call.customerId,
      recipient: message.to,
      template: row.template,
      waTemplate: call.name,
      language: call.language,
    });
    let messageId: string;
    try {
      ({ messageId } = await this.whatsapp.sendTemplate({
        to: message.to,
        template: call.name,
        language: call.language,
        parameters: call.parameters,
      }));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // Recorded first: if the SMS below fails, the outbox's next try sends the SMS only.
      await markSendError(this.db, row.outboxId, reason);
      this.log.warn({ outboxId: row.outboxId, error: reason }, 'whatsapp: send failed; sending the SMS');
      await this.sms.send(message);
      return 'sms';
    }
    await markAccepted(this.db, row.outboxId, messageId);
    // A status the webhook brought before this answer was recorded is applied now.
    await applyUnmatchedEvents(this.db, messageId);
    this.log.info({ outboxId: row.outboxId, template: call.name }, 'whatsapp: sent');
    return 'whatsapp';
  }

  /** How this row goes: by SMS, not at all (WhatsApp has it), or this WhatsApp template call. */
  async #whatsAppCall(
    row: OutboxSmsRow,
    to: string,
  ): Promise<
    'sms' | 'already' | { customerId: number; name: string; language: string; parameters: string[] }
  > {
    if (!hasWhatsAppTemplate(row.template)) return 'sms';
    const earlier = await messageForOutbox(this.db, row.outboxId);
    if (earlier) {
      if (earlier.fallbackOutboxId === row.outboxId || earlier.status === 'error') return 'sms';
      if (earlier.status !== 'sending') return 'already';
    }
    const customer = await customerLanguageByMobile(this.db, to);
    if (!customer) return 'sms';
    const consent = await latestConsent(this.db, customer.id);
    if (!consent?.optedIn) return 'sms';
    const locale: Locale = (LOCALES as readonly string[]).includes(customer.language)
      ? (customer.language as Locale)
      : 'en';
    try {
      const call = whatsAppTemplateFor(row.template, row.data, locale, this.publicOrigin);
      if (!call) return 'sms';
      return { customerId: customer.id, language: WHATSAPP_LANGUAGE[locale], ...call };
    } catch (error) {
      // A fact the WhatsApp template lacks is a bug to fix; the seller still gets the SMS.
      this.log.error(
        { outboxId: row.outboxId, err: error },
        'whatsapp: template cannot be filled; sending the SMS',
      );
      return 'sms';
    }
  }
}
