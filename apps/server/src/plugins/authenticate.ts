import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../lib/http.ts';
import type { SessionService } from '../modules/auth/session-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in customer, from the bearer token; null when anonymous. */
    customerId: number | null;
    /** The bearer token as sent, when there was one. */
    sessionToken: string | null;
  }
}

export const LOGIN_REQUIRED = 'Please log in to continue.';

/** Reads the bearer token of every API request into request.customerId (one indexed lookup when present). */
export function registerAuthentication(app: FastifyInstance, sessions: SessionService): void {
  app.decorateRequest('customerId', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('preHandler', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const token = header.slice('Bearer '.length).trim();
    if (!token || token.length > 200) return;
    request.sessionToken = token;
    request.customerId = await sessions.customerOf(token);
  });
}

/** The logged-in customer's id, or 401. */
export function requireCustomer(request: FastifyRequest): number {
  if (request.customerId === null) throw new HttpError(401, LOGIN_REQUIRED);
  return request.customerId;
}

/**
 * For calls that name a customer in the path or body: only the session's own id is accepted, and another
 * customer's id answers 404, as if it did not exist.
 */
export function requireSameCustomer(request: FastifyRequest, customerId: number): number {
  const own = requireCustomer(request);
  if (customerId !== own) throw notFound('Customer not found');
  return own;
}
