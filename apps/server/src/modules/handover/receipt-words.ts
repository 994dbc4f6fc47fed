import {
  describePayout,
  type IdType,
  type MaskedPayout,
  WALLET_PROVIDER_LABELS,
  type WipeChecklistCode,
} from '@phonix/shared/handover';
import type { Locale } from '@phonix/shared/i18n';
import { m } from '../../lib/messages.ts';

/**
 * The handover's stored facts in the seller's language, for the receipt PDF and the payout OTP's SMS
 * (DR 145). Records keep codes and the English they were written with; English output is exactly that
 * English (describePayout, the stored labels), Hindi and Telugu come from the receipt_* messages.
 */

/** 'UPI XXXXXX3210@ybl', 'UPI ఐడీ XXXXXX3210@ybl', ... */
export function describePayoutIn(payout: MaskedPayout, locale: Locale): string {
  if (locale === 'en') return describePayout(payout);
  switch (payout.method) {
    case 'upi':
      return m.receipt_payout_upi({ vpa: payout.vpa }, { locale });
    case 'bank':
      return m.receipt_payout_bank(
        {
          account: payout.account_number,
          bank: `${payout.bank_name ? `${payout.bank_name}, ` : ''}IFSC ${payout.ifsc}`,
        },
        { locale },
      );
    case 'wallet':
      return m.receipt_payout_wallet(
        { provider: WALLET_PROVIDER_LABELS[payout.provider], mobile: payout.mobile },
        { locale },
      );
    case 'cheque':
      return m.receipt_payout_cheque({ payee: payout.payee_name }, { locale });
  }
}

/** A masked number's run of X's shortened to two ('XXXXXX3210@ybl' -> 'XX3210@ybl'): enough to recognise it. */
const brief = (masked: string) => masked.replace(/X{3,}/g, 'XX');

/**
 * Where the payout goes, in a few words for the payout code's SMS (a DLT variable holds 30 characters):
 * 'UPI XX3210@ybl', 'A/c XX4321' ('बैंक खाता XX4321'), 'Paytm wallet XX3210', 'cheque'.
 */
export function payoutInBrief(payout: MaskedPayout, locale: Locale): string {
  switch (payout.method) {
    case 'upi':
      return `UPI ${brief(payout.vpa)}`;
    case 'bank':
      return m.sms_payout_to_bank({ account: brief(payout.account_number) }, { locale });
    case 'wallet':
      return m.receipt_payout_wallet(
        { provider: WALLET_PROVIDER_LABELS[payout.provider], mobile: brief(payout.mobile) },
        { locale },
      );
    case 'cheque':
      return m.sms_payout_to_cheque({}, { locale });
  }
}

const ID_LABELS: Record<IdType, typeof m.receipt_id_aadhaar> = {
  aadhaar: m.receipt_id_aadhaar,
  pan: m.receipt_id_pan,
  driving_licence: m.receipt_id_driving_licence,
  passport: m.receipt_id_passport,
  voter_id: m.receipt_id_voter_id,
};

/** The ID document's name; the stored English label in English. */
export function idLabelIn(idType: IdType, storedLabel: string, locale: Locale): string {
  return locale === 'en' ? storedLabel : ID_LABELS[idType]({}, { locale });
}

const WIPE_LABELS: Record<WipeChecklistCode, typeof m.receipt_wipe_backup_offered> = {
  backup_offered: m.receipt_wipe_backup_offered,
  account_removed: m.receipt_wipe_account_removed,
  factory_reset: m.receipt_wipe_factory_reset,
  sim_and_card_removed: m.receipt_wipe_sim_and_card_removed,
};

/** A data-wipe step as confirmed; a code this version does not know keeps its stored label. */
export function wipeLabelIn(code: string, storedLabel: string, locale: Locale): string {
  if (locale === 'en' || !Object.hasOwn(WIPE_LABELS, code)) return storedLabel;
  return WIPE_LABELS[code as WipeChecklistCode]({}, { locale });
}
