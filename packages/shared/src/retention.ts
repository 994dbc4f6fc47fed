/**
 * How long we must keep what the law makes us keep after a seller erases their account (issue 24), in ONE
 * place, each period with the rule it comes from. Everything else about an erased seller is deleted or
 * anonymised at once (apps/server/src/modules/privacy/erasure.ts reads these periods).
 */

export interface RetentionRule {
  /** What is kept. */
  what: string;
  /** Why: the rule that makes us keep it. */
  why: string;
  /** The rule's source, by name. */
  source: string;
  /** The period in words (shown on the notice). */
  period: string;
  /** Years kept after the end of the financial year (April-March, India time) of the record. */
  yearsAfterFinancialYear: number;
}

export const RETENTION = {
  /**
   * Purchase receipts: books of account and the documents behind them. Income-tax Rules 1962, rule 6F(5):
   * kept for six years from the end of the relevant assessment year, which is the year after the financial
   * year of the purchase, so seven years after that financial year ends.
   */
  purchaseReceipt: {
    what: 'Purchase receipts (your name, mobile, pickup address, the phone, its IMEIs, ID type and last four characters, the amount and how it was paid)',
    why: 'Books of account must be kept for tax assessments.',
    source: 'Income-tax Rules 1962, rule 6F(5) (under section 44AA of the Income-tax Act 1961)',
    period: 'seven years after the end of the financial year of the purchase',
    yearsAfterFinancialYear: 7,
  },
  /**
   * The dealer register of second-hand phones bought (docs/decisions/020, 040): drawn from the purchase
   * receipts alone, so it lives exactly as long as they do.
   */
  dealerRegister: {
    what: 'The dealer register of phones bought (drawn from the purchase receipts)',
    why: 'A dealer in second-hand phones keeps a register of each phone bought, from whom, for the police to inspect.',
    source:
      'The second-hand dealer register kept under the police licensing rules of the states we buy in; drawn from the purchase receipts, so kept as long as they are (Income-tax Rules 1962, rule 6F(5))',
    period: 'as long as the purchase receipts it is drawn from',
    yearsAfterFinancialYear: 7,
  },
  /**
   * Photos of the phone taken at the door (issue 34): they prove the condition the purchase price rests on,
   * so they are documents behind the purchase receipt and live exactly as long as it does.
   */
  doorPhotos: {
    what: 'Photos of the phone taken at pickup, for each answer the partner changed',
    why: 'They show the condition the price paid rests on, as documents behind the purchase receipt.',
    source:
      'Income-tax Rules 1962, rule 6F(5) (the documents behind the books of account), kept with the purchase receipt',
    period: 'as long as the purchase receipt of the order',
    yearsAfterFinancialYear: 7,
  },
} as const satisfies Record<string, RetentionRule>;

export type RetentionCode = keyof typeof RETENTION;

/**
 * The India day until which a record of a financial year ('2026-27') is kept: 31 March of the financial year's
 * last year plus `years`.
 */
export function keptUntil(financialYear: string, years: number): string {
  const start = Number(financialYear.slice(0, 4));
  return `${start + 1 + years}-03-31`;
}

/**
 * Accounts nobody uses (issue 24): erased after this long without the seller approaching us (a sign-in, an
 * order, a grievance), told first. DPDP Rules 2025, rule 8(1) with the Third Schedule (e-commerce entities:
 * three years from the Data Principal's last approach or exercise of rights) and rule 8(2) (inform at least
 * 48 hours before the period is completed that the data will be erased unless they log in or contact us).
 * The sweep is apps/server/src/modules/privacy/retention-sweeps.ts `runInactiveAccountSweep`.
 */
export const INACTIVE_ACCOUNT = {
  years: 3,
  noticeHours: 48,
  source:
    'Digital Personal Data Protection Rules 2025, rule 8(1) and (2) with the Third Schedule (three years; told at least 48 hours before)',
} as const;

/**
 * Access logs (the audit log, and sign-in records that have ended): kept one year, then deleted. DPDP Rules
 * 2025, rule 6(1)(e) (logs of access to personal data kept for a year, for detecting and remedying a breach)
 * and rule 8(3). The sweep is `runAccessLogSweep` (retention-sweeps.ts).
 */
export const ACCESS_LOGS = {
  years: 1,
  source: 'Digital Personal Data Protection Rules 2025, rule 6(1)(e) and rule 8(3) (one year)',
} as const;

/** A time `years` calendar years before `now` (UTC calendar; a leap day falls back to 28 February). */
export function yearsBefore(now: Date, years: number): Date {
  const then = new Date(now.getTime());
  then.setUTCFullYear(then.getUTCFullYear() - years);
  if (then.getUTCMonth() !== now.getUTCMonth()) then.setUTCDate(0);
  return then;
}
