import { z } from 'zod';
import { setLanguageRequestSchema, setLanguageResponseSchema } from '../../language-api.ts';
import {
  approvePartnerRequestRequestSchema,
  declinePartnerRequestRequestSchema,
  partnerHistoryQuerySchema,
  partnerHistoryResponseSchema,
  partnerOtpRequestSchema,
  partnerProfileResponseSchema,
  partnerSessionResponseSchema,
  partnerStatementQuerySchema,
  partnerVerifyOtpRequestSchema,
  setPartnerStatusRequestSchema,
  staffApprovePartnerRequestResponseSchema,
  staffPartnerDetailResponseSchema,
  staffPartnerRequestResponseSchema,
  staffPartnerRequestsQuerySchema,
  staffPartnerRequestsResponseSchema,
  staffPartnerResponseSchema,
  staffPartnerStatusResponseSchema,
  staffPartnersQuerySchema,
  staffPartnersResponseSchema,
  updatePartnerPincodesRequestSchema,
} from '../../partner-api.ts';
import { recheckOutliersResponseSchema } from '../../partner-scorecard.ts';
import { fields, messageResponseSchema, partnerRequestSchema } from '../../validation.ts';
import type { PARTNERS_ENDPOINTS } from '../endpoints/partners.ts';
import { type ContractOf, refParams } from './common.ts';

const requestIdParams = z.object({ requestId: fields.id() });
const partnerIdParams = z.object({ partnerId: fields.id() });
/**
 * What the endpoints of apps/server/src/modules/partners take and answer (routes: ../endpoints/partners.ts).
 */
export const PARTNERS_CONTRACT = {
  partnerRequestForm: {
    tags: ['forms'],
    summary: 'Stores a partner request and notifies the partnerships team by e-mail',
    body: partnerRequestSchema,
    response: messageResponseSchema,
    errors: [429],
  },

  partnerSendOtp: {
    tags: ['partners'],
    summary: "Partner sign-in step 1: an OTP to the partner's registered mobile number",
    description:
      '404 for a number that is not a partner, 403 for a suspended partner; caps as for customers.',
    body: partnerOtpRequestSchema,
    response: messageResponseSchema,
    errors: [403, 404, 429, 503],
  },
  partnerVerifyOtp: {
    tags: ['partners'],
    summary: 'Partner sign-in step 2: the OTP opens a partner session',
    body: partnerVerifyOtpRequestSchema,
    response: partnerSessionResponseSchema,
    errors: [403, 404, 429],
  },
  partnerLogout: {
    tags: ['partners'],
    summary: "Revoke this request's partner session",
    response: messageResponseSchema,
    errors: [],
  },
  partnerProfile: {
    tags: ['partners'],
    summary: 'The signed-in partner: shop, owner, mobile, GSTIN, pincodes served',
    response: partnerProfileResponseSchema,
    errors: [],
  },
  setPartnerLanguage: {
    tags: ['partners'],
    summary: "The signed-in partner's language ('en', 'hi', 'te'): the messages sent to them follow it",
    body: setLanguageRequestSchema,
    response: setLanguageResponseSchema,
    errors: [],
  },
  partnerHistory: {
    tags: ['partners'],
    summary:
      "The partner's completed pickups of some days, newest first, with what Phonix paid and the receipt",
    description:
      'from and to are India days of the completion, both included; by default the financial year up to ' +
      "today. Only the calling partner's own purchases; no seller's phone or address.",
    query: partnerHistoryQuerySchema,
    response: partnerHistoryResponseSchema,
    errors: [],
  },
  partnerReceipt: {
    tags: ['partners'],
    summary: 'The purchase receipt (PDF) of a pickup the partner completed, as the seller gets it',
    description:
      "application/pdf drawn from the stored receipt record; 404 for another partner's order (or an open " +
      'one), 409 INVOICE_NOT_READY before completion.',
    params: refParams,
    response: null,
    produces: 'application/pdf',
    errors: [404, 409],
  },
  partnerStatement: {
    tags: ['partners'],
    summary: "The partner's statement (CSV): one line per pickup it completed in the days asked for",
    description:
      'text/csv with a byte-order mark: date, receipt number, order, model, IMEIs (as text), amount paid, ' +
      'payout method and reference, locality and pincode; a cell that could start a formula gets a leading ' +
      'apostrophe. from and to are India days, both included; by default the financial year up to today.',
    query: partnerStatementQuerySchema,
    response: null,
    produces: 'text/csv',
    errors: [],
  },
  staffPartnerRequests: {
    tags: ['console'],
    summary:
      'Partner requests from the partner form, newest first (pending ones by default), mobiles in full',
    query: staffPartnerRequestsQuerySchema,
    response: staffPartnerRequestsResponseSchema,
    errors: [],
  },
  staffApprovePartnerRequest: {
    tags: ['console'],
    summary: 'Approve a partner request: makes the partner, serving the pincodes given (audited)',
    description:
      'The partner signs in with the mobile number of the request. Refused when the request was approved ' +
      '(409 PARTNER_REQUEST_APPROVED) or declined (409 PARTNER_REQUEST_DECLINED: a declined request is final; ' +
      'the shop sends the partner form again), when its mobile number is already a partner (409 PARTNER_EXISTS) ' +
      'or a pincode is not one we serve (400 PINCODE_NOT_SERVED).',
    params: requestIdParams,
    body: approvePartnerRequestRequestSchema,
    response: staffApprovePartnerRequestResponseSchema,
    errors: [404, 409],
  },
  staffDeclinePartnerRequest: {
    tags: ['console'],
    summary: 'Decline a pending partner request with a reason (audited); an approved one cannot be declined',
    params: requestIdParams,
    body: declinePartnerRequestRequestSchema,
    response: staffPartnerRequestResponseSchema,
    errors: [404, 409],
  },
  staffPartners: {
    tags: ['console'],
    summary: 'Partners with their pincodes, status and order counts, by shop name',
    query: staffPartnersQuerySchema,
    response: staffPartnersResponseSchema,
    errors: [],
  },
  staffUpdatePartnerPincodes: {
    tags: ['console'],
    summary: 'Replace the pincodes a partner serves (audited); each must be one we serve',
    params: partnerIdParams,
    body: updatePartnerPincodesRequestSchema,
    response: staffPartnerResponseSchema,
    errors: [404],
  },
  staffSetPartnerStatus: {
    tags: ['console'],
    summary:
      'Suspend a partner (its sessions end at once, it cannot sign in) or make it active again (audited)',
    params: partnerIdParams,
    body: setPartnerStatusRequestSchema,
    response: staffPartnerStatusResponseSchema,
    errors: [404],
  },

  // Issue 31: a partner's page and the partners whose re-checks cut prices far more often than others'.
  staffPartner: {
    tags: ['console'],
    summary:
      "A partner's page: the partner, the orders it holds (a suspension returns them to the pool) and its scorecard",
    params: partnerIdParams,
    response: staffPartnerDetailResponseSchema,
    errors: [404],
  },
  staffRecheckOutliers: {
    tags: ['console'],
    summary: "Partners whose doorstep re-checks cut the price far more often than the other partners' do",
    response: recheckOutliersResponseSchema,
    errors: [],
  },
} as const satisfies ContractOf<typeof PARTNERS_ENDPOINTS>;
