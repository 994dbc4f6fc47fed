import type { Locale } from '@phonix/shared/i18n';
import { partner_address_after_accept } from '@phonix/shared/messages/partner_address_after_accept';
import { partner_address_type_home } from '@phonix/shared/messages/partner_address_type_home';
import { partner_address_type_office } from '@phonix/shared/messages/partner_address_type_office';
import { partner_address_type_other } from '@phonix/shared/messages/partner_address_type_other';
import { partner_after_check } from '@phonix/shared/messages/partner_after_check';
import { partner_answers_found } from '@phonix/shared/messages/partner_answers_found';
import { partner_answers_summary } from '@phonix/shared/messages/partner_answers_summary';
import { partner_bought_hidden } from '@phonix/shared/messages/partner_bought_hidden';
import { partner_call } from '@phonix/shared/messages/partner_call';
import { partner_call_other } from '@phonix/shared/messages/partner_call_other';
import { partner_card_order } from '@phonix/shared/messages/partner_card_order';
import { partner_check_internet } from '@phonix/shared/messages/partner_check_internet';
import { partner_check_seller_answer } from '@phonix/shared/messages/partner_check_seller_answer';
import { partner_loading_order } from '@phonix/shared/messages/partner_loading_order';
import { partner_next_agreed } from '@phonix/shared/messages/partner_next_agreed';
import { partner_next_at_door } from '@phonix/shared/messages/partner_next_at_door';
import { partner_next_cancelled } from '@phonix/shared/messages/partner_next_cancelled';
import { partner_next_completed } from '@phonix/shared/messages/partner_next_completed';
import { partner_next_declined } from '@phonix/shared/messages/partner_next_declined';
import { partner_next_not_yours } from '@phonix/shared/messages/partner_next_not_yours';
import { partner_next_open } from '@phonix/shared/messages/partner_next_open';
import { partner_next_out } from '@phonix/shared/messages/partner_next_out';
import { partner_next_waiting } from '@phonix/shared/messages/partner_next_waiting';
import { partner_not_open_text } from '@phonix/shared/messages/partner_not_open_text';
import { partner_not_open_title } from '@phonix/shared/messages/partner_not_open_title';
import { partner_order_all_pickups } from '@phonix/shared/messages/partner_order_all_pickups';
import { partner_order_load_failed } from '@phonix/shared/messages/partner_order_load_failed';
import { partner_out_failed } from '@phonix/shared/messages/partner_out_failed';
import { partner_out_for_pickup } from '@phonix/shared/messages/partner_out_for_pickup';
import { partner_panel_pickup } from '@phonix/shared/messages/partner_panel_pickup';
import { partner_panel_price } from '@phonix/shared/messages/partner_panel_price';
import { partner_price_paid_label } from '@phonix/shared/messages/partner_price_paid_label';
import { partner_price_to_pay } from '@phonix/shared/messages/partner_price_to_pay';
import { partner_receipt_and_payout } from '@phonix/shared/messages/partner_receipt_and_payout';
import { partner_recheck } from '@phonix/shared/messages/partner_recheck';
import { partner_recheck_again } from '@phonix/shared/messages/partner_recheck_again';
import { partner_reject } from '@phonix/shared/messages/partner_reject';
import { partner_rise_check_answer } from '@phonix/shared/messages/partner_rise_check_answer';
import { partner_rise_waiting_title } from '@phonix/shared/messages/partner_rise_waiting_title';
import { partner_seller_quote } from '@phonix/shared/messages/partner_seller_quote';
import { partner_start_handover } from '@phonix/shared/messages/partner_start_handover';
import { partner_steps_label } from '@phonix/shared/messages/partner_steps_label';
import { partner_toast_out } from '@phonix/shared/messages/partner_toast_out';
import { formatINR } from '@phonix/shared/money';
import type { PartnerOrder } from '@phonix/shared/partner-api';
import { describeAnswers } from '@phonix/shared/questionnaire';
import {
  ArrowLeft,
  Bike,
  CalendarClock,
  ClipboardCheck,
  HandCoins,
  LoaderCircle,
  MapPin,
  Phone,
  ReceiptText,
  RefreshCw,
  Undo2,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Link } from '@/components/ui/link.tsx';
import { ReportSections } from '@/components/ui/report-sections.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage, isNotFound } from '@/lib/api-client.ts';
import { usePageLocale } from '@/lib/locale.tsx';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { usePartnerOrder, useStartPickup } from '../api/partner-orders.ts';
import {
  handoverPath,
  offerWords,
  type PartnerSteps,
  parseAnswers,
  partnerSteps,
  pickupWhen,
  priceToPay,
  priceToPayWords,
  requotePath,
} from '../utils/order-view.ts';
import { AcceptButton } from './accept-button.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { RiseWaiting } from './rise-waiting.tsx';
import { SelfCheckPanel } from './self-check-panel.tsx';
import { StatusBadge } from './status-badge.tsx';

