import type { RecordingSms } from './recording-sms.ts';
import type { TestApp } from './test-app.ts';

/**
 * Completing an order the only way there is: the doorstep handover over HTTP (issue 13). The partner
 * holding the order records the IMEIs, the seller's ID and the data wipe; the seller chooses how to be
 * paid; the partner enters the final amount and texts the seller the payout OTP, which the seller reads out
 * and the partner enters. Each step answers as the API does, so a test can see where and why a completion
 * is refused.
 */

/** Two distinct IMEIs that pass the Luhn check and are not on the sample restricted list. */
export const CLEAR_IMEIS = { imei_1: '490154203237518', imei_2: '356938035643809' };
/** The Luhn check digit of 14 digits: what makes them a 15-digit IMEI. */
export function luhnDigit(body: string): string {
  let sum = 0;
  for (let index = 0; index < body.length; index++) {
    let digit = Number(body[body.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

let serial = Math.floor(Math.random() * 400_000);
/**
 * A dual-SIM pair of IMEIs no other order of this run used: an IMEI on a completed order is refused on the
 * next one (issue 31, IMEI_ALREADY_BOUGHT), so each completion in a test file needs its own phone.
 */
export function freshImeis(): { imei_1: string; imei_2: string } {
  const one = (n: number) => {
    const body = `49015421${String(n).padStart(6, '0')}`;
    return body + luhnDigit(body);
  };
  serial += 2;
  return { imei_1: one(serial), imei_2: one(serial + 1) };
}

/** What the `manual` checker needs with each IMEI (the `list` checker ignores it). */
const MANUAL_CHECKS = [
  { status: 'clear', reference: 'KYM reply 10:42' },
  { status: 'clear', reference: 'KYM reply 10:43' },
];
export const SELLER_ID = { id_type: 'aadhaar', id_last_four: '1234', name_on_id: 'Ravi Kumar' };
export const WIPED = {
  backup_offered: true,
  account_removed: true,
  factory_reset: true,
  sim_and_card_removed: true,
};
export const UPI = { method: 'upi', vpa: '9876543210@ybl' };

export type HandoverStep = 'imei' | 'seller-id' | 'wipe' | 'payout' | 'amount' | 'send-otp' | 'complete';
/** A step's answer: the first one refused, or the last one taken. */
export interface StepAnswer {
  step: HandoverStep;
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read the JSON bodies of several calls
  body: any;
}

type Caller = { auth: Record<string, string> };
type Seller = Caller & { mobile: string };

async function post(app: TestApp['app'], who: Caller, url: string, payload: object) {
  const response = await app.inject({ method: 'POST', url, headers: who.auth, payload });
  return { status: response.statusCode, body: response.json() };
}

/**
 * The newest payout OTP texted to a number (the order's other SMS may arrive in between), in whatever
 * language the seller reads: found by its template, the code first in every language.
 */
export function lastPayoutOtp(sms: RecordingSms, mobile: string): string {
  const message = sms.sent.findLast((entry) => entry.to === mobile && entry.template === 'payout_code');
  const code = message?.text.match(/^(\d{4})\b/)?.[1];
  if (!code) throw new Error(`No payout OTP was sent to ${mobile}`);
  return code;
}

/**
 * Every handover step up to the payout OTP texted to the seller, stopping at the first one refused.
 * `amount` defaults to the agreed value the partner's handover shows; `payout` to UPI. On success the answer
 * is the send-otp step's, with the OTP the seller received. Steps may be taken again until the payout is
 * released (a new payout choice or amount drops an OTP sent before).
 */
export async function handoverUntilOtp(
  app: TestApp['app'],
  sms: RecordingSms,
  partner: Caller,
  seller: Seller,
  ref: string,
  amount?: number,
  options: { payout?: object; imeis?: { imei_1: string; imei_2?: string } } = {},
): Promise<StepAnswer & { otp?: string }> {
  const partnerStep = (step: HandoverStep, payload: object = {}) =>
    post(app, partner, `/api/partner/orders/${ref}/handover/${step}`, payload);
  const steps: [HandoverStep, () => Promise<{ status: number; body: StepAnswer['body'] }>][] = [
    ['imei', () => partnerStep('imei', { ...(options.imeis ?? freshImeis()), manual_check: MANUAL_CHECKS })],
    ['seller-id', () => partnerStep('seller-id', SELLER_ID)],
    ['wipe', () => partnerStep('wipe', WIPED)],
    ['payout', () => post(app, seller, `/api/handover/${ref}/payout`, options.payout ?? UPI)],
    [
      'amount',
      async () => {
        if (amount !== undefined) return partnerStep('amount', { final_amount: amount });
        const state = await app.inject({
          method: 'GET',
          url: `/api/partner/orders/${ref}/handover`,
          headers: partner.auth,
        });
        if (state.statusCode !== 200) return { status: state.statusCode, body: state.json() };
        return partnerStep('amount', { final_amount: state.json().handover.agreed_value });
      },
    ],
    ['send-otp', () => partnerStep('send-otp')],
  ];
  let answer: StepAnswer | undefined;
  for (const [step, take] of steps) {
    answer = { step, ...(await take()) };
    if (answer.status !== 200) return answer;
  }
  return { ...(answer as StepAnswer), otp: lastPayoutOtp(sms, seller.mobile) };
}

/**
 * Completes an order through the handover: every step, then the partner enters the OTP the seller read
 * out. Answers the first step refused, or the completion's answer (200: the payout released, the receipt
 * written, the order Completed).
 */
export async function completeThroughHandover(
  app: TestApp['app'],
  sms: RecordingSms,
  partner: Caller,
  seller: Seller,
  ref: string,
  amount?: number,
  options: { payout?: object; imeis?: { imei_1: string; imei_2?: string } } = {},
): Promise<StepAnswer> {
  const ready = await handoverUntilOtp(app, sms, partner, seller, ref, amount, options);
  if (ready.status !== 200 || !ready.otp) return ready;
  const done = await post(app, partner, `/api/partner/orders/${ref}/handover/complete`, { otp: ready.otp });
  return { step: 'complete', ...done };
}
