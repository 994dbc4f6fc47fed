import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract-routes.ts';
import { type NomineeService, nomineeActor } from './nominees.ts';
import { PRIVACY_DOWNLOAD_RATE_LIMIT, PRIVACY_WRITE_RATE_LIMIT } from './routes.ts';
import type { PrivacyService } from './service.ts';

/** A nominee's sign-in: a handful of codes per client address per ten minutes (the OTP caps apply too). */
const NOMINEE_SIGN_IN_RATE_LIMIT = { rateLimit: { max: 10, timeWindow: '10 minutes' } };

/**
 * A nominee exercising the rights of the sellers who named them (issue 24): signed in with their own number
 * and a code, they download the seller's data, ask for its erasure (with a fresh code to their own number)
 * and raise grievances, each audited as `nominee:<nomination id>`. A nomination id that is not the session's
 * number's, active and of a seller not erased, answers 404.
 */
export async function nomineeRoutes(
  app: FastifyInstance,
  { privacy, nominees }: { privacy: PrivacyService; nominees: NomineeService },
) {
  route(
    app,
    'nomineeOtp',
    async (request) => {
      await nominees.sendLoginCode(request.body.mobile, request.ip);
      return {
        success: true,
        message: 'If this number is a nominee on Phonix, we have sent it a one-time code.',
      };
    },
    NOMINEE_SIGN_IN_RATE_LIMIT,
  );

  route(
    app,
    'nomineeSession',
    async (request) => ({
      success: true as const,
      ...(await nominees.signIn(request.body.mobile, request.body.otp)),
    }),
    NOMINEE_SIGN_IN_RATE_LIMIT,
  );

  route(app, 'nomineeLogout', async (request) => {
    if (request.sessionToken) await nominees.signOut(request.sessionToken);
    return { success: true, message: 'You are signed out.' };
  });

  route(app, 'nomineeNominations', async (request) => ({
    success: true as const,
    nominations: await nominees.nominations(request.nomineeMobile),
  }));

  route(
    app,
    'nomineeData',
    async (request) => {
      const { customerId, nominationId } = await nominees.sellerFor(
        request.nomineeMobile,
        request.params.nominationId,
      );
      return {
        success: true as const,
        ...(await privacy.download(customerId, nomineeActor(nominationId, request.ip))),
      };
    },
    PRIVACY_DOWNLOAD_RATE_LIMIT,
  );

  route(
    app,
    'nomineeErasureOtp',
    async (request) => {
      const { customerId, nominationId } = await nominees.sellerFor(
        request.nomineeMobile,
        request.params.nominationId,
      );
      await privacy.sendErasureCode(customerId, request.ip, nomineeActor(nominationId, request.ip), {
        mobile: request.nomineeMobile,
        nominationId,
      });
      return { success: true, message: 'We sent a one-time code to your mobile number.' };
    },
    PRIVACY_WRITE_RATE_LIMIT,
  );

  route(
    app,
    'nomineeErasure',
    async (request) => {
      const { customerId, nominationId } = await nominees.sellerFor(
        request.nomineeMobile,
        request.params.nominationId,
      );
      const kept = await privacy.erase(customerId, request.body.otp, nomineeActor(nominationId, request.ip), {
        mobile: request.nomineeMobile,
        nominationId,
      });
      return {
        success: true as const,
        message:
          kept.length > 0
            ? 'The account is erased. We keep only what the law requires, until the dates shown.'
            : 'The account is erased.',
        kept,
      };
    },
    PRIVACY_WRITE_RATE_LIMIT,
  );

  route(app, 'nomineeGrievances', async (request) => {
    const { customerId } = await nominees.sellerFor(request.nomineeMobile, request.params.nominationId);
    return { success: true as const, grievances: await privacy.grievances(customerId) };
  });

  route(
    app,
    'nomineeCreateGrievance',
    async (request) => {
      const { customerId, nominationId } = await nominees.sellerFor(
        request.nomineeMobile,
        request.params.nominationId,
      );
      return {
        success: true as const,
        grievance: await privacy.raiseGrievance(
          customerId,
          request.body,
          nomineeActor(nominationId, request.ip),
          nominationId,
        ),
      };
    },
    PRIVACY_WRITE_RATE_LIMIT,
  );
}
