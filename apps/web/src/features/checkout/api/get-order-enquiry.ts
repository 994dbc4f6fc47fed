import type { SalesOrder } from '@phonix/shared/orders-api';
import { useQuery } from '@tanstack/react-query';
import { api, segment } from '@/lib/api-client.ts';
import { accountKey } from '@/lib/session.ts';

/** The order enquiry lookup by ref_no (SPEC 7): decides the /response screen. */
export function useOrderEnquiry(customerId: number, refNo: string) {
  return useQuery({
    queryKey: accountKey(customerId, 'enquiry', refNo),
    queryFn: ({ signal }) =>
      api
        .get<{ success: true; message: string; enquiry: SalesOrder }>(
          `/api/orderenquiry/${segment(refNo)}`,
          signal,
        )
        .then((response) => response.enquiry),
    retry: false,
  });
}
