import { z } from 'zod';
import {
  auditLogQuerySchema,
  auditLogResponseSchema,
  createStaffRequestSchema,
  staffAccountResponseSchema,
  staffAccountsResponseSchema,
  staffChangePasswordRequestSchema,
  staffLoginRequestSchema,
  staffLoginResponseSchema,
  staffLoginTotpRequestSchema,
  staffMeResponseSchema,
  staffPasswordIssuedResponseSchema,
  staffSessionResponseSchema,
  updateStaffRequestSchema,
} from '../../staff-api.ts';
import { fields, messageResponseSchema } from '../../validation.ts';
import type { STAFF_ENDPOINTS } from '../endpoints/staff.ts';
import type { ContractOf } from './common.ts';

const staffIdParams = z.object({ staffId: fields.id() });

/**
 * What the endpoints of apps/server/src/modules/staff take and answer (routes: ../endpoints/staff.ts): staff
 * sign-in and accounts. Every staff write is audited (who, what, before, after).
 */
export const STAFF_CONTRACT = {
  staffLogin: {
    tags: ['staff'],
    summary: 'Staff sign-in, step 1: e-mail and password',
    description:
      'Answers the next step: a TOTP code (`totp`), a first authenticator enrolment for an admin without one ' +
      '(`enrol`, with the secret shown this once), or the session (`done`, operations staff without TOTP). ' +
      'Failures per account add growing delays (429 with retry_after); attempts per address are limited too.',
    body: staffLoginRequestSchema,
    response: staffLoginResponseSchema,
    errors: [401, 429],
  },
  staffLoginTotp: {
    tags: ['staff'],
    summary: "Staff sign-in, step 2: the authenticator's code for the challenge of step 1",
    body: staffLoginTotpRequestSchema,
    response: staffSessionResponseSchema,
    errors: [401, 429],
  },
  staffLogout: {
    tags: ['staff'],
    summary: 'End this staff session',
    response: messageResponseSchema,
    errors: [],
  },
  staffMe: {
    tags: ['staff'],
    summary: 'The signed-in staff member',
    response: staffMeResponseSchema,
    errors: [],
  },
  staffChangePassword: {
    tags: ['staff'],
    summary: 'Change your own password; your other sessions end',
    body: staffChangePasswordRequestSchema,
    response: messageResponseSchema,
    errors: [],
  },
  staffAccounts: {
    tags: ['staff'],
    summary: 'All staff accounts',
    response: staffAccountsResponseSchema,
    errors: [],
  },
  staffCreateAccount: {
    tags: ['staff'],
    summary: 'Add a staff member; answers a generated password, shown this once',
    body: createStaffRequestSchema,
    response: staffPasswordIssuedResponseSchema,
    errors: [409],
  },
  staffUpdateAccount: {
    tags: ['staff'],
    summary: "Change a staff member's name or role, deactivate or reactivate them",
    description: 'Deactivating ends their sessions. The last active admin cannot be demoted or deactivated.',
    params: staffIdParams,
    body: updateStaffRequestSchema,
    response: staffAccountResponseSchema,
    errors: [404, 409],
  },
  staffResetTotp: {
    tags: ['staff'],
    summary: "Remove a staff member's authenticator; they enrol a new one at their next sign-in",
    params: staffIdParams,
    response: staffAccountResponseSchema,
    errors: [404],
  },
  staffResetPassword: {
    tags: ['staff'],
    summary: 'Set a new generated password for a staff member (shown this once); their sessions end',
    params: staffIdParams,
    response: staffPasswordIssuedResponseSchema,
    errors: [404],
  },
  staffAuditLog: {
    tags: ['staff'],
    summary: 'The audit log, newest first: who changed what, with before and after',
    query: auditLogQuerySchema,
    response: auditLogResponseSchema,
    errors: [],
  },
} as const satisfies ContractOf<typeof STAFF_ENDPOINTS>;