const bigButton = 'min-h-14 w-full text-lg';

/** An address's type (a code: Home, Office, Other) in the page's language. */
const ADDRESS_TYPE_WORDS: Record<string, () => string> = {
  Home: () => partner_address_type_home(),
  Office: () => partner_address_type_office(),
  Other: () => partner_address_type_other(),
};
const addressTypeWords = (type: string) => ADDRESS_TYPE_WORDS[type]?.() ?? type;

function BackLink() {
  return (
    <Link
      to="/partner"
      className="inline-flex min-h-12 items-center gap-2 self-start rounded-xl px-2 text-base font-bold text-brand-900 underline underline-offset-4"
    >
      <ArrowLeft className="size-5" aria-hidden />
      {partner_order_all_pickups()}
    </Link>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-2xl border-2 border-slate-300 bg-white p-4">
      <h2 className="text-base font-extrabold tracking-wide text-slate-800 uppercase">{title}</h2>
      {children}
    </section>
  );
}

/** What to do next, in one sentence; spoken when it changes (the seller decided, the order moved). */
function nextStepOf(
  order: PartnerOrder,
  steps: PartnerSteps,
  locale: Locale,
): { text: string; tone: string } {
  const good = 'border-emerald-700 bg-emerald-50 text-emerald-950';
  const info = 'border-sky-700 bg-sky-50 text-sky-950';
  const warn = 'border-amber-700 bg-amber-50 text-amber-950';
  const plain = 'border-slate-500 bg-slate-100 text-slate-950';
  if (order.status === 'completed')
    return {
      text: partner_next_completed({ price: priceToPayWords(priceToPay(order, locale), locale) }),
      tone: good,
    };
  if (order.status === 'cancelled') {
    const declined = order.events.at(-1)?.type === 'offer_declined';
    return {
      text: declined ? partner_next_declined() : partner_next_cancelled(),
      tone: plain,
    };
  }
  if (steps.accept) return { text: partner_next_open(), tone: info };
  if (steps.waitingForSeller && order.revised_value !== null)
    return {
      text: partner_next_waiting({ value: formatINR(order.revised_value, locale) }),
      tone: warn,
    };
  if (steps.waitingForPhonix) return { text: partner_rise_waiting_title(), tone: warn };
  if (steps.outForPickup) return { text: partner_next_out(), tone: info };
  if (steps.handover && order.revised_value === null) return { text: partner_next_at_door(), tone: info };
  if (steps.handover)
    return {
      text: partner_next_agreed({ value: formatINR(order.agreed_value, locale) }),
      tone: good,
    };
  return { text: partner_next_not_yours(), tone: plain };
}

function Price({ order }: { order: PartnerOrder }) {
  const { locale } = usePageLocale();
  const price = priceToPay(order, locale);
  const offer = price.kind === 'agreed' || price.kind === 'paid' ? offerWords(order, locale) : null;
  return (
    <div className="flex flex-col gap-2">
      <p data-testid="agreed-value" data-kind={price.kind}>
        <span className="block text-sm font-semibold text-slate-700">
          {price.kind === 'paid' ? partner_price_paid_label() : partner_price_to_pay()}
        </span>
        {price.kind === 'agreed' ? (
          <span className="text-4xl font-extrabold text-slate-950 tabular-nums">
            {formatINR(price.amount, locale)}
          </span>
        ) : (
          <span className="block text-xl leading-snug font-extrabold text-slate-950 tabular-nums">
            {priceToPayWords(price, locale)}
          </span>
        )}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
        <dt className="text-slate-700">{partner_seller_quote()}</dt>
        <dd className="font-semibold text-slate-950 tabular-nums">{formatINR(order.quoted_value, locale)}</dd>
        {order.revised_value === null ? null : (
          <>
            <dt className="text-slate-700">{partner_after_check()}</dt>
            <dd className="font-semibold text-slate-950 tabular-nums">
              {formatINR(order.revised_value, locale)}
            </dd>
          </>
        )}
      </dl>
      {offer ? <p className="text-base font-semibold text-slate-900">{offer}.</p> : null}
    </div>
  );
}

