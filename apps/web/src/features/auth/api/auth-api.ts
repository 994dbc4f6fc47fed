import type { CheckoutCustomerRequest, SessionResponse } from '@phonix/shared/account-api';
import { PLATFORM } from '@phonix/shared/account-api';
import type { MessageResponse } from '@phonix/shared/validation';
import { api, segment } from '@/lib/api-client.ts';

/** The account calls of SPEC 7 that create a session, with the spec's paths and fields. */

export interface CustomerExistsAnswer {
  success: boolean;
  status?: 'verified' | 'unverified';
  message: string;
}

export const checkCustomerExists = (mobile: string) =>
  api.get<CustomerExistsAnswer>(`/api/checkcustomerexists/${segment(mobile)}`);

export const customerLogin = (body: { mobile: string; password: string }) =>
  api.post<SessionResponse>('/api/customerlogin', body);

export const verifyCustomerOtp = (body: { mobile: string; otp: string }) =>
  api.post<SessionResponse>('/api/verifycustomerotp', body);

export const resendOtp = (mobile: string) => api.get<MessageResponse>(`/api/resendotp/${segment(mobile)}`);

export const registerCustomer = (body: { mobile: string; name: string; password: string }) =>
  api.post<{ success: true; data: string; message: string }>('/api/registercustomer', {
    ...body,
    platform: PLATFORM,
  });

export const forgetPasswordOtp = (mobile: string) =>
  api.get<MessageResponse>(`/api/forgetpasswordotp/${segment(mobile)}`);

export const forgetPasswordVerifyOtp = (body: { mobile: string; otp: string }) =>
  api.post<{ success: true; customer: { customer_id: number }; reset_token: string; message: string }>(
    '/api/forgetpasswordverifycustomerotp',
    body,
  );

export const forgetPasswordCustomer = (body: {
  newPassword: string;
  customer_id: number;
  reset_token: string;
}) => api.post<SessionResponse>('/api/forgetpasswordcustomer', { ...body, platform: PLATFORM });

export const checkoutCustomer = (body: Omit<CheckoutCustomerRequest, 'platform'>) =>
  api.post<MessageResponse>('/api/checkoutcustomer', { ...body, platform: PLATFORM });
