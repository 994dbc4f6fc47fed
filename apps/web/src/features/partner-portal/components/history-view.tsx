import { zodResolver } from '@hookform/resolvers/zod';
import { addDays, indiaDay, isIsoDay } from '@phonix/shared/india-time';
import { partner_check_internet } from '@phonix/shared/messages/partner_check_internet';
import { partner_history_card_label } from '@phonix/shared/messages/partner_history_card_label';
import { partner_history_completed } from '@phonix/shared/messages/partner_history_completed';
import { partner_history_completed_heading } from '@phonix/shared/messages/partner_history_completed_heading';
import { partner_history_days } from '@phonix/shared/messages/partner_history_days';
import { partner_history_download } from '@phonix/shared/messages/partner_history_download';
import { partner_history_empty } from '@phonix/shared/messages/partner_history_empty';
import { partner_history_failed } from '@phonix/shared/messages/partner_history_failed';
import { partner_history_from } from '@phonix/shared/messages/partner_history_from';
import { partner_history_heading } from '@phonix/shared/messages/partner_history_heading';
import { partner_history_lead } from '@phonix/shared/messages/partner_history_lead';
import { partner_history_loading } from '@phonix/shared/messages/partner_history_loading';
import { partner_history_newer } from '@phonix/shared/messages/partner_history_newer';
import { partner_history_older } from '@phonix/shared/messages/partner_history_older';
import { partner_history_order_link } from '@phonix/shared/messages/partner_history_order_link';
import { partner_history_page_of } from '@phonix/shared/messages/partner_history_page_of';
import { partner_history_pages } from '@phonix/shared/messages/partner_history_pages';
import { partner_history_paid_by } from '@phonix/shared/messages/partner_history_paid_by';
import { partner_history_receipt } from '@phonix/shared/messages/partner_history_receipt';
import { partner_history_receipt_failed } from '@phonix/shared/messages/partner_history_receipt_failed';
import { partner_history_receipt_label } from '@phonix/shared/messages/partner_history_receipt_label';
import { partner_history_receipt_row } from '@phonix/shared/messages/partner_history_receipt_row';
import { partner_history_show } from '@phonix/shared/messages/partner_history_show';
import { partner_history_statement_done } from '@phonix/shared/messages/partner_history_statement_done';
import { partner_history_statement_failed } from '@phonix/shared/messages/partner_history_statement_failed';
import { partner_history_statement_text } from '@phonix/shared/messages/partner_history_statement_text';
import { partner_history_summary } from '@phonix/shared/messages/partner_history_summary';
import { partner_history_to } from '@phonix/shared/messages/partner_history_to';
import { partner_history_where } from '@phonix/shared/messages/partner_history_where';
import { formatINR } from '@phonix/shared/money';
import { type PartnerHistoryItem, partnerHistoryDaysSchema } from '@phonix/shared/partner-api';
import { payoutMethodLabel } from '@phonix/shared/payout-method-words';
import { ChevronLeft, ChevronRight, FileDown, History, LoaderCircle, Search } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Link } from '@/components/ui/link.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { usePageLocale } from '@/lib/locale.tsx';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import {
  downloadReceipt,
  downloadStatement,
  type HistoryDays,
  usePartnerHistory,
} from '../api/partner-history.ts';
import { fieldError } from '../utils/field-error.ts';
import { orderPath } from '../utils/order-view.ts';
import { partnerDateTime } from '../utils/partner-format.ts';

/** The days shown first: the last 30 India days, today included. */
function defaultDays(): HistoryDays {
  const today = indiaDay();
  return { from: addDays(today, -29), to: today };
}

/** The days and page in the address (so Back and a reload keep them); the defaults for anything else. */
function useHistoryAddress() {
  const [params, setParams] = useSearchParams();
  const fallback = defaultDays();
  const from = params.get('from');
  const to = params.get('to');
  const days = isIsoDay(from) && isIsoDay(to) && from <= to ? { from, to } : fallback;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const go = (next: HistoryDays, nextPage = 1) =>
    setParams({ from: next.from, to: next.to, page: String(nextPage) });
  return { days, page, go };
}

