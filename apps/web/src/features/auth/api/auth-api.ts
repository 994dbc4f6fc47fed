import { PLATFORM } from '@phonix/shared/account-api';
import type { RequestOf } from '@phonix/shared/api/contract';
import { call } from '@/lib/api-client.ts';

/** The account calls of SPEC 7 that create a session. */

export const checkCustomerExists = (mobile: string) => call('checkCustomerExists', { params: { mobile } });

export const customerLogin = (body: { mobile: string; password: string }) => call('customerLogin', { body });

export const verifyCustomerOtp = (body: { mobile: string; otp: string }) =>
  call('verifyCustomerOtp', { body });

export const resendOtp = (mobile: string) => call('resendOtp', { params: { mobile } });

export const registerCustomer = (body: Omit<RequestOf<'registerCustomer'>['body'], 'platform'>) =>
  call('registerCustomer', { body: { ...body, platform: PLATFORM } });

export const forgetPasswordOtp = (mobile: string) => call('forgetPasswordOtp', { params: { mobile } });

export const forgetPasswordVerifyOtp = (body: { mobile: string; otp: string }) =>
  call('forgetPasswordVerifyCustomerOtp', { body });

export const forgetPasswordCustomer = (body: {
  newPassword: string;
  customer_id: number;
  reset_token: string;
}) => call('forgetPasswordCustomer', { body: { ...body, platform: PLATFORM } });

export const checkoutCustomer = (body: Omit<RequestOf<'checkoutCustomer'>['body'], 'platform'>) =>
  call('checkoutCustomer', { body: { ...body, platform: PLATFORM } });
