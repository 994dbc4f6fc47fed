import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../lib/contract-routes.ts';
import type { BreachService } from './breaches.ts';
import type { NomineeService } from './nominees.ts';
import { type PrivacyService, sellerActor } from './service.ts';

/**
 * Counted per session (the bearer token's hash, else the client address): the limit is read before the
 * session is, so it keys on what the request carries.
 */
const perSession = (request: FastifyRequest) => {
  const authorization = request.headers.authorization ?? '';
  return authorization === ''
    ? `privacy:${request.ip}`
    : `privacy:${crypto.createHash('sha256').update(authorization).digest('hex')}`;
};
/** The seller's privacy writes: like the site's forms, a handful per ten minutes is plenty. */
export const PRIVACY_WRITE_RATE_LIMIT = {
  rateLimit: { max: 20, timeWindow: '10 minutes', keyGenerator: perSession },
};
/** The download reads every table about the seller: a few an hour. */
export const PRIVACY_DOWNLOAD_RATE_LIMIT = {
  rateLimit: { max: 10, timeWindow: '1 hour', keyGenerator: perSession },
};

/** The signed-in seller's privacy rights (issue 24): no call takes a customer id, the session names them. */
export async function privacyRoutes(
  app: FastifyInstance,
  {
    privacy,
    nominees,
    breaches,
  }: { privacy: PrivacyService; nominees: NomineeService; breaches: BreachService },
) {
  const actor = (request: { customerId: number; ip: string }) => sellerActor(request.customerId, request.ip);

  route(app, 'privacy', async (request) => ({
    success: true as const,
    privacy: await privacy.summary(request.customerId),
  }));

  route(
    app,
    'privacyAcceptNotice',
    async (request) => ({
      success: true as const,
      privacy: await privacy.acceptNotice(request.customerId, request.body.version, actor(request)),
    }),
    PRIVACY_WRITE_RATE_LIMIT,
  );

  route(
    app,
    'privacySetConsent',
    async (request) => ({
      success: true as const,
      consents: await privacy.setConsent(
        request.customerId,
        request.body.purpose,
        request.body.opted_in,
        request.body.text,
        actor(request),
      ),
    }),
    PRIVACY_WRITE_RATE_LIMIT,
  );

  route(
    app,
    'privacyWithdrawConsents',
    async (request) => ({
      success: true as const,
      consents: await privacy.withdrawAll(request.customerId, actor(request)),
    }),
    PRIVACY_WRITE_RATE_LIMIT,
  );

  route(
    app,
    'privacyData',
    async (request) => ({
      success: true as const,
      ...(await privacy.download(request.customerId, actor(request))),
    }),
    PRIVACY_DOWNLOAD_RATE_LIMIT,
  );

  route(
    app,
    'privacyErasureOtp',
    async (request) => {
      await privacy.sendErasureCode(request.customerId, request.ip, actor(request));
      return { success: true, message: 'We sent a one-time code to your mobile number.' };
    },
    PRIVACY_WRITE_RATE_LIMIT,
  );

  route(
    app,
    'privacyErasure',
    async (request) => {
      const kept = await privacy.erase(request.customerId, request.body.otp, actor(request));
      return {
        success: true as const,
        message:
          kept.length > 0
            ? 'Your account is erased. We keep only what the law requires, until the dates shown.'
            : 'Your account is erased.',
        kept,
      };
    },
    PRIVACY_WRITE_RATE_LIMIT,
  );

  route(
    app,
    'createGrievance',
    async (request) => ({
      success: true as const,
      grievance: await privacy.raiseGrievance(request.customerId, request.body, actor(request)),
    }),
    PRIVACY_WRITE_RATE_LIMIT,
  );

  route(app, 'grievances', async (request) => ({
    success: true as const,
    grievances: await privacy.grievances(request.customerId),
  }));

  // The nominee: named, verified and removed by the seller (with fresh codes).
  route(app, 'privacyNominee', async (request) => ({
    success: true as const,
    nominee: await nominees.current(request.customerId),
  }));

  route(
    app,
    'privacyNomineeOtp',
    async (request) => {
      await nominees.sendChangeCode(request.customerId, request.ip, actor(request));
      return { success: true, message: 'We sent a one-time code to your mobile number.' };
    },
    PRIVACY_WRITE_RATE_LIMIT,
  );

  route(
    app,
    'privacySetNominee',
    async (request) => ({
      success: true as const,
      nominee: await nominees.name(request.customerId, request.body, request.ip, actor(request)),
    }),
    PRIVACY_WRITE_RATE_LIMIT,
  );

  route(
    app,
    'privacyVerifyNominee',
    async (request) => ({
      success: true as const,
      nominee: await nominees.verify(request.customerId, request.body.otp, actor(request)),
    }),
    PRIVACY_WRITE_RATE_LIMIT,
  );

  route(
    app,
    'privacyRemoveNominee',
    async (request) => ({
      success: true as const,
      nominee: await nominees.remove(request.customerId, request.body.otp, actor(request)),
    }),
    PRIVACY_WRITE_RATE_LIMIT,
  );

  route(app, 'privacyBreaches', async (request) => ({
    success: true as const,
    breaches: await breaches.forSeller(request.customerId),
  }));
}
