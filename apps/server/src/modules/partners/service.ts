import type { PartnerRequest } from '@phonix/shared/validation';
import type { Database } from '../../db/client.ts';
import type { TeamNotifier } from '../email/team-notifier.ts';
import { insertPartnerRequest, markPartnerRequestNotified } from './repository.ts';

export const PARTNER_SUCCESS =
  'Thank you for your interest! Our partnerships team will contact you within 2 working days.';

/** Stores a partner request first (nothing is lost), then tells the team by e-mail in the background. */
export class PartnerService {
  constructor(
    private readonly db: Database,
    private readonly notifier: TeamNotifier,
  ) {}

  async submit(request: PartnerRequest, clientIp: string | null): Promise<{ id: number }> {
    const id = await insertPartnerRequest(this.db, { ...request, clientIp });
    this.notifier.notify(
      {
        subject: `Partner request: ${request.shop_name}, ${request.city}`,
        text: [
          `New partner request (#${id}).`,
          '',
          `Name: ${request.name}`,
          `Mobile: ${request.mobile}`,
          `Shop Name: ${request.shop_name}`,
          `City: ${request.city}`,
          `Pincode: ${request.pincode}`,
          `GSTIN: ${request.gstin || '(not given)'}`,
          '',
          request.message || '(no message)',
        ].join('\n'),
      },
      () => markPartnerRequestNotified(this.db, id),
      { partnerRequestId: id },
    );
    return { id };
  }
}
