import type { ResponseOf } from '@phonix/shared/api/contract';
import type { Locale } from '@phonix/shared/i18n';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery } from '@/lib/api-client.ts';
import { accountKey, updateStoredUser } from '@/lib/session.ts';

const customerKey = (customerId: number) => accountKey(customerId, 'customer');

/** The customer fetch by customer_id (SPEC 7). */
export function useCustomer(customerId: number) {
  return useQuery({
    ...endpointQuery('customer', { params: { id: customerId } }, customerKey(customerId)),
    select: (response) => response.customer,
  });
}

export interface ProfileValues {
  name: string;
  email: string;
  alternate_mobile: string;
}

/** Saves the personal details, then keeps userData (the header's name) in step. */
export function useUpdateProfile(customer: { customer_id: number; mobile: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileValues) =>
      call('updateCustomerProfile', {
        body: { customer_id: customer.customer_id, mobile: customer.mobile, ...values },
      }),
    onSuccess: (_answer, values) => {
      updateStoredUser(values);
      return queryClient.invalidateQueries({ queryKey: customerKey(customer.customer_id) });
    },
  });
}

const languageKey = (customerId: number) => accountKey(customerId, 'language');

/** GET api/customer/language: the language the seller's SMS, WhatsApp and receipt are written in. */
export function useAccountLanguage(customerId: number) {
  return useQuery({
    ...endpointQuery('customerLanguage', {}, languageKey(customerId)),
    select: (answer) => answer.language,
  });
}

/** POST api/customer/language: the answer's language replaces the one shown. */
export function useSetAccountLanguage(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Locale) => call('setCustomerLanguage', { body: { language } }),
    onSuccess: (answer) =>
      queryClient.setQueryData<ResponseOf<'customerLanguage'>>(languageKey(customerId), {
        success: true,
        language: answer.language,
      }),
  });
}
