import type { PayoutMethod } from './handover.ts';
import { partner_payout_method_bank } from './i18n/paraglide/messages/partner_payout_method_bank.js';
import { partner_payout_method_cheque } from './i18n/paraglide/messages/partner_payout_method_cheque.js';
import { partner_payout_method_wallet } from './i18n/paraglide/messages/partner_payout_method_wallet.js';
import type { Locale } from './i18n.ts';

/**
 * How a payout method reads (PAYOUT_METHOD_LABELS of handover.ts) in the reader's language; a module of its
 * own, so an order list or a history page that names the method does not carry the handover's other words.
 * Without a language, the current one.
 */
/** 'UPI', 'Bank transfer', ... (PAYOUT_METHOD_LABELS); UPI is UPI in every language. */
export function payoutMethodLabel(method: PayoutMethod, locale?: Locale): string {
  switch (method) {
    case 'upi':
      return 'UPI';
    case 'bank':
      return partner_payout_method_bank({}, locale ? { locale } : {});
    case 'wallet':
      return partner_payout_method_wallet({}, locale ? { locale } : {});
    case 'cheque':
      return partner_payout_method_cheque({}, locale ? { locale } : {});
  }
}
