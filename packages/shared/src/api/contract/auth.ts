import { z } from 'zod';
import {
  checkCustomerExistsResponseSchema,
  checkoutCustomerRequestSchema,
  customerLoginRequestSchema,
  forgetPasswordCustomerRequestSchema,
  forgetPasswordVerifyResponseSchema,
  logoutRequestSchema,
  otpRequestSchema,
  registerCustomerRequestSchema,
  registerCustomerResponseSchema,
  sessionResponseSchema,
} from '../../account-api.ts';
import { pageLanguageQuerySchema } from '../../language-api.ts';
import { fields, messageResponseSchema } from '../../validation.ts';
import type { AUTH_ENDPOINTS } from '../endpoints/auth.ts';
import type { ContractOf } from './common.ts';

const mobileParams = z.object({ mobile: fields.mobile() });

/** What the endpoints of apps/server/src/modules/auth take and answer (routes: ../endpoints/auth.ts). */
export const AUTH_CONTRACT = {
  checkCustomerExists: {
    tags: ['accounts'],
    summary: 'Whether the number has an account; an unverified account is sent an OTP',
    params: mobileParams,
    query: pageLanguageQuerySchema,
    response: checkCustomerExistsResponseSchema,
    errors: [429, 503],
  },
  customerLogin: {
    tags: ['accounts'],
    summary: 'Sign in with password',
    body: customerLoginRequestSchema,
    response: sessionResponseSchema,
    errors: [401, 403, 429],
  },
  verifyCustomerOtp: {
    tags: ['accounts'],
    summary: 'Verify a login, signup or checkout OTP',
    body: otpRequestSchema,
    response: sessionResponseSchema,
    errors: [404, 429],
  },
  resendOtp: {
    tags: ['accounts'],
    summary: 'Send the last OTP purpose again (cool-down and caps apply)',
    params: mobileParams,
    query: pageLanguageQuerySchema,
    response: messageResponseSchema,
    errors: [404, 429, 503],
  },
  registerCustomer: {
    tags: ['accounts'],
    summary: 'Sign up; an OTP is sent to the number (data)',
    body: registerCustomerRequestSchema,
    response: registerCustomerResponseSchema,
    errors: [409, 429, 503],
  },
  forgetPasswordOtp: {
    tags: ['accounts'],
    summary: 'Send a password-reset OTP',
    params: mobileParams,
    query: pageLanguageQuerySchema,
    response: messageResponseSchema,
    errors: [404, 429, 503],
  },
  forgetPasswordVerifyCustomerOtp: {
    tags: ['accounts'],
    summary: 'Verify a password-reset OTP; answers a single-use reset_token for forgetpasswordcustomer',
    body: otpRequestSchema,
    response: forgetPasswordVerifyResponseSchema,
    errors: [404, 429],
  },
  forgetPasswordCustomer: {
    tags: ['accounts'],
    summary: 'Set a new password with the reset_token; ends every other session and logs in',
    body: forgetPasswordCustomerRequestSchema,
    response: sessionResponseSchema,
    errors: [429],
  },
  checkoutCustomer: {
    tags: ['accounts'],
    summary: 'Checkout modal step 1: creates the account if needed and sends an OTP',
    body: checkoutCustomerRequestSchema,
    response: messageResponseSchema,
    errors: [429, 503],
  },
  logout: {
    tags: ['accounts'],
    summary:
      'Revoke the session token of this request; with { everywhere: true } every session of its customer',
    description:
      '"Log out from all devices" sends { everywhere: true }: it needs a live session (401 otherwise) and ends ' +
      "all of that customer's sessions, this one included.",
    body: logoutRequestSchema,
    response: messageResponseSchema,
    errors: [401],
  },
} as const satisfies ContractOf<typeof AUTH_ENDPOINTS>;
