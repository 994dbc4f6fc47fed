import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-client.ts';
import { accountKey } from '@/lib/session.ts';

/** The order enquiry lookup by ref_no (SPEC 7): decides the /response screen. */
export function useOrderEnquiry(customerId: number, refNo: string) {
  return useQuery({
    ...endpointQuery('orderEnquiry', { params: { ref: refNo } }, accountKey(customerId, 'enquiry', refNo)),
    select: (response) => response.enquiry,
    retry: false,
  });
}
