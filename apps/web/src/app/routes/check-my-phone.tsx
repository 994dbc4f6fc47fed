import { seller_order_load_failed } from '@phonix/shared/messages/seller_order_load_failed';
import { seller_order_loading } from '@phonix/shared/messages/seller_order_loading';
import { seller_purpose_order } from '@phonix/shared/messages/seller_purpose_order';
import { seller_try_again } from '@phonix/shared/messages/seller_try_again';
import { answerRecordSchema } from '@phonix/shared/questionnaire-record';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { RequireSession } from '@/features/auth/components/require-session.tsx';
import { useSalesOrder } from '@/features/orders/api/orders.ts';
import { type CheckContext, SelfCheckFlow } from '@/features/self-check/components/self-check-flow.tsx';
import { storage } from '@/lib/storage.ts';
import { NotFoundPage } from '../router.tsx';

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="bg-slate-50 pb-12">
      <PageContainer className="py-4 md:py-10">
        <div className="mx-auto max-w-3xl">{children}</div>
      </PageContainer>
    </div>
  );
}

/** The quote being made for this variant on this phone, if the stored answers are for it. */
function quoteContext(variantId: number): CheckContext {
  const stored = storage.getSelectedModel();
  const parsed = stored ? answerRecordSchema.safeParse(stored) : null;
  if (!stored || !parsed?.success || stored.variant !== variantId) return { kind: 'none', phoneName: null };
  const name = stored.model_name ?? stored.item_name ?? stored.ic_slug;
  return {
    kind: 'quote',
    answers: stored,
    phoneName: stored.variant_name ? `${name} (${stored.variant_name})` : name,
  };
}

function QuoteCheck({ variantId }: { variantId: number }) {
  const [context] = useState(() => quoteContext(variantId));
  return (
    <Frame>
      <SelfCheckFlow variantId={variantId} context={context} />
    </Frame>
  );
}

/** From an order: its answers are the ones the check compares with; the order itself is not changed here. */
function OrderCheck({
  customerId,
  refNo,
  variantId,
}: {
  customerId: number;
  refNo: string;
  variantId: number;
}) {
  const order = useSalesOrder(customerId, refNo);
  if (order.isError) {
    return (
      <Frame>
        <ErrorState
          title={seller_order_load_failed()}
          retryLabel={seller_try_again()}
          onRetry={() => order.refetch()}
        />
      </Frame>
    );
  }
  if (order.isPending) {
    return (
      <Frame>
        <div role="status" aria-label={seller_order_loading()}>
          <Skeleton className="h-96 rounded-2xl" />
        </div>
      </Frame>
    );
  }
  let answers: unknown = null;
  try {
    answers = JSON.parse(order.data.DeviceInfo);
  } catch {
    answers = null;
  }
  const parsed = answerRecordSchema.safeParse(answers);
  const context: CheckContext =
    parsed.success && parsed.data.variant === variantId
      ? {
          kind: 'order',
          answers: parsed.data,
          phoneName: `${order.data.Model}${order.data.VariantInfo ? ` (${order.data.VariantInfo})` : ''}`,
          orderRef: order.data.RefNo,
        }
      : { kind: 'none', phoneName: null };
  return (
    <Frame>
      <SelfCheckFlow variantId={variantId} context={context} />
    </Frame>
  );
}

/**
 * "Check my phone" (issue 34): the seller's self-check for one variant, from the quote or (?order=REF) from an
 * order. Drawn only in the browser, and loaded only here: the checks' code is this page's chunk.
 */
export function Component() {
  const { variant = '' } = useParams();
  const [search] = useSearchParams();
  const orderRef = search.get('order');
  const variantId = Number(variant);
  if (!/^\d{1,9}$/.test(variant) || variantId <= 0) return <NotFoundPage />;
  if (orderRef) {
    return (
      <RequireSession purpose={seller_purpose_order()}>
        {(user) => <OrderCheck customerId={user.customer_id} refNo={orderRef} variantId={variantId} />}
      </RequireSession>
    );
  }
  return <QuoteCheck variantId={variantId} />;
}
