import type { Principal } from '@phonix/shared/api/endpoints';
import type { StaffMember } from '@phonix/shared/staff-api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in customer, from the bearer token; null when anonymous. */
    customerId: number | null;
    /** The signed-in partner, on `partner` calls only (its own sessions; a customer token is never one). */
    partnerId: number | null;
    /** The signed-in nominee's number, on `nominee` calls only (issue 24; their own sessions). */
    nomineeMobile: string | null;
    /** The signed-in staff member on staff calls; null elsewhere. */
    staff: StaffMember | null;
    /** The bearer token as sent, when there was one. */
    sessionToken: string | null;
    /**
     * On a write that checks the session in its own statement: the customer's session when it was not asked
     * of the database for this request (UnconfirmedSession); null otherwise.
     */
    unconfirmedSession: UnconfirmedSession | null;
  }
}

/**
 * A customer's session whose owner this process knows (a token never changes hands) but whose liveness was
 * not read for this request: the write's own statement checks it (docs/decisions/219), and any other answer
 * waits for `confirm`, which asks the database and throws LOGIN_REQUIRED when the session has ended.
 */
export interface UnconfirmedSession {
  tokenHash: string;
  confirm(): Promise<void>;
}

/** Who a customer's bearer token belongs to (modules/auth/session-service.ts answers it). */
export interface SessionLookup {
  customerOf(token: string): Promise<number | null>;
  /**
   * Whose a token is without necessarily asking whether it is still live (`confirmed` says whether it was);
   * null when it is nobody's live session.
   */
  ownerOf(token: string): Promise<{ customerId: number; tokenHash: string; confirmed: boolean } | null>;
}

/** Who a partner's bearer token belongs to (modules/partners/partner-session-service.ts answers it). */
export interface PartnerSessionLookup {
  partnerOf(token: string): Promise<number | null>;
}

/** Who a staff bearer token belongs to (modules/staff/session-service.ts answers it). */
export interface StaffSessionLookup {
  staffOf(token: string): Promise<StaffMember | null>;
}

/** Whose number a nominee's bearer token belongs to (modules/privacy/nominees.ts answers it). */
export interface NomineeSessionLookup {
  nomineeOf(token: string): Promise<string | null>;
}

/** The session stores of the principals. */
export interface SessionLookups {
  customers: SessionLookup;
  partners: PartnerSessionLookup;
  staff: StaffSessionLookup;
  /** Nominees' sessions; without it a `nominee` call always answers 401. */
  nominees?: NomineeSessionLookup;
}

/** The bearer token of a request, when it carries a plausible one. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token && token.length <= 200 ? token : null;
}

/**
 * Sessions for the routes of the contract that want one (lib/contract-routes.ts). Each principal's token is
 * looked up among its own sessions only, so a token of one never opens a call of another:
 * - `optional` reads a customer's token into request.customerId when there is one;
 * - `customer` also answers 401 without a live customer session;
 * - `partner` answers 401 without a partner session (request.partnerId);
 * - `nominee` answers 401 without a nominee session (request.nomineeMobile);
 * - `staff` answers 401 without a staff session (request.staff), 403 STAFF_PASSWORD_CHANGE_REQUIRED while a
 *   password issued by an admin is not changed (but for STAFF_CALLS_BEFORE_PASSWORD_CHANGE), and 403 when
 *   the call's role is not the staff member's.
 * A `customer` write that checks the session in its own statement (`sessionCheckedByWrite`) may be given
 * the customer without the database being asked (request.unconfirmedSession).
 * Public routes never run this (the catalog reads stay free of it).
 */
export function registerAuthentication(app: FastifyInstance, lookups: SessionLookups): void {
  app.decorateRequest('customerId', null);
  app.decorateRequest('partnerId', null);
  app.decorateRequest('nomineeMobile', null);
  app.decorateRequest('staff', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('unconfirmedSession', null);
  app.decorate(
    'authenticate',
    async (
      request: FastifyRequest,
      principal: Exclude<Principal, 'public'>,
      role?: 'admin',
      beforePasswordChange = false,
      sessionCheckedByWrite = false,
    ) => {
      const token = bearerToken(request);
      request.sessionToken = token;
      switch (principal) {
        case 'partner':
          request.partnerId = token ? await lookups.partners.partnerOf(token) : null;
          if (request.partnerId === null) throw new AppError('PARTNER_LOGIN_REQUIRED');
          return;
        case 'nominee':
          request.nomineeMobile = token && lookups.nominees ? await lookups.nominees.nomineeOf(token) : null;
          if (request.nomineeMobile === null) throw new AppError('NOMINEE_LOGIN_REQUIRED');
          return;
        case 'staff': {
          const member = token ? await lookups.staff.staffOf(token) : null;
          if (!member) throw new AppError('STAFF_LOGIN_REQUIRED');
          // A password issued by an admin is changed before anything else is done with the session.
          if (member.must_change_password && !beforePasswordChange)
            throw new AppError('STAFF_PASSWORD_CHANGE_REQUIRED');
          if (role && member.role !== role) throw new AppError('ADMIN_ONLY');
          request.staff = member;
          return;
        }
        default: {
          if (token && principal === 'customer' && sessionCheckedByWrite) {
            const owner = await lookups.customers.ownerOf(token);
            request.customerId = owner?.customerId ?? null;
            if (owner && !owner.confirmed)
              request.unconfirmedSession = unconfirmed(lookups.customers, token, owner);
          } else request.customerId = token ? await lookups.customers.customerOf(token) : null;
          if (principal === 'customer' && request.customerId === null) throw new AppError('LOGIN_REQUIRED');
        }
      }
    },
  );
}

function unconfirmed(
  lookup: SessionLookup,
  token: string,
  owner: { customerId: number; tokenHash: string },
): UnconfirmedSession {
  let confirmed: Promise<void> | undefined;
  return {
    tokenHash: owner.tokenHash,
    confirm: () => {
      confirmed ??= lookup.customerOf(token).then((customerId) => {
        if (customerId !== owner.customerId) throw new AppError('LOGIN_REQUIRED');
      });
      return confirmed;
    },
  };
}

/**
 * For calls that name a customer in the path or body: only the session's own id is accepted, and another
 * customer's id answers 404, as if it did not exist.
 */
export function requireSameCustomer(sessionCustomerId: number, customerId: number | undefined): number {
  if (customerId !== undefined && customerId !== sessionCustomerId) throw new AppError('CUSTOMER_NOT_FOUND');
  return sessionCustomerId;
}