function DaysForm({ days, onShow }: { days: HistoryDays; onShow: (days: HistoryDays) => void }) {
  const today = indiaDay();
  const form = useForm({ resolver: zodResolver(partnerHistoryDaysSchema), values: days });
  const statement = useSingleFlight();
  const errors = form.formState.errors;
  const download = statement.guard(
    form.handleSubmit(async (chosen) => {
      try {
        await downloadStatement(chosen);
        toast.success(partner_history_statement_done());
      } catch (error) {
        toast.error(errorMessage(error, partner_history_statement_failed()));
      }
    }),
  );

  return (
    <form
      onSubmit={form.handleSubmit(onShow)}
      noValidate
      aria-label={partner_history_days()}
      className="flex flex-col gap-3 rounded-2xl border-2 border-slate-300 bg-white p-4"
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label={partner_history_from()}
          type="date"
          max={today}
          error={fieldError(errors.from?.message)}
          {...form.register('from')}
        />
        <TextField
          label={partner_history_to()}
          type="date"
          max={today}
          error={fieldError(errors.to?.message)}
          {...form.register('to')}
        />
      </div>
      <Button type="submit" size="lg" className="min-h-12 w-full">
        <Search className="size-5" aria-hidden />
        {partner_history_show()}
      </Button>
      <Button
        variant="secondary"
        size="lg"
        onClick={() => void download()}
        disabled={statement.busy}
        data-testid="download-statement"
        className="min-h-12 w-full border-2"
      >
        {statement.busy ? (
          <LoaderCircle className="size-5 animate-spin" aria-hidden />
        ) : (
          <FileDown className="size-5" aria-hidden />
        )}
        {partner_history_download()}
      </Button>
      <p className="text-sm text-slate-700">{partner_history_statement_text()}</p>
    </form>
  );
}

function ReceiptButton({ refNo }: { refNo: string }) {
  const { busy, guard } = useSingleFlight();
  const download = guard(async () => {
    try {
      await downloadReceipt(refNo);
    } catch (error) {
      toast.error(errorMessage(error, partner_history_receipt_failed()));
    }
  });
  return (
    <Button
      variant="secondary"
      size="lg"
      onClick={() => void download()}
      disabled={busy}
      aria-label={partner_history_receipt_label({ ref: refNo })}
      data-testid="download-receipt"
      className="min-h-12 flex-1 border-2"
    >
      {busy ? (
        <LoaderCircle className="size-5 animate-spin" aria-hidden />
      ) : (
        <FileDown className="size-5" aria-hidden />
      )}
      {partner_history_receipt()}
    </Button>
  );
}

function HistoryCard({ pickup }: { pickup: PartnerHistoryItem }) {
  const { paid } = pickup;
  const { locale } = usePageLocale();
  return (
    <article
      data-testid="history-pickup"
      data-ref={pickup.ref_no}
      aria-label={partner_history_card_label({ model: pickup.model, ref: pickup.ref_no })}
      className="flex flex-col gap-3 rounded-2xl border-2 border-slate-300 bg-white p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-lg leading-snug font-bold text-slate-950">{pickup.model}</p>
          <p className="text-base font-semibold text-slate-700">{pickup.variant}</p>
        </div>
        <p className="shrink-0 text-2xl font-extrabold text-slate-950 tabular-nums">
          {formatINR(paid.amount, locale)}
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-base">
        <dt className="text-slate-700">{partner_history_completed()}</dt>
        <dd className="font-semibold text-slate-950">{partnerDateTime(paid.completed_at, locale)}</dd>
        <dt className="text-slate-700">{partner_history_paid_by()}</dt>
        <dd className="font-semibold text-slate-950">Phonix, {payoutMethodLabel(paid.method, locale)}</dd>
        <dt className="text-slate-700">{partner_history_receipt_row()}</dt>
        <dd className="font-mono font-semibold break-words text-slate-950">{paid.receipt_number}</dd>
        <dt className="text-slate-700">{partner_history_where()}</dt>
        <dd className="font-semibold text-slate-950">
          {pickup.locality} {pickup.pincode}
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <ReceiptButton refNo={pickup.ref_no} />
        <Link
          to={orderPath(pickup.ref_no)}
          className="inline-flex min-h-12 items-center justify-center rounded-xl px-3 text-base font-bold text-brand-900 underline underline-offset-4"
        >
          {partner_history_order_link({ ref: pickup.ref_no })}
        </Link>
      </div>
    </article>
  );
}

