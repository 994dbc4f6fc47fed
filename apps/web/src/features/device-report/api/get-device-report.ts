import { useQuery } from '@tanstack/react-query';
import { api, segment } from '@/lib/api-client.ts';

export interface DeviceReport {
  Model: string;
  VariantInfo: string;
  TransactionDate: string;
  DeviceInfo: string;
  PartnerDeviceInfo: string | null;
}

/** The public device report by ref_no: the device and its condition only, no personal data. */
export function useDeviceReport(refNo: string) {
  return useQuery({
    queryKey: ['device-report', refNo],
    queryFn: ({ signal }) =>
      api
        .get<{ success: true; enquiry: DeviceReport }>(`/api/devicereport/${segment(refNo)}`, signal)
        .then((response) => response.enquiry),
    retry: false,
  });
}