function Seller({ order }: { order: PartnerOrder }) {
  const { seller, address } = order;
  if (order.held_by_you && order.status === 'completed') {
    return (
      <p className="flex items-start gap-2 text-base text-slate-900">
        <MapPin className="mt-0.5 size-5 shrink-0 text-slate-700" aria-hidden />
        <span>
          <span className="font-semibold">
            {order.locality}, {order.city} {order.pincode}
          </span>
          <span className="block text-slate-700">{partner_bought_hidden()}</span>
        </span>
      </p>
    );
  }
  if (!seller || !address) {
    return (
      <p className="flex items-start gap-2 text-base text-slate-900">
        <MapPin className="mt-0.5 size-5 shrink-0 text-slate-700" aria-hidden />
        <span>
          <span className="font-semibold">{order.locality}</span>
          <span className="block text-slate-700">{partner_address_after_accept()}</span>
        </span>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg font-bold text-slate-950">{seller.name}</p>
      <a
        href={`tel:+91${seller.mobile}`}
        data-testid="seller-phone"
        className={buttonClass('primary', 'lg', `${bigButton} tabular-nums`)}
      >
        <Phone className="size-5" aria-hidden />
        {partner_call({ mobile: seller.mobile })}
      </a>
      {seller.alternate_mobile ? (
        <a
          href={`tel:+91${seller.alternate_mobile}`}
          className={buttonClass('secondary', 'lg', `${bigButton} border-2 tabular-nums`)}
        >
          <Phone className="size-5" aria-hidden />
          {partner_call_other({ mobile: seller.alternate_mobile })}
        </a>
      ) : null}
      <address
        data-testid="pickup-address"
        className="flex items-start gap-2 text-base text-slate-950 not-italic"
      >
        <MapPin className="mt-1 size-5 shrink-0 text-slate-700" aria-hidden />
        <span>
          <span className="block font-semibold">
            {address.address_no}
            {address.address_type ? ` (${addressTypeWords(address.address_type)})` : ''}
          </span>
          {address.landmark ? <span className="block">{address.landmark}</span> : null}
          <span className="block">{address.locality}</span>
          <span className="block">
            {address.city}, {address.state} {address.pincode}
          </span>
        </span>
      </address>
    </div>
  );
}

function Answers({ order }: { order: PartnerOrder }) {
  const declared = parseAnswers(order.device_info);
  const found = parseAnswers(order.partner_device_info);
  if (!declared) return null;
  return (
    <details className="group rounded-2xl border-2 border-slate-300 bg-white">
      <summary className="flex min-h-14 cursor-pointer items-center px-4 text-base font-bold text-slate-950">
        {partner_answers_summary()}
      </summary>
      <div className="flex flex-col gap-4 px-4 pb-4">
        <ReportSections sections={describeAnswers(declared)} />
        {found ? (
          <>
            <h3 className="pt-2 text-base font-extrabold text-slate-950">{partner_answers_found()}</h3>
            <ReportSections sections={describeAnswers(found)} />
          </>
        ) : null}
      </div>
    </details>
  );
}

function Actions({
  order,
  onRefresh,
  refreshing,
}: {
  order: PartnerOrder;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const navigate = useNavigate();
  const steps = partnerSteps(order);
  const [rejecting, setRejecting] = useState(false);
  const startPickup = useStartPickup(order.ref_no);
  const out = useSingleFlight();
  const goOut = out.guard(async () => {
    try {
      await startPickup.mutateAsync();
      toast.success(partner_toast_out());
    } catch (error) {
      toast.error(errorMessage(error, partner_out_failed()));
    }
  });
  const gone = (refNo: string) => navigate('/partner', { replace: true, state: { gone: refNo } });
  const any =
    steps.accept || steps.outForPickup || steps.recheck || steps.handover || steps.receipt || steps.reject;
  if (!any && !steps.waitingForSeller) return null;

  return (
    <section aria-label={partner_steps_label()} className="flex flex-col gap-3">
      {steps.accept ? (
        <AcceptButton refNo={order.ref_no} onAccepted={() => undefined} onGone={gone} className="w-full" />
      ) : null}
      {steps.outForPickup ? (
        <Button size="lg" onClick={goOut} disabled={out.busy} className={bigButton}>
          {out.busy ? (
            <LoaderCircle className="size-5 animate-spin" aria-hidden />
          ) : (
            <Bike className="size-5" aria-hidden />
          )}
          {partner_out_for_pickup()}
        </Button>
      ) : null}
      {steps.recheck ? (
        <Link
          to={requotePath(order)}
          data-testid="recheck-phone"
          className={
            order.revised_value === null
              ? buttonClass('primary', 'lg', bigButton)
              : buttonClass('secondary', 'lg', `${bigButton} border-2`)
          }
        >
          <ClipboardCheck className="size-5" aria-hidden />
          {order.revised_value === null ? partner_recheck() : partner_recheck_again()}
        </Link>
      ) : null}
      {steps.waitingForSeller ? (
        <Button
          variant="secondary"
          size="lg"
          onClick={onRefresh}
          disabled={refreshing}
          className={`${bigButton} border-2`}
        >
          <RefreshCw className={`size-5 ${refreshing ? 'animate-spin' : ''}`} aria-hidden />
          {partner_check_seller_answer()}
        </Button>
      ) : null}
      {steps.handover ? (
        <Link
          to={handoverPath(order.ref_no)}
          data-testid="start-handover"
          className={
            order.revised_value === null
              ? buttonClass('secondary', 'lg', `${bigButton} border-2`)
              : buttonClass('primary', 'lg', bigButton)
          }
        >
          <HandCoins className="size-5" aria-hidden />
          {partner_start_handover()}
        </Link>
      ) : null}
      {steps.receipt ? (
        <Link
          to={handoverPath(order.ref_no)}
          data-testid="see-receipt"
          className={buttonClass('secondary', 'lg', `${bigButton} border-2`)}
        >
          <ReceiptText className="size-5" aria-hidden />
          {partner_receipt_and_payout()}
        </Link>
      ) : null}
      {steps.reject ? (
        <Button
          variant="ghost"
          size="lg"
          onClick={() => setRejecting(true)}
          className={`${bigButton} mt-2 text-red-800 ring-2 ring-red-700 hover:bg-red-50`}
        >
          <Undo2 className="size-5" aria-hidden />
          {partner_reject()}
        </Button>
      ) : null}
      <RejectDialog
        refNo={order.ref_no}
        open={rejecting}
        onOpenChange={setRejecting}
        onRejected={() => navigate('/partner', { replace: true })}
      />
    </section>
  );
}

/** /partner/orders/:ref: one pickup, what to do next, and the buttons the order-lifecycle rules allow. */
export function OrderDetail({ refNo }: { refNo: string }) {
  const query = usePartnerOrder(refNo);
  const { locale } = usePageLocale();
  if (query.isPending) return <Spinner label={partner_loading_order()} className="py-24" />;
  if (query.isError) {
    return (
      <div className="flex flex-col gap-4">
        <BackLink />
        {isNotFound(query.error) ? (
          <ErrorState title={partner_not_open_title()} message={partner_not_open_text()} />
        ) : (
          <ErrorState
            title={partner_order_load_failed()}
            message={errorMessage(query.error, partner_check_internet())}
            onRetry={() => void query.refetch()}
          />
        )}
      </div>
    );
  }
  const order = query.data;
  const next = nextStepOf(order, partnerSteps(order), locale);
  return (
    <div className="flex flex-col gap-4">
      <BackLink />
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge order={order} />
          <span className="text-sm text-slate-700">
            {partner_card_order()}{' '}
            <span className="font-mono font-semibold text-slate-900">{order.ref_no}</span>
          </span>
        </div>
        <h1 className="text-2xl leading-tight font-extrabold text-slate-950">{order.model}</h1>
        <p className="text-lg font-semibold text-slate-800">{order.variant}</p>
      </header>
      <div role="status" aria-live="polite">
        <p
          data-testid="next-step"
          className={`rounded-xl border-2 px-4 py-3 text-base font-semibold ${next.tone}`}
        >
          {next.text}
        </p>
      </div>
      {partnerSteps(order).waitingForPhonix && order.revised_value !== null ? (
        <RiseWaiting quoted={order.quoted_value} revised={order.revised_value}>
          <Button
            variant="secondary"
            size="lg"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
            className={`${bigButton} border-2`}
          >
            <RefreshCw className={`size-5 ${query.isFetching ? 'animate-spin' : ''}`} aria-hidden />
            {partner_rise_check_answer()}
          </Button>
        </RiseWaiting>
      ) : null}
      <Actions order={order} onRefresh={() => void query.refetch()} refreshing={query.isFetching} />
      <SelfCheckPanel order={order} />
      <Panel title={partner_panel_price()}>
        <Price order={order} />
      </Panel>
      <Panel title={partner_panel_pickup()}>
        <p className="flex items-start gap-2 text-base font-semibold text-slate-950">
          <CalendarClock className="mt-0.5 size-5 shrink-0 text-slate-700" aria-hidden />
          {pickupWhen(order, locale)}
        </p>
        <Seller order={order} />
      </Panel>
      <Answers order={order} />
    </div>
  );
}
