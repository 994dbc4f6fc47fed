import type { RequestOf } from '@phonix/shared/api/contract';
import { useQuery } from '@tanstack/react-query';
import { staffCall, staffQuery } from '@/lib/staff-session.ts';

/** Evaluations that did not become orders, for the team to follow up. */
export function useOpenEnquiries(query: RequestOf<'staffOpenEnquiries'>['query']) {
  return useQuery(staffQuery('staffOpenEnquiries', { query }));
}

/** The seller's full name and number behind an enquiry (the server records who asked). */
export function revealEnquiryContact(enquiryId: number) {
  return staffCall('staffEnquiryContact', { params: { enquiryId } });
}
