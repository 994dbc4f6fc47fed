import type { SalesOrder } from '@phonix/shared/orders-api';
import type { MessageResponse } from '@phonix/shared/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, segment } from '@/lib/api-client.ts';
import { accountKey } from '@/lib/session.ts';

const ordersKey = (customerId: number) => accountKey(customerId, 'orders');

/** GET api/getsalesorders/{customer_id}, newest first. */
export function useSalesOrders(customerId: number) {
  return useQuery({
    queryKey: ordersKey(customerId),
    queryFn: ({ signal }) =>
      api
        .get<{ success: true; salesorders: SalesOrder[] }>(
          `/api/getsalesorders/${segment(customerId)}`,
          signal,
        )
        .then((response) => response.salesorders),
    staleTime: 0,
  });
}

/** GET api/getsellnowoder/{ref_no}. */
export function useSalesOrder(customerId: number, refNo: string) {
  return useQuery({
    queryKey: [...ordersKey(customerId), refNo],
    queryFn: ({ signal }) =>
      api
        .get<{ success: true; order: SalesOrder }>(`/api/getsellnowoder/${segment(refNo)}`, signal)
        .then((response) => response.order),
    staleTime: 0,
  });
}

/** GET api/cancelorderbycustomer/{ref_no}: only an Enquiry can be cancelled. */
export function useCancelOrder(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refNo: string) => api.get<MessageResponse>(`/api/cancelorderbycustomer/${segment(refNo)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey(customerId), refetchType: 'none' }),
  });
}

/** The invoice PDF of a completed order, fetched with the session and saved as Phonix-Invoice-<ref>.pdf. */
export async function downloadInvoice(refNo: string): Promise<void> {
  const file = await api.blob(`/api/invoice/${segment(refNo)}`);
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `Phonix-Invoice-${refNo}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const invoicePath = (refNo: string) => `/api/invoice/${segment(refNo)}`;
