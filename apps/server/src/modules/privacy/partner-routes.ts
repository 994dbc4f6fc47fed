import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { route } from '../../lib/contract-routes.ts';
import type { PersonalDataHook } from '../../lib/personal-data.ts';
import { partnerActor, partnerDownload } from './partner-privacy.ts';
import { PRIVACY_DOWNLOAD_RATE_LIMIT, PRIVACY_WRITE_RATE_LIMIT } from './routes.ts';
import type { PrivacyService } from './service.ts';

/**
 * The signed-in partner's own privacy in the portal (issue 24): its data download and its grievances (the
 * Grievance Officer's queue, answered within 90 days). No call takes a partner id: the session names it.
 */
export async function partnerPrivacyRoutes(
  app: FastifyInstance,
  {
    db,
    privacy,
    personalData,
    now,
  }: {
    db: Database;
    privacy: PrivacyService;
    /** Every module's part of a partner's data (src/personal-data.ts). */
    personalData: readonly PersonalDataHook[];
    now?: () => Date;
  },
) {
  route(
    app,
    'partnerPrivacyData',
    async (request) => ({
      success: true as const,
      ...(await partnerDownload(
        db,
        personalData,
        request.partnerId,
        partnerActor(request.partnerId, request.ip),
        now?.(),
      )),
    }),
    PRIVACY_DOWNLOAD_RATE_LIMIT,
  );

  route(app, 'partnerGrievances', async (request) => ({
    success: true as const,
    grievances: await privacy.partnerGrievances(request.partnerId),
  }));

  route(
    app,
    'partnerCreateGrievance',
    async (request) => ({
      success: true as const,
      grievance: await privacy.raisePartnerGrievance(
        request.partnerId,
        request.body,
        partnerActor(request.partnerId, request.ip),
      ),
    }),
    PRIVACY_WRITE_RATE_LIMIT,
  );
}
