import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callFile, endpointQuery } from '@/lib/api-client.ts';
import { accountKey } from '@/lib/session.ts';

const ordersKey = (customerId: number) => accountKey(customerId, 'orders');

/** GET api/getsalesorders/{customer_id}, newest first. */
export function useSalesOrders(customerId: number) {
  return useQuery({
    ...endpointQuery('getSalesOrders', { params: { id: customerId } }, ordersKey(customerId)),
    select: (response) => response.salesorders,
    staleTime: 0,
  });
}

/** GET api/getsellnowoder/{ref_no}. */
export function useSalesOrder(customerId: number, refNo: string) {
  return useQuery({
    ...endpointQuery('getSellNowOrder', { params: { ref: refNo } }, [...ordersKey(customerId), refNo]),
    select: (response) => response.order,
    staleTime: 0,
  });
}

/** GET api/cancelorderbycustomer/{ref_no}: only an Enquiry can be cancelled. */
export function useCancelOrder(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refNo: string) => call('cancelOrderByCustomer', { params: { ref: refNo } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey(customerId), refetchType: 'none' }),
  });
}

/** The invoice PDF of a completed order, fetched with the session and saved as Phonix-Invoice-<ref>.pdf. */
export async function downloadInvoice(refNo: string): Promise<void> {
  const file = await callFile('invoice', { params: { ref: refNo } });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `Phonix-Invoice-${refNo}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
