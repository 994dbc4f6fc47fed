import type { ResponseOf } from '@phonix/shared/api/contract';
import type { WhatsAppConsentSource } from '@phonix/shared/whatsapp-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery } from '@/lib/api-client.ts';
import { accountKey } from '@/lib/session.ts';

/** Customer-owned (accountKey): logging out drops it. */
export const whatsAppKey = (customerId: number) => accountKey(customerId, 'whatsapp');

/** GET api/customer/whatsapp: the seller's latest WhatsApp choice (docs/decisions/150). */
export function useWhatsAppConsent(customerId: number) {
  return useQuery({
    ...endpointQuery('whatsAppConsent', {}, whatsAppKey(customerId)),
    select: (answer) => answer.whatsapp,
  });
}

export interface WhatsAppChoice {
  optIn: boolean;
  source: WhatsAppConsentSource;
  /** The exact words shown with the box, in the page's language: the server keeps them as the proof. */
  text: string;
}

/** POST api/customer/whatsapp/optin or /optout; the answer's state replaces the one shown. */
export function useSetWhatsAppConsent(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ optIn, source, text }: WhatsAppChoice) =>
      optIn
        ? call('whatsAppOptIn', { body: { source, text } })
        : call('whatsAppOptOut', { body: { source, text } }),
    onSuccess: (answer) =>
      queryClient.setQueryData<ResponseOf<'whatsAppConsent'>>(whatsAppKey(customerId), answer),
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The booking page's opt-in, sent after the order is booked: it never fails the booking. A failure is tried
 * once more after a moment, then given up quietly (the seller can still opt in from the profile); a refusal
 * (4xx) is not tried again. Resolves true when the choice was recorded.
 */
export async function recordBookingOptIn(text: string, retryAfterMs = 2_000): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await call('whatsAppOptIn', { body: { source: 'booking', text } });
      return true;
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      if (typeof status === 'number' && status >= 400 && status < 500 && status !== 429) return false;
      if (attempt === 0) await wait(retryAfterMs);
    }
  }
  return false;
}

/**
 * The booking page's opt-in as a mutation, sent once the order is booked (recordBookingOptIn's retry and
 * quiet give-up); a recorded choice is read again for the profile.
 */
export function useRecordBookingOptIn(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => recordBookingOptIn(text),
    onSuccess: (recorded) =>
      recorded ? queryClient.invalidateQueries({ queryKey: whatsAppKey(customerId) }) : undefined,
  });
}
