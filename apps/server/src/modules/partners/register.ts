import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { nameAuditEntities } from '../audit/index.ts';
import type { OtpService } from '../auth/index.ts';
import { usePartnerShopNames } from '../outbox/index.ts';
import { usePartnerLanguage } from '../sms/index.ts';
import { PartnerAdminService } from './admin-service.ts';
import { PartnerAuthService } from './partner-auth-service.ts';
import { PartnerSessionService } from './partner-session-service.ts';
import {
  partnerLanguageByMobile,
  partnerLanguageByMobileQuery,
  partnerRequestShopNames,
  partnerShopNames,
  partnerShopNamesByMobile,
} from './reads.ts';
import { partnerRoutes } from './routes.ts';
import { PartnerService } from './service.ts';
import { partnerStaffRoutes } from './staff-routes.ts';

/** Shop owners: their requests to join, their sign-in and sessions, and the console's partner screens. */
export async function registerPartners(app: FastifyInstance, platform: Platform, otp: OtpService) {
  const { db, options, outbox } = platform;
  // The audit log names a partner, or a request to join, by its shop's name now.
  nameAuditEntities('partner', partnerShopNames);
  nameAuditEntities('partner_request', partnerRequestShopNames);
  // A partner's texts in its language; the console's outbox names the partner a message went to.
  usePartnerLanguage({ byMobile: partnerLanguageByMobile, byMobileQuery: partnerLanguageByMobileQuery });
  usePartnerShopNames(partnerShopNamesByMobile);
  const partners = new PartnerService(db, platform.teamEmail, outbox);
  const sessions = new PartnerSessionService(db, options.auth?.sessionTtlDays ?? 30);
  const partnerAuth = new PartnerAuthService(db, otp, sessions);
  await app.register(partnerRoutes, { db, partners, partnerAuth });
  await app.register(partnerStaffRoutes, { admin: new PartnerAdminService(db, outbox) });
  return { sessions };
}
