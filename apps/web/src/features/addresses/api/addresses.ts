import type { Address, AddressForm } from '@phonix/shared/account-api';
import { placeNameIn } from '@phonix/shared/glossary';
import { BASE_LOCALE, type Locale } from '@phonix/shared/i18n';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery } from '@/lib/api-client.ts';
import { accountKey } from '@/lib/session.ts';

const addressesKey = (customerId: number) => accountKey(customerId, 'addresses');

/** The customer's saved addresses (GET api/getcustomeraddress/{id}). */
export function useAddresses(customerId: number) {
  return useQuery({
    ...endpointQuery('getCustomerAddress', { params: { id: customerId } }, addressesKey(customerId)),
    select: (response) => response.addresses,
    staleTime: 30_000,
  });
}

/** Adds (no id) or edits (with id) an address; the list reloads afterwards. */
export function useSaveAddress(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: AddressForm }) =>
      id === null ? call('addAddress', { body: values }) : call('editAddress', { body: { ...values, id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesKey(customerId) }),
  });
}

export function useDeleteAddress(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('deleteAddress', { body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesKey(customerId) }),
  });
}

/** One line of an address, as the pickup executive reads it; the city and state in the page's language. */
export function formatAddress(address: Address, locale: Locale = BASE_LOCALE): string {
  return [address.address_no, address.locality, address.landmark, placeNameIn(address.city, locale)]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ')
    .concat(`, ${placeNameIn(address.state, locale)} - ${address.pincode}`);
}
