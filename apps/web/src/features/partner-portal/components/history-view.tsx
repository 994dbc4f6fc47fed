import { zodResolver } from '@hookform/resolvers/zod';
import { PAYOUT_METHOD_LABELS } from '@phonix/shared/handover';
import { addDays, indiaDay, isIsoDay } from '@phonix/shared/india-time';
import { formatINR } from '@phonix/shared/money';
import { type PartnerHistoryItem, partnerHistoryDaysSchema } from '@phonix/shared/partner-api';
import { formatIndiaDateTime } from '@phonix/shared/pickup';
import { ChevronLeft, ChevronRight, FileDown, History, LoaderCircle, Search } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import {
  downloadReceipt,
  downloadStatement,
  type HistoryDays,
  usePartnerHistory,
} from '../api/partner-history.ts';
import { orderPath } from '../utils/order-view.ts';

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
        toast.success('Statement downloaded');
      } catch (error) {
        toast.error(errorMessage(error, 'Could not make the statement. Please try again.'));
      }
    }),
  );

  return (
    <form
      onSubmit={form.handleSubmit(onShow)}
      noValidate
      aria-label="Days"
      className="flex flex-col gap-3 rounded-2xl border-2 border-slate-300 bg-white p-4"
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label="From"
          type="date"
          max={today}
          error={errors.from?.message}
          {...form.register('from')}
        />
        <TextField label="To" type="date" max={today} error={errors.to?.message} {...form.register('to')} />
      </div>
      <Button type="submit" size="lg" className="min-h-12 w-full">
        <Search className="size-5" aria-hidden />
        Show pickups
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
        Download statement
      </Button>
      <p className="text-sm text-slate-700">
        A CSV file of the pickups of these days, for your accounts: receipt, order, IMEI, amount and payout.
      </p>
    </form>
  );
}

function ReceiptButton({ refNo }: { refNo: string }) {
  const { busy, guard } = useSingleFlight();
  const download = guard(async () => {
    try {
      await downloadReceipt(refNo);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not download the receipt. Please try again.'));
    }
  });
  return (
    <Button
      variant="secondary"
      size="lg"
      onClick={() => void download()}
      disabled={busy}
      aria-label={`Receipt of order ${refNo} (PDF)`}
      data-testid="download-receipt"
      className="min-h-12 flex-1 border-2"
    >
      {busy ? (
        <LoaderCircle className="size-5 animate-spin" aria-hidden />
      ) : (
        <FileDown className="size-5" aria-hidden />
      )}
      Receipt (PDF)
    </Button>
  );
}

function HistoryCard({ pickup }: { pickup: PartnerHistoryItem }) {
  const { paid } = pickup;
  return (
    <article
      data-testid="history-pickup"
      data-ref={pickup.ref_no}
      aria-label={`${pickup.model}, order ${pickup.ref_no}`}
      className="flex flex-col gap-3 rounded-2xl border-2 border-slate-300 bg-white p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-lg leading-snug font-bold text-slate-950">{pickup.model}</p>
          <p className="text-base font-semibold text-slate-700">{pickup.variant}</p>
        </div>
        <p className="shrink-0 text-2xl font-extrabold text-slate-950 tabular-nums">
          {formatINR(paid.amount)}
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-base">
        <dt className="text-slate-700">Completed</dt>
        <dd className="font-semibold text-slate-950">{formatIndiaDateTime(paid.completed_at)}</dd>
        <dt className="text-slate-700">Paid by</dt>
        <dd className="font-semibold text-slate-950">Phonix, {PAYOUT_METHOD_LABELS[paid.method]}</dd>
        <dt className="text-slate-700">Receipt</dt>
        <dd className="font-mono font-semibold break-words text-slate-950">{paid.receipt_number}</dd>
        <dt className="text-slate-700">Where</dt>
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
          Order {pickup.ref_no}
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
  const answer = history.data;
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.page_size)) : 1;

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-extrabold text-slate-950">History</h1>
      <p className="text-base text-slate-800">
        Pickups you completed, with the receipt of each. Days are in India time, both included.
      </p>
      <DaysForm days={days} onShow={(chosen) => go(chosen)} />

      <section aria-labelledby={summaryId} aria-busy={history.isFetching} className="flex flex-col gap-3">
        <h2 id={summaryId} className="text-xl font-extrabold text-slate-950">
          Completed pickups
        </h2>
        {history.isPending ? (
          <div role="status" aria-label="Loading completed pickups" className="flex flex-col gap-3">
            <Skeleton className="h-48 rounded-2xl" />
            <Skeleton className="h-48 rounded-2xl" />
          </div>
        ) : history.isError ? (
          <ErrorState
            title="Could not load your history"
            message={errorMessage(history.error, 'Check your internet and try again.')}
            onRetry={() => void history.refetch()}
          />
        ) : answer && answer.total === 0 ? (
          <div
            data-testid="history-empty"
            className="flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-slate-400 bg-white px-4 py-8 text-center"
          >
            <History className="size-8 text-slate-600" aria-hidden />
            <p className="text-base font-semibold text-slate-900">No completed pickups in these days.</p>
          </div>
        ) : answer ? (
          <>
            <p
              data-testid="history-summary"
              className="text-base font-semibold text-slate-900"
              aria-live="polite"
            >
              {answer.total} {answer.total === 1 ? 'pickup' : 'pickups'} · Phonix paid sellers{' '}
              {formatINR(answer.total_paid)}
            </p>
            <ul className="flex flex-col gap-3">
              {answer.pickups.map((pickup) => (
                <li key={pickup.ref_no}>
                  <HistoryCard pickup={pickup} />
                </li>
              ))}
            </ul>
            {pages > 1 ? (
              <nav aria-label="Pages" className="flex items-center justify-between gap-2">
                <Button
                  variant="secondary"
                  size="lg"
                  onClick={() => go(days, page - 1)}
                  disabled={page <= 1}
                  className="min-h-12 border-2"
                >
                  <ChevronLeft className="size-5" aria-hidden />
                  Newer
                </Button>
                <span className="text-base font-semibold text-slate-900 tabular-nums">
                  Page {page} of {pages}
                </span>
                <Button
                  variant="secondary"
                  size="lg"
                  onClick={() => go(days, page + 1)}
                  disabled={page >= pages}
                  className="min-h-12 border-2"
                >
                  Older
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
