import { indiaDay } from '@phonix/shared/india-time';
import { useMutation, useQuery } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client.ts';
import { saveFile } from '@/lib/save-file.ts';
import { PARTNER_QUERY_KEY, partnerCall, partnerQuery } from './partner-session.ts';

/**
 * The partner's own privacy (issue 24): its data download (JSON, saved as a file) and its grievances to the
 * Grievance Officer. Everything goes with the partner's session; nothing takes a partner id.
 */

/** Everything held about the shop, saved as `phonix-partner-data-<India day>.json`. */
export async function downloadPartnerData(): Promise<void> {
  const answer = await partnerCall('partnerPrivacyData', {});
  const file = new Blob([JSON.stringify(answer, null, 2)], { type: 'application/json' });
  saveFile(file, `phonix-partner-data-${indiaDay()}.json`);
}

export function usePartnerGrievances() {
  return useQuery(partnerQuery('partnerGrievances', {}));
}

/** A grievance to the Grievance Officer; the list of the partner's grievances is read again. */
export function useRaisePartnerGrievance() {
  return useMutation({
    mutationFn: async (input: { subject: string; message: string }) =>
      (await partnerCall('partnerCreateGrievance', { body: input })).grievance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PARTNER_QUERY_KEY, 'partnerGrievances'] }),
  });
}
