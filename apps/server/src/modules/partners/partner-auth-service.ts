import type { Locale } from '@phonix/shared/i18n';
import type { Partner } from '@phonix/shared/partner-api';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OtpService } from '../auth/index.ts';
import type { PartnerSessionService } from './partner-session-service.ts';
import { findPartnerByMobile, loadPartner, type PartnerRow } from './repository.ts';
import { partners } from './tables.ts';

/**
 * Partner sign-in: the registered mobile number and an OTP (the customers' OTP service, with its own
 * purpose, so a customer's code never signs a partner in). A suspended partner cannot sign in.
 */
export class PartnerAuthService {
  constructor(
    private readonly db: Database,
    private readonly otp: OtpService,
    private readonly sessions: PartnerSessionService,
  ) {}

  async #signInable(mobile: string): Promise<PartnerRow> {
    const partner = await findPartnerByMobile(this.db, mobile);
    if (!partner) throw new AppError('PARTNER_NOT_FOUND', { field: 'mobile' });
    if (partner.status !== 'active') throw new AppError('PARTNER_SUSPENDED');
    return partner;
  }

  /** The code in the sign-in page's language (`/te/partner`), else the partner's. */
  async sendOtp(mobile: string, clientIp: string, language?: Locale): Promise<void> {
    await this.#signInable(mobile);
    await this.otp.issue(mobile, 'partner', clientIp, undefined, language);
  }

  /**
   * Signs in; the sign-in page's language becomes the partner's (issue 32). Staff made the account, so a
   * sign-in is the partner's only sign-up, and the portal is one person's tool: the language it is opened in
   * is the one its SMS follow, as the portal's switcher sets it later.
   */
  async verifyOtp(
    mobile: string,
    code: string,
    language?: Locale,
  ): Promise<{ partner: Partner; token: string }> {
    const row = await this.#signInable(mobile);
    await this.otp.verify(mobile, 'partner', code);
    if (language && language !== row.language)
      await this.db.update(partners).set({ language, updatedAt: new Date() }).where(eq(partners.id, row.id));
    const token = await this.sessions.create(row.id);
    const partner = await loadPartner(this.db, row.id);
    if (!partner) throw new AppError('PARTNER_NOT_FOUND');
    return { partner, token };
  }

  async logout(token: string): Promise<void> {
    await this.sessions.revoke(token);
  }
}
