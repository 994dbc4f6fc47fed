import { z } from 'zod';
import {
  acceptNoticeRequestSchema,
  breachBoardReportRequestSchema,
  breachesResponseSchema,
  breachResponseSchema,
  breachSellersPreviewResponseSchema,
  breachSellersResponseSchema,
  breachSellersSchema,
  consentsResponseSchema,
  createBreachRequestSchema,
  createGrievanceRequestSchema,
  erasureRequestSchema,
  erasureResponseSchema,
  grievanceResponseSchema,
  grievancesResponseSchema,
  nominationsResponseSchema,
  nomineeOtpRequestSchema,
  nomineeResponseSchema,
  nomineeSessionRequestSchema,
  nomineeSessionResponseSchema,
  partnerGrievanceRequestSchema,
  partnerPrivacyDataResponseSchema,
  privacyDataResponseSchema,
  privacyResponseSchema,
  removeNomineeRequestSchema,
  sellerBreachesResponseSchema,
  setConsentRequestSchema,
  setNomineeRequestSchema,
  staffGrievanceReplyRequestSchema,
  staffGrievanceResponseSchema,
  staffGrievancesResponseSchema,
  verifyNomineeRequestSchema,
} from '../../privacy-api.ts';
import { fields, messageResponseSchema } from '../../validation.ts';
import type { PRIVACY_ENDPOINTS } from '../endpoints/privacy.ts';
import type { ContractOf } from './common.ts';

const nominationIdParams = z.object({ nominationId: fields.id() });
const breachIdParams = z.object({ breachId: fields.id() });
/**
 * What the endpoints of apps/server/src/modules/privacy take and answer (routes: ../endpoints/privacy.ts).
 */
