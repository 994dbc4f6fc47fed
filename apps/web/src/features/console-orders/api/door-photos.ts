import { useMutation, useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { queryClient } from '@/lib/query-client.ts';
import { staffCall, staffQuery, staffQueryKey } from '@/lib/staff-session.ts';

/** The photos the partner took at the door of an order (issue 34), with signed links for the console. */
const photosQuery = (ref: string) => staffQuery('staffDoorPhotos', { params: { ref } });

export function useOrderDoorPhotos(ref: string) {
  return useQuery({
    ...photosQuery(ref),
    select: (answer) => answer.photos,
    // The links expire after ten minutes: read them again well before.
    refetchInterval: 5 * 60_000,
  });
}

/**
 * Marks a photo as not proving its change (audited). The order is read again: with no photo left for the
 * answer, the change was undone in the seller's favour and the seller told.
 */
export function useRejectDoorPhoto(ref: string) {
  return useMutation({
    mutationFn: (input: { id: number; reason: string }) =>
      staffCall('staffRejectDoorPhoto', { params: { id: input.id }, body: { reason: input.reason } }),
    onSuccess: () => {
      toast.success('Marked as not proving the change.');
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: photosQuery(ref).queryKey }),
        queryClient.invalidateQueries({ queryKey: staffQueryKey('staffOrder') }),
        queryClient.invalidateQueries({ queryKey: staffQueryKey('staffOutbox') }),
      ]);
    },
  });
}
