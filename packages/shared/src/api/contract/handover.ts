import {
  closeDoorHoldRequestSchema,
  closeDoorHoldResponseSchema,
  doorHoldParams,
} from '../../console-queues.ts';
import {
  finalAmountRequestSchema,
  payoutChoiceRequestSchema,
  recordImeiRequestSchema,
  sellerIdRequestSchema,
  wipeChecklistRequestSchema,
} from '../../handover.ts';
import {
  dealerRegisterQuerySchema,
  partnerHandoverResponseSchema,
  partnerHandoverStepResponseSchema,
  releaseWithOtpRequestSchema,
  sellerHandoverResponseSchema,
  sellerHandoverStepResponseSchema,
} from '../../handover-api.ts';
import type { HANDOVER_ENDPOINTS } from '../endpoints/handover.ts';
import { type ContractOf, refParams } from './common.ts';

/**
 * What the endpoints of apps/server/src/modules/handover take and answer (routes: ../endpoints/handover.ts).
 */
export const HANDOVER_CONTRACT = {
  partnerHandover: {
    tags: ['handover'],
    summary: 'The handover of an order the partner holds: what is recorded, what is missing, the payout',
    description: 'Only the partner holding the order; anyone else 404.',
    params: refParams,
    response: partnerHandoverResponseSchema,
    errors: [404],
  },
  partnerHandoverImei: {
    tags: ['handover'],
    summary: "Record the phone's IMEI(s) and check them against the restricted list",
    description:
      'One IMEI, or two distinct ones (15 digits, Luhn). With IMEI_CHECKER=manual each needs manual_check ' +
      '(the result and reference of the official check), else 400 IMEI_CHECK_MISSING. A restricted IMEI is ' +
      'recorded and answers 409 IMEI_RESTRICTED: the handover cannot go on.',
    params: refParams,
    body: recordImeiRequestSchema,
    response: partnerHandoverStepResponseSchema,
    errors: [404, 409],
  },
  partnerHandoverSellerId: {
    tags: ['handover'],
    summary: "Record the seller's ID: its type, last four characters and the name on it (stored masked)",
    params: refParams,
    body: sellerIdRequestSchema,
    response: partnerHandoverStepResponseSchema,
    errors: [404, 409],
  },
  partnerHandoverWipe: {
    tags: ['handover'],
    summary: 'Confirm the data-wipe checklist done with the seller',
    params: refParams,
    body: wipeChecklistRequestSchema,
    response: partnerHandoverStepResponseSchema,
    errors: [404, 409],
  },
  partnerHandoverAmount: {
    tags: ['handover'],
    summary: 'Confirm the amount paid: exactly the agreed value (400 AMOUNT_NOT_AGREED otherwise)',
    description:
      'Changing the amount drops a payout OTP already sent. 409 ORDER_TRANSITION_NOT_ALLOWED while a ' +
      "revised offer waits for the seller's decision.",
    params: refParams,
    body: finalAmountRequestSchema,
    response: partnerHandoverStepResponseSchema,
    errors: [404, 409],
  },
  partnerHandoverSendOtp: {
    tags: ['handover'],
    summary: 'Text the seller the OTP that releases the payout (amount and masked destination in the SMS)',
    description:
      'Every step must be done and the seller must have chosen the payout (409 HANDOVER_INCOMPLETE); ' +
      'a cool-down applies between OTPs (429 OTP_COOLDOWN).',
    params: refParams,
    response: partnerHandoverStepResponseSchema,
    errors: [404, 409, 429],
  },
  partnerHandoverComplete: {
    tags: ['handover'],
    summary: 'The OTP the seller reads out: releases the payout, writes the receipt and completes the order',
    description:
      'Wrong, expired or locked OTPs are 400 (OTP_INVALID, OTP_EXPIRED, OTP_LOCKED) and change nothing but ' +
      'the count of wrong tries. A payout refused by the bank is 400 PAYOUT_REJECTED; a provider that does ' +
      'not answer is 503 PAYOUT_UNAVAILABLE (call again: the seller is never paid twice). A completed ' +
      'handover answers 409 HANDOVER_ALREADY_COMPLETED. The price must still be settled: a revised offer ' +
      "waiting for the seller's decision is 409 ORDER_TRANSITION_NOT_ALLOWED, and a final amount entered " +
      'against an agreed value that changed since is 409 ORDER_CHANGED (enter the amount again). One ' +
      'request at a time takes the payout to the provider: a parallel one answers 409 PAYOUT_IN_PROGRESS. ' +
      'Limited per client address and order (429 RATE_LIMITED), and to a few wrong codes (429 ' +
      'PAYOUT_OTP_LIMIT). This is the only way an order is completed.',
    params: refParams,
    body: releaseWithOtpRequestSchema,
    response: partnerHandoverStepResponseSchema,
    errors: [404, 409, 429],
  },
  sellerHandover: {
    tags: ['handover'],
    summary: "The handover of the seller's order: payout chosen (masked), final amount, payout reference",
    params: refParams,
    response: sellerHandoverResponseSchema,
    errors: [404],
  },
  sellerChoosePayout: {
    tags: ['handover'],
    summary: 'Choose how to be paid: UPI ID, bank account and IFSC, Amazon Pay wallet, or cheque',
    description:
      'Once the order is out for pickup and until the payout is released (409 otherwise). Stored masked; ' +
      'an IFSC that names no branch is 400 IFSC_UNKNOWN. Changing it drops a payout OTP already sent.',
    params: refParams,
    body: payoutChoiceRequestSchema,
    response: sellerHandoverStepResponseSchema,
    errors: [404, 409],
  },
  sellerConfirmPayout: {
    tags: ['handover'],
    summary: 'Confirm the payout with the OTP on your own page instead of reading it out',
    description:
      'The same as the partner entering the OTP (partnerHandoverComplete): the payout, the receipt and ' +
      'completion follow, with the same refusals and limits.',
    params: refParams,
    body: releaseWithOtpRequestSchema,
    response: sellerHandoverStepResponseSchema,
    errors: [404, 409, 429],
  },
  staffDealerRegister: {
    tags: ['console'],
    summary: 'The dealer register (CSV): one line per purchase receipt of the days asked for (audited)',
    description:
      'text/csv with a byte-order mark: date, receipt number, seller name, mobile and pickup address, masked ID, ' +
      'IMEI 1 and 2 (as text: a leading apostrophe), model, price, and the partner (shop, owner, mobile) that ' +
      'bought the phone; a cell that could start a formula gets a leading apostrophe. ' +
      'from and to are India days, both included; by default the current financial year up to today.',
    query: dealerRegisterQuerySchema,
    response: null,
    produces: 'text/csv',
    errors: [],
  },
  staffCloseDoorHold: {
    tags: ['console'],
    summary:
      'Close a phone stopped or flagged at the door: cancel the order (the seller and partner told the reason), release it (a restricted IMEI after a second check, a real resale), or mark a brand flag checked (audited)',
    params: doorHoldParams,
    body: closeDoorHoldRequestSchema,
    response: closeDoorHoldResponseSchema,
    errors: [400, 404, 409],
  },
} as const satisfies ContractOf<typeof HANDOVER_ENDPOINTS>;
