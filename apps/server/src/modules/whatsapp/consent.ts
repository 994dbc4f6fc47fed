import type { WhatsAppConsent, WhatsAppConsentSource } from '@phonix/shared/whatsapp-api';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ConsentRow, insertConsent, latestConsent } from './repository.ts';

/** The consent as the API shows it: the latest record decides; no record means not opted in. */
export function toConsent(row: ConsentRow | undefined): WhatsAppConsent {
  if (!row) return { opted_in: false, source: null, text: null, at: null, notice_version: null };
  return {
    opted_in: row.optedIn,
    source: row.source as WhatsAppConsentSource,
    text: row.text,
    at: row.recordedAt.toISOString(),
    notice_version: row.noticeVersion,
  };
}

/**
 * The seller's WhatsApp consent (docs/decisions/150): every opt-in and opt-out is a new record with the
 * time, the exact words shown (as sent by the page that showed them) and where (booking or profile); none is
 * ever changed, so the history shows what the seller agreed to and when. The latest record decides.
 */
export class WhatsAppConsents {
  constructor(private readonly db: Database) {}

  async read(customerId: number): Promise<WhatsAppConsent> {
    return toConsent(await latestConsent(this.db, customerId));
  }

  async optIn(customerId: number, source: WhatsAppConsentSource, text: string): Promise<WhatsAppConsent> {
    const words = text.trim();
    if (words === '') throw new AppError('WHATSAPP_CONSENT_TEXT_REQUIRED', { field: 'text' });
    return toConsent(await insertConsent(this.db, { customerId, optedIn: true, text: words, source }));
  }

  async optOut(customerId: number, source: WhatsAppConsentSource, text = ''): Promise<WhatsAppConsent> {
    return toConsent(await insertConsent(this.db, { customerId, optedIn: false, text: text.trim(), source }));
  }
}
