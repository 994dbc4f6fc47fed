import type { ResponseOf } from '@phonix/shared/api/contract';
import type { SelfCheckReport } from '@phonix/shared/self-check';
import { canonicalJson, doorProofText, type SellerSelfCheck } from '@phonix/shared/self-check-proof';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery } from '@/lib/api-client.ts';
import { accountKey } from '@/lib/session.ts';
import { publicJwk, sign } from '../utils/device-key.ts';
import { latestReport } from '../utils/report-store.ts';

/**
 * The seller's self-check on an order (issue 34): what the server holds (shared, proven), the report kept on
 * this phone for the order's variant, and the two writes, each signed by this browser's own key.
 */
const selfCheckKey = (customerId: number, refNo: string) =>
  accountKey(customerId, 'self-check', refNo.toUpperCase());

/** GET api/self-check/{ref}: the check shared with the order, and whether it can be shared or proven now. */
export function useOrderSelfCheck(customerId: number, refNo: string) {
  return useQuery({
    ...endpointQuery('sellerSelfCheck', { params: { ref: refNo } }, selfCheckKey(customerId, refNo)),
    select: (answer) => answer.self_check,
    staleTime: 0,
    // While the pickup is open and the phone not proven, read now and then: the executive setting out
    // brings "Prove this is the phone" by itself.
    refetchInterval: (query) => {
      const view = query.state.data?.self_check;
      return view?.can_share && !view.shared?.proven_at ? 30_000 : false;
    },
  });
}

/** The latest report this phone keeps for the variant (IndexedDB; null when none was run here). */
export function useLocalReport(variantId: number | undefined) {
  return useQuery({
    queryKey: ['self-check', 'local-report', variantId],
    queryFn: () => latestReport(variantId as number),
    enabled: variantId !== undefined,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

function show(queryClient: QueryClient, customerId: number, view: SellerSelfCheck) {
  queryClient.setQueryData<ResponseOf<'sellerSelfCheck'>>(selfCheckKey(customerId, view.ref_no), {
    success: true,
    self_check: view,
  });
}

/** POST api/self-check/{ref}: the report, signed over its canonical JSON, with this phone's public key. */
export function useShareSelfCheck(customerId: number, refNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (report: SelfCheckReport) => {
      const [public_key, signature] = await Promise.all([publicJwk(), sign(canonicalJson(report))]);
      return call('sellerShareSelfCheck', {
        params: { ref: refNo },
        body: { report, public_key, signature },
      });
    },
    onSuccess: (answer) => show(queryClient, customerId, answer.self_check),
  });
}

/** POST api/self-check/{ref}/proof: the code the executive shows, signed by this phone's key. */
export function useProveDoorCode(customerId: number, refNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      const signature = await sign(doorProofText(refNo, code));
      return call('sellerProveDoorCode', { params: { ref: refNo }, body: { code, signature } });
    },
    onSuccess: (answer) => show(queryClient, customerId, answer.self_check),
  });
}
