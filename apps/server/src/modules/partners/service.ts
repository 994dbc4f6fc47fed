import type { PartnerRequest } from '@phonix/shared/validation';
import type { Database } from '../../db/client.ts';
import { enqueue, message, type OutboxListener } from '../outbox/index.ts';
import { insertPartnerRequest } from './repository.ts';

/** What other modules read of the partners: one by its id (the repository is the module's own). */
export { findPartnerById, type PartnerRow } from './repository.ts';

export const PARTNER_SUCCESS =
  'Thank you for your interest! Our partnerships team will contact you within 2 working days.';

/**
 * The 'Partner with Us' form: stores the request and, in the same transaction, the team's e-mail in the
 * outbox; the worker sends it (retrying if the mail server is down) and then sets notified_at.
 */
export class PartnerService {
  constructor(
    private readonly db: Database,
    private readonly teamEmail: string,
    private readonly outbox?: OutboxListener,
  ) {}

  async submit(request: PartnerRequest, clientIp: string | null): Promise<{ id: number }> {
    const id = await this.db.transaction(async (tx) => {
      const stored = await insertPartnerRequest(tx, { ...request, clientIp });
      await enqueue(tx, [
        message(
          'email',
          this.teamEmail,
          'partner_request_team',
          {
            id: stored,
            name: request.name,
            mobile: request.mobile,
            shop_name: request.shop_name,
            city: request.city,
            pincode: request.pincode,
            gstin: request.gstin,
            message: request.message,
          },
          { dedupeKey: `partner-request:${stored}:team`, partnerRequestId: stored },
        ),
      ]);
      return stored;
    });
    this.outbox?.nudge();
    return { id };
  }
}
