import type { RequestOf } from '@phonix/shared/api/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorMessage } from '@/lib/api-client.ts';
import { staffCall, staffQuery } from '@/lib/staff-session.ts';

/** Evaluations that did not become orders, for the team to follow up. */
export function useOpenEnquiries(query: RequestOf<'staffOpenEnquiries'>['query']) {
  return useQuery(staffQuery('staffOpenEnquiries', { query }));
}

/** The seller's full name and number behind an enquiry (the server records who asked; nothing cached moves). */
export function useRevealEnquiryContact(enquiryId: number) {
  return useMutation({
    mutationFn: () => staffCall('staffEnquiryContact', { params: { enquiryId } }),
    onError: (error) => toast.error(errorMessage(error, 'Could not load the number. Please try again.')),
  });
}
