import type { PickupSlot } from '@phonix/shared/pickup';
import type { AnswerRecord } from '@phonix/shared/questionnaire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { ACCOUNT_QUERY_KEY } from '@/lib/session.ts';

export interface BookingRequest {
  record: AnswerRecord;
  /** The evaluation booked (its price enquiry): it books one order, however often it is confirmed. */
  enquiryId: number;
  customerId: number;
  addressId: number;
  pickupDate: string;
  pickupTime: PickupSlot;
  /** The quote shown; the server recomputes its own from the answers. */
  exactValue: number | undefined;
  /** One key per booking attempt, so a retry or a double tap books once. */
  idempotencyKey: string;
}

/** POST api/generatesellnoworder (SPEC 7). */
export function useGenerateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (booking: BookingRequest) =>
      call(
        'generateSellNowOrder',
        {
          body: {
            ic_slug: booking.record.ic_slug,
            model_name: booking.record.model_name ?? '',
            variant: booking.record.variant,
            exactValue: booking.exactValue,
            device_info: JSON.stringify(booking.record),
            customer_id: booking.customerId,
            address_id: booking.addressId,
            pickup_date: booking.pickupDate,
            pickup_time: booking.pickupTime,
            enquiry_id: booking.enquiryId,
          },
        },
        { headers: { 'Idempotency-Key': booking.idempotencyKey } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ACCOUNT_QUERY_KEY] }),
  });
}

/** Records the evaluation being booked when no enquiry was kept for it: its id (the isInserted marker). */
export function useRecordEnquiry() {
  return useMutation({
    mutationFn: async (record: AnswerRecord): Promise<number> => {
      const answer = await call('insertPriceEnquiry', { body: { selectedModel: record } });
      return answer.isInserted;
    },
  });
}