/**
 * /partner/history: the pickups the partner completed in the days chosen (the last 30 by default), newest
 * first, each with what Phonix paid and its receipt PDF, and the CSV statement of the same days.
 */
export function HistoryView() {
  const { days, page, go } = useHistoryAddress();
  const history = usePartnerHistory(days, page);
  const summaryId = useId();
  const { locale } = usePageLocale();
  const answer = history.data;
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.page_size)) : 1;

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-extrabold text-slate-950">{partner_history_heading()}</h1>
      <p className="text-base text-slate-800">{partner_history_lead()}</p>
      <DaysForm days={days} onShow={(chosen) => go(chosen)} />

      <section aria-labelledby={summaryId} aria-busy={history.isFetching} className="flex flex-col gap-3">
        <h2 id={summaryId} className="text-xl font-extrabold text-slate-950">
          {partner_history_completed_heading()}
        </h2>
        {history.isPending ? (
          <div role="status" aria-label={partner_history_loading()} className="flex flex-col gap-3">
            <Skeleton className="h-48 rounded-2xl" />
            <Skeleton className="h-48 rounded-2xl" />
          </div>
        ) : history.isError ? (
          <ErrorState
            title={partner_history_failed()}
            message={errorMessage(history.error, partner_check_internet())}
            onRetry={() => void history.refetch()}
          />
        ) : answer && answer.total === 0 ? (
          <div
            data-testid="history-empty"
            className="flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-slate-400 bg-white px-4 py-8 text-center"
          >
            <History className="size-8 text-slate-600" aria-hidden />
            <p className="text-base font-semibold text-slate-900">{partner_history_empty()}</p>
          </div>
        ) : answer ? (
          <>
            <p
              data-testid="history-summary"
              className="text-base font-semibold text-slate-900"
              aria-live="polite"
            >
              {partner_history_summary({
                count: answer.total,
                total: formatINR(answer.total_paid, locale),
              })}
            </p>
            <ul className="flex flex-col gap-3">
              {answer.pickups.map((pickup) => (
                <li key={pickup.ref_no}>
                  <HistoryCard pickup={pickup} />
                </li>
              ))}
            </ul>
            {pages > 1 ? (
              <nav aria-label={partner_history_pages()} className="flex items-center justify-between gap-2">
                <Button
                  variant="secondary"
                  size="lg"
                  onClick={() => go(days, page - 1)}
                  disabled={page <= 1}
                  className="min-h-12 border-2"
                >
                  <ChevronLeft className="size-5" aria-hidden />
                  {partner_history_newer()}
                </Button>
                <span className="text-base font-semibold text-slate-900 tabular-nums">
                  {partner_history_page_of({ page, pages })}
                </span>
                <Button
                  variant="secondary"
                  size="lg"
                  onClick={() => go(days, page + 1)}
                  disabled={page >= pages}
                  className="min-h-12 border-2"
                >
                  {partner_history_older()}
                  <ChevronRight className="size-5" aria-hidden />
                </Button>
              </nav>
            ) : null}
          </>
        ) : null}
      </section>
    </div>
  );
}
