import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';

/**
 * The language a partner reads its texts in (its sign-in codes, the outbox's messages), given by the partners
 * module as it registers (partners/register.ts): the partners build on the SMS, the codes and the outbox, so
 * none of those imports them (issue 33). Given twice: as a lookup, and as a scalar query over a number that
 * another statement embeds (the outbox's claim reads each message's language with it: DR 217).
 */
export interface PartnerLanguage {
  byMobile(db: Database | Transaction, mobile: string): Promise<string | undefined>;
  byMobileQuery(mobile: SQLWrapper): SQL;
}

let given: PartnerLanguage | undefined;

export function usePartnerLanguage(language: PartnerLanguage): void {
  given = language;
}

function partnerLanguage(): PartnerLanguage {
  if (!given)
    throw new Error('The partners were not given to the SMS (partners/register.ts: usePartnerLanguage)');
  return given;
}

/** The chosen language of the partner with this number, undefined when none or no such partner. */
export function partnerLanguageByMobile(
  db: Database | Transaction,
  mobile: string,
): Promise<string | undefined> {
  return partnerLanguage().byMobile(db, mobile);
}

/** partnerLanguageByMobile as a scalar query over `mobile` (an expression of the embedding statement). */
export function partnerLanguageByMobileQuery(mobile: SQLWrapper): SQL {
  return partnerLanguage().byMobileQuery(mobile);
}
