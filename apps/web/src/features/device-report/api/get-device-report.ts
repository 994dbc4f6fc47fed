import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-client.ts';

/** The public device report by ref_no: the device and its condition only, no personal data. */
export function useDeviceReport(refNo: string) {
  return useQuery({
    ...endpointQuery('deviceReport', { params: { ref: refNo } }),
    select: (response) => response.enquiry,
    retry: false,
  });
}
