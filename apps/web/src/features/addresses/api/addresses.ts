import type { Address, AddressForm } from '@phonix/shared/account-api';
import type { MessageResponse } from '@phonix/shared/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, segment } from '@/lib/api-client.ts';
import { accountKey } from '@/lib/session.ts';

const addressesKey = (customerId: number) => accountKey(customerId, 'addresses');

/** The customer's saved addresses (GET api/getcustomeraddress/{id}). */
export function useAddresses(customerId: number) {
  return useQuery({
    queryKey: addressesKey(customerId),
    queryFn: ({ signal }) =>
      api
        .get<{ success: true; message: string; addresses: Address[] }>(
          `/api/getcustomeraddress/${segment(customerId)}`,
          signal,
        )
        .then((response) => response.addresses),
    staleTime: 30_000,
  });
}

type SavedAddress = { success: true; message: string; address: Address };

/** Adds (no id) or edits (with id) an address; the list reloads afterwards. */
export function useSaveAddress(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: AddressForm }) =>
      id === null
        ? api.post<SavedAddress>('/api/addaddress', values)
        : api.post<SavedAddress>('/api/editaddress', { ...values, id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesKey(customerId) }),
  });
}

export function useDeleteAddress(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<MessageResponse>('/api/deleteaddress', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesKey(customerId) }),
  });
}

/** One line of an address, as the pickup executive reads it. */
export function formatAddress(address: Address): string {
  return [address.address_no, address.locality, address.landmark, address.city]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ')
    .concat(`, ${address.state} - ${address.pincode}`);
}
