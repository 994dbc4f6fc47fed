import type { EndpointRoute } from './common.ts';

/**
 * The routes apps/server/src/modules/staff serves: method, path, who may call (schemas:
 * ../contract/staff.ts).
 */
export const STAFF_ENDPOINTS = {
  // Operations console: staff sign-in and accounts (staff-api.ts).
  staffLogin: { method: 'POST', path: '/api/staff/login', auth: 'public' },
  staffLoginTotp: { method: 'POST', path: '/api/staff/login/totp', auth: 'public' },
  staffLogout: { method: 'POST', path: '/api/staff/logout', auth: 'staff' },
  staffMe: { method: 'GET', path: '/api/staff/me', auth: 'staff' },
  staffChangePassword: { method: 'POST', path: '/api/staff/me/password', auth: 'staff' },
  staffAccounts: { method: 'GET', path: '/api/staff/accounts', auth: 'staff', role: 'admin' },
  staffCreateAccount: { method: 'POST', path: '/api/staff/accounts', auth: 'staff', role: 'admin' },
  staffUpdateAccount: { method: 'POST', path: '/api/staff/accounts/:staffId', auth: 'staff', role: 'admin' },
  staffResetTotp: {
    method: 'POST',
    path: '/api/staff/accounts/:staffId/reset-totp',
    auth: 'staff',
    role: 'admin',
  },
  staffResetPassword: {
    method: 'POST',
    path: '/api/staff/accounts/:staffId/reset-password',
    auth: 'staff',
    role: 'admin',
  },
  staffAuditLog: { method: 'GET', path: '/api/staff/audit', auth: 'staff', role: 'admin' },
} as const satisfies Record<string, EndpointRoute>;
