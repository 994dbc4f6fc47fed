import type { PickupSlot } from '@phonix/shared/pickup';
import type { AnswerRecord } from '@phonix/shared/questionnaire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { ACCOUNT_QUERY_KEY } from '@/lib/session.ts';

export interface BookingRequest {
  record: AnswerRecord;
  customerId: number;
  addressId: number;
  pickupDate: string;
  pickupTime: PickupSlot;
  /** The quote shown; the server recomputes its own from the answers. */
  exactValue: number | undefined;
  /** One key per booking attempt, so a retry or a double tap books once. */
  idempotencyKey: string;
}

export interface BookingAnswer {
  success: true;
  message: string;
  RefNo: string;
  ExactValue: number;
}

/** POST api/generatesellnoworder (SPEC 7). */
export function useGenerateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (booking: BookingRequest) =>
      api.post<BookingAnswer>(
        '/api/generatesellnoworder',
        {
          ic_slug: booking.record.ic_slug,
          model_name: booking.record.model_name ?? '',
          variant: booking.record.variant,
          exactValue: booking.exactValue,
          device_info: JSON.stringify(booking.record),
          customer_id: booking.customerId,
          address_id: booking.addressId,
          pickup_date: booking.pickupDate,
          pickup_time: booking.pickupTime,
        },
        undefined,
        { 'Idempotency-Key': booking.idempotencyKey },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ACCOUNT_QUERY_KEY] }),
  });
}

/** A random key for Idempotency-Key; randomUUID needs a secure context, so fall back to getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
