import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';

/**
 * The language a partner reads its texts in (its sign-in codes, the outbox's messages), given by the partners
 * module as it registers (partners/register.ts): the partners build on the SMS, the codes and the outbox, so
 * none of those imports them (issue 33).
 */
export type PartnerLanguage = (db: Database | Transaction, mobile: string) => Promise<string | undefined>;

let given: PartnerLanguage | undefined;

export function usePartnerLanguage(lookup: PartnerLanguage): void {
  given = lookup;
}

/** The chosen language of the partner with this number, undefined when none or no such partner. */
export function partnerLanguageByMobile(
  db: Database | Transaction,
  mobile: string,
): Promise<string | undefined> {
  if (!given)
    throw new Error('The partners were not given to the SMS (partners/register.ts: usePartnerLanguage)');
  return given(db, mobile);
}
