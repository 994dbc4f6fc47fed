import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/contract-routes.ts';
import { FORM_RATE_LIMIT } from '../email/index.ts';
import type { PartnerAuthService } from './partner-auth-service.ts';
import { PartnerHistoryService } from './partner-history.ts';
import { loadPartner } from './repository.ts';
import { PARTNER_SUCCESS, type PartnerService } from './service.ts';
import { partners as partnersTable } from './tables.ts';

/** Guesses of a partner OTP are limited per client address on top of the OTP caps. */
const signInRateLimit = { rateLimit: { max: 10, timeWindow: '10 minutes' } };

/** POST api/partner-request-form (SPEC 7), and the partners' sign-in, profile and history. */
export async function partnerRoutes(
  app: FastifyInstance,
  { db, partners, partnerAuth }: { db: Database; partners: PartnerService; partnerAuth: PartnerAuthService },
) {
  route(
    app,
    'partnerRequestForm',
    async (request) => {
      await partners.submit(request.body, request.ip ?? null);
      return { success: true, message: PARTNER_SUCCESS };
    },
    { rateLimit: FORM_RATE_LIMIT },
  );

  route(app, 'partnerSendOtp', async (request) => {
    await partnerAuth.sendOtp(request.body.mobile, request.ip, request.body.language);
    return { success: true, message: 'We have sent an OTP to your mobile number.' };
  });

  route(
    app,
    'partnerVerifyOtp',
    async (request) => {
      const { partner, token } = await partnerAuth.verifyOtp(
        request.body.mobile,
        request.body.otp,
        request.body.language,
      );
      return { success: true as const, message: `Welcome, ${partner.shop_name}.`, token, partner };
    },
    signInRateLimit,
  );

  route(app, 'partnerLogout', async (request) => {
    if (request.sessionToken) await partnerAuth.logout(request.sessionToken);
    return { success: true, message: 'You have been signed out.' };
  });

  route(app, 'setPartnerLanguage', async (request) => {
    const { language } = request.body;
    await db
      .update(partnersTable)
      .set({ language, updatedAt: new Date() })
      .where(eq(partnersTable.id, request.partnerId ?? 0));
    return { success: true as const, language };
  });

  route(app, 'partnerProfile', async (request) => {
    const partner = await loadPartner(db, request.partnerId);
    if (!partner) throw new AppError('PARTNER_NOT_FOUND');
    return { success: true as const, partner };
  });

  const history = new PartnerHistoryService(db);

  route(app, 'partnerHistory', async (request) => {
    const page = await history.list(request.partnerId, request.query);
    return {
      success: true as const,
      from: page.from,
      to: page.to,
      pickups: page.pickups,
      total: page.total,
      total_paid: page.totalPaid,
      page: page.page,
      page_size: page.pageSize,
    };
  });

  route(app, 'partnerReceipt', async (request, reply) => {
    const { pdf, refNo } = await history.receipt(request.partnerId, request.params.ref, request.log);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="Phonix-Receipt-${refNo}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  route(app, 'partnerStatement', async (request, reply) => {
    const { csv, from, to } = await history.statement(request.partnerId, request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="Phonix-statement-${from}-to-${to}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  });
}
