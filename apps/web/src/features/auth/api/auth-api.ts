import { PLATFORM } from '@phonix/shared/account-api';
import type { RequestOf } from '@phonix/shared/api/contract';
import { call } from '@/lib/api-client.ts';
import { pageLanguage } from '@/lib/locale.tsx';

/**
 * The account calls of SPEC 7 that create a session. Those that send a code or sign up name the page's
 * language (issue 32): the codes come in it, and an account signing up takes it.
 */
const inPageLanguage = () => ({ language: pageLanguage() });

export const checkCustomerExists = (mobile: string) =>
  call('checkCustomerExists', { params: { mobile }, query: inPageLanguage() });

export const customerLogin = (body: { mobile: string; password: string }) => call('customerLogin', { body });

export const verifyCustomerOtp = (body: { mobile: string; otp: string }) =>
  call('verifyCustomerOtp', { body: { ...body, ...inPageLanguage() } });

export const resendOtp = (mobile: string) =>
  call('resendOtp', { params: { mobile }, query: inPageLanguage() });

export const registerCustomer = (
  body: Omit<RequestOf<'registerCustomer'>['body'], 'platform' | 'language'>,
) => call('registerCustomer', { body: { ...body, platform: PLATFORM, ...inPageLanguage() } });

export const forgetPasswordOtp = (mobile: string) =>
  call('forgetPasswordOtp', { params: { mobile }, query: inPageLanguage() });

export const forgetPasswordVerifyOtp = (body: { mobile: string; otp: string }) =>
  call('forgetPasswordVerifyCustomerOtp', { body });

export const forgetPasswordCustomer = (body: {
  newPassword: string;
  customer_id: number;
  reset_token: string;
}) => call('forgetPasswordCustomer', { body: { ...body, platform: PLATFORM } });

export const checkoutCustomer = (body: Omit<RequestOf<'checkoutCustomer'>['body'], 'platform'>) =>
  call('checkoutCustomer', { body: { ...body, platform: PLATFORM, ...inPageLanguage() } });
