import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/contract-routes.ts';
import { audited, staffActor } from '../audit/index.ts';
import { ENQUIRY_PAGE_SIZE, enquiryContact, listOpenEnquiries } from './staff-repository.ts';

/** Price enquiries to follow up: the list (mobiles masked) and the seller's details on request, audited. */
export async function enquiryStaffRoutes(app: FastifyInstance, { db }: { db: Database }) {
  route(app, 'staffOpenEnquiries', async (request) => {
    const { with_contact, page } = request.query;
    return {
      success: true as const,
      ...(await listOpenEnquiries(db, { withContact: with_contact, page })),
      page,
      page_size: ENQUIRY_PAGE_SIZE,
    };
  });

  route(app, 'staffEnquiryContact', async (request) => {
    const { enquiryId } = request.params;
    // Reading a seller's number is recorded like a change: who looked, when, at which enquiry.
    const contact = await audited(db, staffActor(request), 'enquiry.contact_viewed', async (tx) => {
      const found = await enquiryContact(tx, enquiryId);
      if (!found) throw new AppError('ENQUIRY_NOT_FOUND');
      return {
        entityType: 'price_enquiry',
        entityId: enquiryId,
        before: null,
        after: { customer_id: found.customerId },
        result: found,
      };
    });
    return { success: true as const, name: contact.name, mobile: contact.mobile, email: contact.email };
  });
}
