import { header_home_label } from '@phonix/shared/messages/header_home_label';
import { partner_reexact_back } from '@phonix/shared/messages/partner_reexact_back';
import { partner_reexact_changed } from '@phonix/shared/messages/partner_reexact_changed';
import { partner_reexact_failed } from '@phonix/shared/messages/partner_reexact_failed';
import { partner_reexact_heading } from '@phonix/shared/messages/partner_reexact_heading';
import { partner_reexact_loading } from '@phonix/shared/messages/partner_reexact_loading';
import { partner_reexact_no_offer } from '@phonix/shared/messages/partner_reexact_no_offer';
import { partner_reexact_no_offer_text } from '@phonix/shared/messages/partner_reexact_no_offer_text';
import { partner_reexact_order } from '@phonix/shared/messages/partner_reexact_order';
import { partner_reexact_view_order } from '@phonix/shared/messages/partner_reexact_view_order';
import { paths } from '@phonix/shared/routes';
import { ArrowLeft, ClipboardList, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Link } from '@/components/ui/link.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { RequireSession } from '@/features/auth/components/require-session.tsx';
import { useRevisedOffer, useSalesOrder } from '@/features/orders/api/orders.ts';
import { OfferDecision } from '@/features/orders/components/offer-decision.tsx';
import { OfferOutcome } from '@/features/orders/components/offer-outcome.tsx';
import { RevisedOfferSummary } from '@/features/orders/components/revised-offer-summary.tsx';
import { ApiError, isNotFound } from '@/lib/api-client.ts';
import { NotFoundPage } from '../router.tsx';

/** The bare page's own top: the logo only (SPEC 2: no header and footer on reexact-value). */
function Bar() {
  return (
    <div className="border-b border-slate-200 bg-white">
      <PageContainer className="flex h-16 items-center">
        <Link to="/" aria-label={header_home_label()} className="rounded-lg">
          <Logo className="h-8 w-auto" />
        </Link>
      </PageContainer>
    </div>
  );
}

/** The order exists but its phone has not been re-checked at the door (or was handed back since). */
function NoOffer({ refNo }: { refNo: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <SearchX className="size-10 text-slate-400" aria-hidden />
      <p className="text-base font-semibold text-slate-900">{partner_reexact_no_offer()}</p>
      <p className="max-w-md text-sm text-slate-600">{partner_reexact_no_offer_text()}</p>
      <Link to={paths.salesOrderDetail(refNo)} className={buttonClass('primary', 'lg', 'mt-2')}>
        <ClipboardList className="size-5" aria-hidden />
        {partner_reexact_view_order()}
      </Link>
    </div>
  );
}

function RevisedOfferPage({ customerId, refNo }: { customerId: number; refNo: string }) {
  const offer = useRevisedOffer(customerId, refNo);
  // The decision was taken on this page: its outcome takes the focus from the buttons it replaces.
  const [decided, setDecided] = useState(false);
  const data = offer.data;
  // Cancelled while the offer waited, not by declining it: the order says why.
  const cancelledMeanwhile = data?.status === 'cancelled' && data.offer_status !== 'declined';
  const order = useSalesOrder(customerId, refNo, { enabled: cancelledMeanwhile });

  // The order has no re-quote yet: said on this page. No such order of this seller (or no such reference at
  // all): the not-found page.
  const noOffer = offer.error instanceof ApiError && offer.error.code === 'REVISED_OFFER_NOT_FOUND';
  if (
    !noOffer &&
    (isNotFound(offer.error) || (offer.error instanceof ApiError && offer.error.status === 400))
  ) {
    return <NotFoundPage />;
  }

  return (
    <div className="flex flex-1 flex-col bg-slate-50">
      <Bar />
      <PageContainer className="py-6 md:py-10">
        <div className="mx-auto flex max-w-3xl flex-col gap-5">
          <div className="flex flex-col gap-2">
            <Link
              to={paths.salesOrderDetail(refNo)}
              className="inline-flex min-h-11 items-center gap-1.5 self-start rounded-lg text-sm font-semibold text-brand-800 hover:text-brand-900"
            >
              <ArrowLeft className="size-4" aria-hidden />
              {partner_reexact_back()}
            </Link>
            <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">
              {partner_reexact_heading()}
            </h1>
            <p className="text-sm text-slate-600">
              {partner_reexact_order()}{' '}
              <span className="font-semibold text-slate-900 tabular-nums">#{data?.ref_no ?? refNo}</span>
            </p>
          </div>
          {offer.isPending ? (
            <Spinner label={partner_reexact_loading()} className="py-24" />
          ) : data ? (
            <>
              {data.needs_decision ? (
                <p className="text-slate-700">{partner_reexact_changed()}</p>
              ) : (
                // Settled or nothing to decide: the outcome comes first, the details follow.
                <OfferOutcome
                  offer={data}
                  cancelReason={cancelledMeanwhile ? (order.data?.cancel_reason ?? null) : null}
                  focusOnMount={decided}
                />
              )}
              <RevisedOfferSummary offer={data} />
              {data.needs_decision ? (
                <OfferDecision
                  customerId={customerId}
                  offer={data}
                  onDecided={() => setDecided(true)}
                  onStale={() => void offer.refetch()}
                />
              ) : null}
            </>
          ) : noOffer ? (
            <NoOffer refNo={refNo} />
          ) : (
            <ErrorState title={partner_reexact_failed()} onRetry={() => offer.refetch()} />
          )}
        </div>
      </PageContainer>
    </div>
  );
}

/** /{city}/reexact-value/{ref_no}: login-only, like the order it belongs to. */
export function Component() {
  const { ref = '' } = useParams();
  return (
    <RequireSession purpose="see your revised offer">
      {(user) => <RevisedOfferPage customerId={user.customer_id} refNo={ref} />}
    </RequireSession>
  );
}
