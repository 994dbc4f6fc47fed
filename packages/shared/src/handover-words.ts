import {
  type IdType,
  type MaskedPayout,
  WALLET_PROVIDER_LABELS,
  type WipeChecklistCode,
} from './handover.ts';
import { partner_final_amount_problem } from './i18n/paraglide/messages/partner_final_amount_problem.js';
import { partner_id_last_four_aadhaar } from './i18n/paraglide/messages/partner_id_last_four_aadhaar.js';
import { partner_id_last_four_driving_licence } from './i18n/paraglide/messages/partner_id_last_four_driving_licence.js';
import { partner_id_last_four_pan } from './i18n/paraglide/messages/partner_id_last_four_pan.js';
import { partner_id_last_four_passport } from './i18n/paraglide/messages/partner_id_last_four_passport.js';
import { partner_id_last_four_voter_id } from './i18n/paraglide/messages/partner_id_last_four_voter_id.js';
import { partner_id_type_aadhaar } from './i18n/paraglide/messages/partner_id_type_aadhaar.js';
import { partner_id_type_driving_licence } from './i18n/paraglide/messages/partner_id_type_driving_licence.js';
import { partner_id_type_pan } from './i18n/paraglide/messages/partner_id_type_pan.js';
import { partner_id_type_passport } from './i18n/paraglide/messages/partner_id_type_passport.js';
import { partner_id_type_voter_id } from './i18n/paraglide/messages/partner_id_type_voter_id.js';
import { partner_payout_bank } from './i18n/paraglide/messages/partner_payout_bank.js';
import { partner_payout_bank_no_name } from './i18n/paraglide/messages/partner_payout_bank_no_name.js';
import { partner_payout_cheque } from './i18n/paraglide/messages/partner_payout_cheque.js';
import { partner_payout_wallet } from './i18n/paraglide/messages/partner_payout_wallet.js';
import { partner_seller_id_reason } from './i18n/paraglide/messages/partner_seller_id_reason.js';
import { partner_wipe_account_how } from './i18n/paraglide/messages/partner_wipe_account_how.js';
import { partner_wipe_account_label } from './i18n/paraglide/messages/partner_wipe_account_label.js';
import { partner_wipe_backup_how } from './i18n/paraglide/messages/partner_wipe_backup_how.js';
import { partner_wipe_backup_label } from './i18n/paraglide/messages/partner_wipe_backup_label.js';
import { partner_wipe_reset_how } from './i18n/paraglide/messages/partner_wipe_reset_how.js';
import { partner_wipe_reset_label } from './i18n/paraglide/messages/partner_wipe_reset_label.js';
import { partner_wipe_sim_how } from './i18n/paraglide/messages/partner_wipe_sim_how.js';
import { partner_wipe_sim_label } from './i18n/paraglide/messages/partner_wipe_sim_label.js';
import type { Locale } from './i18n.ts';
import { formatINR } from './money.ts';

/**
 * The handover's words (handover.ts) in the reader's language (issue 22): ID types and their hints, why the
 * seller's ID is asked, the data-wipe checklist, payout methods and descriptions, and the handover's form
 * messages. handover.ts keeps the English constants (codes and English stay as they were, for the server's
 * records and its English answers); these functions give the same texts in English, Hindi or Telugu. Without
 * a language they use the current one (the page's in the browser, the render's on the server).
 */

/** Options for a message: the language asked for, or the current one. */
const inLocale = (locale: Locale | undefined) => (locale ? { locale } : {});

const ID_TYPE_LABELS: Record<IdType, typeof partner_id_type_aadhaar> = {
  aadhaar: partner_id_type_aadhaar,
  pan: partner_id_type_pan,
  driving_licence: partner_id_type_driving_licence,
  passport: partner_id_type_passport,
  voter_id: partner_id_type_voter_id,
};

const ID_LAST_FOUR: Record<IdType, typeof partner_id_last_four_aadhaar> = {
  aadhaar: partner_id_last_four_aadhaar,
  pan: partner_id_last_four_pan,
  driving_licence: partner_id_last_four_driving_licence,
  passport: partner_id_last_four_passport,
  voter_id: partner_id_last_four_voter_id,
};

/** 'Aadhaar', 'आधार', 'ఆధార్'. */
export const idTypeLabel = (type: IdType, locale?: Locale): string =>
  ID_TYPE_LABELS[type]({}, inLocale(locale));

/** What the last four characters of an ID type look like, as the form's hint and error. */
export const idLastFourMessage = (type: IdType, locale?: Locale): string =>
  ID_LAST_FOUR[type]({}, inLocale(locale));

/** Why the executive asks for the seller's ID (SELLER_ID_REASON). */
export const sellerIdReason = (locale?: Locale): string => partner_seller_id_reason({}, inLocale(locale));

const WIPE_WORDS: Record<
  WipeChecklistCode,
  { label: typeof partner_wipe_backup_label; how: typeof partner_wipe_backup_how }
> = {
  backup_offered: { label: partner_wipe_backup_label, how: partner_wipe_backup_how },
  account_removed: { label: partner_wipe_account_label, how: partner_wipe_account_how },
  factory_reset: { label: partner_wipe_reset_label, how: partner_wipe_reset_how },
  sim_and_card_removed: { label: partner_wipe_sim_label, how: partner_wipe_sim_how },
};

/** A data-wipe checklist item's label and instruction (WIPE_CHECKLIST). */
export function wipeChecklistWords(code: WipeChecklistCode, locale?: Locale) {
  const words = WIPE_WORDS[code];
  return { label: words.label({}, inLocale(locale)), instruction: words.how({}, inLocale(locale)) };
}

/** The one line of a payout choice (describePayout): 'UPI XXXXXX3210@ybl', 'खाता XXXX1234 में बैंक ट्रांसफ़र ...'. */
export function payoutDescription(payout: MaskedPayout, locale?: Locale): string {
  const options = inLocale(locale);
  switch (payout.method) {
    case 'upi':
      return `UPI ${payout.vpa}`;
    case 'bank':
      return payout.bank_name
        ? partner_payout_bank(
            { account: payout.account_number, bank: payout.bank_name, ifsc: payout.ifsc },
            options,
          )
        : partner_payout_bank_no_name({ account: payout.account_number, ifsc: payout.ifsc }, options);
    case 'wallet':
      return partner_payout_wallet(
        { provider: WALLET_PROVIDER_LABELS[payout.provider], mobile: payout.mobile },
        options,
      );
    case 'cheque':
      return partner_payout_cheque({ payee: payout.payee_name }, options);
  }
}

/** finalAmountProblem in the reader's language: null when the amount is the agreed price. */
export function finalAmountProblemWords(
  finalAmount: number,
  agreedValue: number,
  locale?: Locale,
): string | null {
  if (finalAmount === agreedValue) return null;
  return partner_final_amount_problem({ amount: formatINR(agreedValue, locale) }, inLocale(locale));
}

/** Kept here too for the handover's callers; its home is payout-method-words.ts (a module of three words). */
export { payoutMethodLabel } from './payout-method-words.ts';
