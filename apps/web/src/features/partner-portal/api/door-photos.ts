import type { DoorPhoto } from '@phonix/shared/evidence';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { PARTNER_QUERY_KEY, partnerCall, partnerQuery } from './partner-session.ts';

/**
 * The photos the partner takes at the door (issue 34): one or more for each answer it changes, each sent as
 * it is taken. The list is the server's, so photos taken before "Change answers" still count.
 */
const photosInput = (refNo: string) => ({ params: { ref: refNo.toUpperCase() } });
const photosKey = (refNo: string) => [PARTNER_QUERY_KEY, 'partnerDoorPhotos', photosInput(refNo)];

export function useDoorPhotos(refNo: string) {
  return useQuery({
    ...partnerQuery('partnerDoorPhotos', photosInput(refNo)),
    select: (answer) => answer.photos,
    // The links expire after ten minutes: read them again well before.
    staleTime: 5 * 60_000,
    refetchInterval: 5 * 60_000,
  });
}

/** Whether a failed send is worth trying again by itself: no answer (a weak connection) or a busy server. */
const transient = (error: unknown) =>
  !(error instanceof ApiError) || error.status >= 500 || error.status === 429;

/**
 * Sends one photo of a changed answer. On a weak connection it is tried again by itself (three more times,
 * waiting longer each time); the photo is then in the order's list.
 */
export function useUploadDoorPhoto(refNo: string) {
  return useMutation({
    mutationFn: (input: { answerKey: string; image: string }) =>
      partnerCall('partnerUploadDoorPhoto', {
        params: { ref: refNo.toUpperCase() },
        body: { answer_key: input.answerKey, image: input.image },
      }),
    retry: (failures, error) => failures < 3 && transient(error),
    retryDelay: (attempt) => Math.min(8_000, 1_000 * 2 ** attempt),
    onSuccess: (answer) => {
      queryClient.setQueryData(
        photosKey(refNo),
        (old: { success: true; photos: DoorPhoto[] } | undefined) => ({
          success: true as const,
          photos: [...(old?.photos ?? []), answer.photo],
        }),
      );
    },
  });
}
