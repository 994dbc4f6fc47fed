import {
  checkCustomerExistsResponseSchema,
  checkoutCustomerRequestSchema,
  customerLoginRequestSchema,
  forgetPasswordCustomerRequestSchema,
  forgetPasswordVerifyResponseSchema,
  otpRequestSchema,
  registerCustomerRequestSchema,
  registerCustomerResponseSchema,
  sessionResponseSchema,
} from '@phonix/shared/account-api';
import { errorResponseSchema } from '@phonix/shared/catalog';
import { fields, messageResponseSchema } from '@phonix/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from './service.ts';

const mobileParams = z.object({ mobile: fields.mobile() });
const failures = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};
/** Password guesses are limited per client address on top of the OTP caps. */
const loginRateLimit = { rateLimit: { max: 10, timeWindow: '10 minutes' } };
const lookupRateLimit = { rateLimit: { max: 30, timeWindow: '10 minutes' } };

/** The login and checkout modals' calls (SPEC 7). None of them ever answers an OTP. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  const tags = ['accounts'];

  app.get(
    '/checkcustomerexists/:mobile',
    {
      config: lookupRateLimit,
      schema: {
        tags,
        summary: 'Whether the number has an account; an unverified account is sent an OTP',
        params: mobileParams,
        response: { 200: checkCustomerExistsResponseSchema, ...failures },
      },
    },
    async (request) => auth.checkExists(request.params.mobile, request.ip),
  );

  app.post(
    '/customerlogin',
    {
      config: loginRateLimit,
      schema: {
        tags,
        summary: 'Sign in with password',
        body: customerLoginRequestSchema,
        response: { 200: sessionResponseSchema, 403: errorResponseSchema, ...failures },
      },
    },
    async (request) => auth.login(request.body.mobile, request.body.password),
  );

  app.post(
    '/verifycustomerotp',
    {
      config: loginRateLimit,
      schema: {
        tags,
        summary: 'Verify a login, signup or checkout OTP',
        body: otpRequestSchema,
        response: { 200: sessionResponseSchema, ...failures },
      },
    },
    async (request) => auth.verifyOtp(request.body.mobile, request.body.otp),
  );

  app.get(
    '/resendotp/:mobile',
    {
      schema: {
        tags,
        summary: 'Send the last OTP purpose again (cool-down and caps apply)',
        params: mobileParams,
        response: { 200: messageResponseSchema, ...failures },
      },
    },
    async (request) => auth.resendOtp(request.params.mobile, request.ip),
  );

  app.post(
    '/registercustomer',
    {
      config: lookupRateLimit,
      schema: {
        tags,
        summary: 'Sign up; an OTP is sent to the number (data)',
        body: registerCustomerRequestSchema,
        response: { 200: registerCustomerResponseSchema, 409: errorResponseSchema, ...failures },
      },
    },
    async (request) => auth.register(request.body, request.ip),
  );

  app.get(
    '/forgetpasswordotp/:mobile',
    {
      schema: {
        tags,
        summary: 'Send a password-reset OTP',
        params: mobileParams,
        response: { 200: messageResponseSchema, ...failures },
      },
    },
    async (request) => auth.forgotPasswordOtp(request.params.mobile, request.ip),
  );

  app.post(
    '/forgetpasswordverifycustomerotp',
    {
      config: loginRateLimit,
      schema: {
        tags,
        summary: 'Verify a password-reset OTP; answers a single-use reset_token for forgetpasswordcustomer',
        body: otpRequestSchema,
        response: { 200: forgetPasswordVerifyResponseSchema, ...failures },
      },
    },
    async (request) => auth.forgotPasswordVerify(request.body.mobile, request.body.otp),
  );

  app.post(
    '/forgetpasswordcustomer',
    {
      config: loginRateLimit,
      schema: {
        tags,
        summary: 'Set a new password with the reset_token; ends every other session and logs in',
        body: forgetPasswordCustomerRequestSchema,
        response: { 200: sessionResponseSchema, ...failures },
      },
    },
    async (request) =>
      auth.resetPassword(request.body.customer_id, request.body.reset_token, request.body.newPassword),
  );

  app.post(
    '/checkoutcustomer',
    {
      config: lookupRateLimit,
      schema: {
        tags,
        summary: 'Checkout modal step 1: creates the account if needed and sends an OTP',
        body: checkoutCustomerRequestSchema,
        response: { 200: messageResponseSchema, ...failures },
      },
    },
    async (request) => auth.checkout(request.body, request.ip),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'Revoke the session token of this request',
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => auth.logout(request.sessionToken),
  );
};