export const PRIVACY_CONTRACT = {
  privacy: {
    tags: ['privacy'],
    summary:
      "The signed-in seller's privacy: the notice version accepted (and the current one), consents, rights",
    response: privacyResponseSchema,
    errors: [],
  },
  privacyAcceptNotice: {
    tags: ['privacy'],
    summary: 'Accept the privacy notice of this version (recorded with the time)',
    description:
      'An unknown version answers 400 NOTICE_VERSION_UNKNOWN; a replaced one 409 NOTICE_VERSION_OUTDATED.',
    body: acceptNoticeRequestSchema,
    response: privacyResponseSchema,
    errors: [409, 429],
  },
  privacySetConsent: {
    tags: ['privacy'],
    summary: 'Turn an optional purpose (WhatsApp updates, offers by SMS) on or off; each change is a record',
    description:
      'Turning one on needs the words shown (400 CONSENT_TEXT_REQUIRED). Never changes an order in progress.',
    body: setConsentRequestSchema,
    response: consentsResponseSchema,
    errors: [429],
  },
  privacyWithdrawConsents: {
    tags: ['privacy'],
    summary: 'Turn every optional purpose off in one call',
    response: consentsResponseSchema,
    errors: [429],
  },
  privacyData: {
    tags: ['privacy'],
    summary: 'Everything held about the signed-in seller, as JSON (secrets such as code hashes left out)',
    response: privacyDataResponseSchema,
    errors: [429],
  },
  privacyErasureOtp: {
    tags: ['privacy'],
    summary: "Send a one-time code to the seller's number to confirm erasing the account",
    description: 'Refused with 409 ERASURE_ORDER_OPEN while an order is open.',
    response: messageResponseSchema,
    errors: [409, 429, 503],
  },
  privacyErasure: {
    tags: ['privacy'],
    summary:
      'Erase the account with the code: everything not under a legal duty is deleted or anonymised, sessions end',
    description:
      'Refused with 409 ERASURE_ORDER_OPEN while an order is open, 409 ACCOUNT_ERASED when another erasure ' +
      'came first (the code stays unused); OTP_* 400s for a wrong code. Answers what is kept, why and until when.',
    body: erasureRequestSchema,
    response: erasureResponseSchema,
    errors: [409, 429],
  },
  createGrievance: {
    tags: ['privacy'],
    summary: 'Raise a grievance (optionally about one of your orders): a number, its state and due day',
    description: "Another seller's order reference answers 404 ORDER_NOT_FOUND.",
    body: createGrievanceRequestSchema,
    response: grievanceResponseSchema,
    errors: [404, 429],
  },
  grievances: {
    tags: ['privacy'],
    summary: "The signed-in seller's grievances, newest first",
    response: grievancesResponseSchema,
    errors: [],
  },
  privacyNominee: {
    tags: ['privacy'],
    summary: "The signed-in seller's nominee (null when none)",
    response: nomineeResponseSchema,
    errors: [],
  },
  privacyNomineeOtp: {
    tags: ['privacy'],
    summary: "Send a code to the seller's own number to confirm naming, replacing or removing a nominee",
    response: messageResponseSchema,
    errors: [409, 429, 503],
  },
  privacySetNominee: {
    tags: ['privacy'],
    summary:
      "Name a nominee (name, mobile) with the seller's fresh code; a code goes to the nominee's number",
    description:
      "The seller's own number answers 400 NOMINEE_OWN_MOBILE; OTP_* 400s for a wrong code. A nominee named " +
      'before is replaced (and their sign-ins end). Refused as a whole (nothing stored, the code unused) when ' +
      "the nominee's code cannot be sent: 429 OTP_COOLDOWN and the caps, 503 SMS_UNAVAILABLE.",
    body: setNomineeRequestSchema,
    response: nomineeResponseSchema,
    errors: [409, 429, 503],
  },
  privacyVerifyNominee: {
    tags: ['privacy'],
    summary: "Confirm the nominee with the code sent to the nominee's number",
    description: '409 NOMINEE_NOT_PENDING when no nominee waits for a code.',
    body: verifyNomineeRequestSchema,
    response: nomineeResponseSchema,
    errors: [409, 429],
  },
  privacyRemoveNominee: {
    tags: ['privacy'],
    summary: "Remove the nominee with the seller's fresh code (their sign-ins end)",
    body: removeNomineeRequestSchema,
    response: nomineeResponseSchema,
    errors: [404, 409, 429],
  },
  privacyBreaches: {
    tags: ['privacy'],
    summary: 'The personal data breaches that affected the signed-in seller: what, when, what to do',
    response: sellerBreachesResponseSchema,
    errors: [],
  },
  nomineeOtp: {
    tags: ['privacy'],
    summary: 'A nominee asks for a sign-in code to their own number',
    description: 'Answers the same whether or not the number is a nominee (a code is sent only when it is).',
    body: nomineeOtpRequestSchema,
    response: messageResponseSchema,
    errors: [429, 503],
  },
  nomineeSession: {
    tags: ['privacy'],
    summary: 'A nominee signs in with the code: a short session and the sellers they act for',
    description: '404 NOMINEE_NOT_FOUND when the number is no active nominee; OTP_* 400s for a wrong code.',
    body: nomineeSessionRequestSchema,
    response: nomineeSessionResponseSchema,
    errors: [404, 429],
  },
  nomineeLogout: {
    tags: ['privacy'],
    summary: "End the nominee's session",
    response: messageResponseSchema,
    errors: [],
  },
  nomineeNominations: {
    tags: ['privacy'],
    summary: 'The sellers the signed-in nominee acts for',
    response: nominationsResponseSchema,
    errors: [],
  },
  nomineeData: {
    tags: ['privacy'],
    summary: "Everything held about the seller who named the nominee (audited as the nominee's)",
    description: "Another number's nomination answers 404 NOMINEE_NOT_FOUND.",
    params: nominationIdParams,
    response: privacyDataResponseSchema,
    errors: [404, 429],
  },
  nomineeErasureOtp: {
    tags: ['privacy'],
    summary: "Send a code to the nominee's number to confirm erasing the seller's account",
    description: 'The code is for this nomination only: it erases no other seller who named the same number.',
    params: nominationIdParams,
    response: messageResponseSchema,
    errors: [404, 409, 429, 503],
  },
  nomineeErasure: {
    tags: ['privacy'],
    summary: "Erase the seller's account with the nominee's fresh code: what is kept, why and until when",
    params: nominationIdParams,
    body: erasureRequestSchema,
    response: erasureResponseSchema,
    errors: [404, 409, 429],
  },
  nomineeGrievances: {
    tags: ['privacy'],
    summary: "The seller's grievances, as their nominee sees them",
    params: nominationIdParams,
    response: grievancesResponseSchema,
    errors: [404],
  },
  nomineeCreateGrievance: {
    tags: ['privacy'],
    summary: "Raise a grievance on the seller's behalf",
    params: nominationIdParams,
    body: createGrievanceRequestSchema,
    response: grievanceResponseSchema,
    errors: [404, 429],
  },
  partnerPrivacyData: {
    tags: ['partners'],
    summary:
      "Everything held about the signed-in partner: shop, owner, service areas, orders' summaries, " +
      'sessions, SMS sent to it',
    response: partnerPrivacyDataResponseSchema,
    errors: [429],
  },
  partnerGrievances: {
    tags: ['partners'],
    summary: "The signed-in partner's grievances, newest first",
    response: grievancesResponseSchema,
    errors: [],
  },
  partnerCreateGrievance: {
    tags: ['partners'],
    summary: 'Raise a grievance about the partner’s own data (the Grievance Officer answers within 90 days)',
    body: partnerGrievanceRequestSchema,
    response: grievanceResponseSchema,
    errors: [429],
  },
  staffGrievances: {
    tags: ['console'],
    summary: "The Grievance Officer's queue: grievances not closed, least time left first",
    response: staffGrievancesResponseSchema,
    errors: [],
  },
  staffReplyGrievance: {
    tags: ['console'],
    summary: 'Reply to a grievance, marking it answered or closed (audited; the seller is told by SMS)',
    params: z.object({ grievanceId: fields.id() }),
    body: staffGrievanceReplyRequestSchema,
    response: staffGrievanceResponseSchema,
    errors: [404, 409],
  },
  staffBreaches: {
    tags: ['console'],
    summary: 'The breach register, newest first, with each Board deadline (detected + 72 hours)',
    response: breachesResponseSchema,
    errors: [],
  },
  staffCreateBreach: {
    tags: ['console'],
    summary: 'Record a breach and the sellers it affected; each is sent a notice once (audited)',
    description:
      '400 BREACH_DETECTED_IN_FUTURE for a detection time ahead of now; 400 BREACH_SELLER_UNKNOWN for a ' +
      'customer id that is no seller (or an erased one).',
    body: createBreachRequestSchema,
    response: breachResponseSchema,
    errors: [409],
  },
  staffAddBreachSellers: {
    tags: ['console'],
    summary: 'Add sellers a breach affected (by id or filter); those new to it are sent a notice (audited)',
    params: breachIdParams,
    body: breachSellersSchema,
    response: breachSellersResponseSchema,
    errors: [404, 409],
  },
  staffBreachBoardReport: {
    tags: ['console'],
    summary: "Record that the breach's report to the Data Protection Board was made (audited)",
    params: breachIdParams,
    body: breachBoardReportRequestSchema,
    response: breachResponseSchema,
    errors: [404, 409],
  },
  staffBreachSellersPreview: {
    tags: ['console'],
    summary:
      "How many sellers a breach's sellers (ids, days, pincodes or everyone) match, with a sample; tells no one",
    description:
      'Recording a breach or adding sellers to one sends nothing until the body carries sellers.confirm_count ' +
      'equal to the number matched at that moment (409 BREACH_SELLERS_UNCONFIRMED otherwise, nothing stored).',
    body: breachSellersSchema,
    response: breachSellersPreviewResponseSchema,
    errors: [],
  },
} as const satisfies ContractOf<typeof PRIVACY_ENDPOINTS>;
