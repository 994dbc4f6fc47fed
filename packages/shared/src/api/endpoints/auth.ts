import type { EndpointRoute } from './common.ts';

/**
 * The routes apps/server/src/modules/auth serves: method, path, who may call (schemas: ../contract/auth.ts).
 */
export const AUTH_ENDPOINTS = {
  // The login and checkout modals.
  checkCustomerExists: { method: 'GET', path: '/api/checkcustomerexists/:mobile', auth: 'public' },
  customerLogin: { method: 'POST', path: '/api/customerlogin', auth: 'public' },
  verifyCustomerOtp: { method: 'POST', path: '/api/verifycustomerotp', auth: 'public' },
  resendOtp: { method: 'GET', path: '/api/resendotp/:mobile', auth: 'public' },
  registerCustomer: { method: 'POST', path: '/api/registercustomer', auth: 'public' },
  forgetPasswordOtp: { method: 'GET', path: '/api/forgetpasswordotp/:mobile', auth: 'public' },
  forgetPasswordVerifyCustomerOtp: {
    method: 'POST',
    path: '/api/forgetpasswordverifycustomerotp',
    auth: 'public',
  },
  forgetPasswordCustomer: { method: 'POST', path: '/api/forgetpasswordcustomer', auth: 'public' },
  checkoutCustomer: { method: 'POST', path: '/api/checkoutcustomer', auth: 'public' },
  logout: { method: 'POST', path: '/api/logout', auth: 'optional' },
} as const satisfies Record<string, EndpointRoute>;
