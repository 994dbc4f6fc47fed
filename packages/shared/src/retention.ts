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
