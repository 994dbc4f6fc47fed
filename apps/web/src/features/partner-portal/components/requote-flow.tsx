import { modelImageUrl } from '@phonix/shared/images';
import { partner_back_to_order } from '@phonix/shared/messages/partner_back_to_order';
import { partner_card_order } from '@phonix/shared/messages/partner_card_order';
import { partner_check_internet } from '@phonix/shared/messages/partner_check_internet';
import { partner_loading_order } from '@phonix/shared/messages/partner_loading_order';
import { partner_order_load_failed } from '@phonix/shared/messages/partner_order_load_failed';
import { partner_requote_failed_text } from '@phonix/shared/messages/partner_requote_failed_text';
import { partner_requote_failed_title } from '@phonix/shared/messages/partner_requote_failed_title';
import { partner_requote_filled } from '@phonix/shared/messages/partner_requote_filled';
import { partner_requote_not_now } from '@phonix/shared/messages/partner_requote_not_now';
import { partner_requote_not_now_title } from '@phonix/shared/messages/partner_requote_not_now_title';
import { partner_requote_not_yours_text } from '@phonix/shared/messages/partner_requote_not_yours_text';
import { partner_requote_not_yours_title } from '@phonix/shared/messages/partner_requote_not_yours_title';
import { partner_requote_order_details } from '@phonix/shared/messages/partner_requote_order_details';
import { partner_requote_questions } from '@phonix/shared/messages/partner_requote_questions';
import { partner_toast_requote_sent } from '@phonix/shared/messages/partner_toast_requote_sent';
import { partner_toast_requote_stands } from '@phonix/shared/messages/partner_toast_requote_stands';
import type { PartnerOrder } from '@phonix/shared/partner-api';
import {
  type AnswerRecord,
  type DeviceSelection,
  EMPTY_DRAFT,
  type QuestionnaireDraft,
  toDraft,
} from '@phonix/shared/questionnaire';
import type { RequotePreview, RevisedOffer } from '@phonix/shared/requote';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Link } from '@/components/ui/link.tsx';
import { LoadingOverlay } from '@/components/ui/loading-overlay.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError, errorMessage, isNotFound } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { usePartnerOrder, useRequotePickup, useRequotePreview } from '../api/partner-orders.ts';
import { orderPath, parseAnswers, partnerSteps } from '../utils/order-view.ts';
import { RequotePreviewPanel } from './requote-preview.tsx';
import { RequoteResult } from './requote-result.tsx';

const notYours = () => ({
  title: partner_requote_not_yours_title(),
  message: partner_requote_not_yours_text(),
});
/** TRANSITIONS.requoted's refusal, in the page's language. */
const notNow = () => partner_requote_not_now();

interface Problem {
  title: string;
  message: string;
}

/** A refused re-quote in plain words: not this partner's order (404), not at this stage (409), or other. */
function problemOf(error: unknown): Problem {
  if (isNotFound(error)) return notYours();
  if (error instanceof ApiError && error.status === 409)
    return { title: partner_requote_not_now_title(), message: errorMessage(error, notNow()) };
  return {
    title: partner_requote_failed_title(),
    message: errorMessage(error, partner_requote_failed_text()),
  };
}

/** Back to the order's page, above the re-check's title. */
export function BackToOrder({ refNo }: { refNo: string }) {
  return (
    <Link
      to={orderPath(refNo)}
      className="inline-flex min-h-12 items-center gap-2 self-start rounded-xl px-2 text-base font-bold text-brand-900 underline underline-offset-4"
    >
      <ArrowLeft className="size-5" aria-hidden />
      {partner_requote_order_details()}
    </Link>
  );
}

function Blocked({ refNo, problem }: { refNo: string; problem: Problem }) {
  return (
    <div className="flex flex-col gap-4">
      <ErrorState title={problem.title} message={problem.message} />
      <Link to={orderPath(refNo)} className={buttonClass('primary', 'lg', 'min-h-14 w-full text-lg')}>
        {partner_back_to_order()}
      </Link>
    </div>
  );
}

/**
 * Where the re-check starts: the partner's answers of an earlier re-check of this order, to correct; else
 * the seller's own answers, so the partner changes only what the phone in hand shows differently.
 */
function draftOf(order: PartnerOrder): QuestionnaireDraft {
  const start = parseAnswers(order.partner_device_info) ?? parseAnswers(order.device_info);
  return start ? toDraft(start) : EMPTY_DRAFT;
}

/** The questionnaire the re-check shows: the seller's own, handed in by the page (features never import each other). */
export type RequoteQuestionnaire = (props: {
  device: DeviceSelection;
  initialDraft: QuestionnaireDraft;
  onDraftChange: (draft: QuestionnaireDraft) => void;
  onSubmit: (record: AnswerRecord) => void;
}) => ReactNode;

/** The re-check of the order held by this partner, once the order is read (or why it cannot be done). */
export function RequoteFlow({
  refNo,
  questionnaire,
}: {
  refNo: string;
  questionnaire: RequoteQuestionnaire;
}) {
  const query = usePartnerOrder(refNo);
  if (query.isPending) return <Spinner label={partner_loading_order()} className="py-24" />;
  if (query.isError) {
    return isNotFound(query.error) ? (
      <Blocked refNo={refNo} problem={notYours()} />
    ) : (
      <ErrorState
        title={partner_order_load_failed()}
        message={errorMessage(query.error, partner_check_internet())}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <RequoteForm key={query.data.ref_no} order={query.data} questionnaire={questionnaire} />;
}

/** What the server made of the answers, waiting for the second Confirm. */
interface Checked {
  record: AnswerRecord;
  preview: RequotePreview;
}

/**
 * The questionnaire for the order's phone, started from the seller's answers. Its Confirm asks the server
 * what these answers come to and shows it (the new price, each changed answer's cost); only the second
 * Confirm sends the re-quote to the seller. "Change answers" goes back to the answers as they were left.
 */
function RequoteForm({ order, questionnaire }: { order: PartnerOrder; questionnaire: RequoteQuestionnaire }) {
  const [draft, setDraft] = useState(() => draftOf(order));
  const [checked, setChecked] = useState<Checked | null>(null);
  const [offer, setOffer] = useState<RevisedOffer | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const checking = useSingleFlight();
  const sending = useSingleFlight();
  const preview = useRequotePreview(order.ref_no);
  const requote = useRequotePickup();

  if (offer) return <RequoteResult offer={offer} />;
  if (!order.held_by_you) return <Blocked refNo={order.ref_no} problem={notYours()} />;
  if (!partnerSteps(order).recheck)
    return (
      <Blocked refNo={order.ref_no} problem={{ title: partner_requote_not_now_title(), message: notNow() }} />
    );

  const refused = (error: unknown) => {
    setProblem(problemOf(error));
    window.scrollTo(0, 0);
  };

  const check = checking.guard(async (record: AnswerRecord) => {
    setProblem(null);
    try {
      setChecked({ record, preview: await preview.mutateAsync(record) });
    } catch (error) {
      refused(error);
    }
  });

  const send = sending.guard(async () => {
    if (!checked) return;
    setProblem(null);
    try {
      const answer = await requote.mutateAsync({ ...checked.record, ref_no: order.ref_no });
      toast.success(
        answer.offer.needs_decision ? partner_toast_requote_sent() : partner_toast_requote_stands(),
      );
      setOffer(answer.offer);
    } catch (error) {
      setChecked(null);
      refused(error);
    }
  });

  return (
    <div className="flex flex-col gap-5">
      {checking.busy ? <LoadingOverlay /> : null}
      <div role="alert">
        {problem ? (
          <div className="rounded-xl border-2 border-red-700 bg-red-50 px-4 py-3 text-red-950">
            <p className="text-base font-bold">{problem.title}</p>
            <p className="text-base">{problem.message}</p>
          </div>
        ) : null}
      </div>
      {checked ? (
        <RequotePreviewPanel
          preview={checked.preview}
          sending={sending.busy}
          onSend={() => void send()}
          onChange={() => setChecked(null)}
        />
      ) : (
        <section
          aria-label={partner_requote_questions()}
          className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-300 md:p-8"
        >
          <p className="mb-4 rounded-xl bg-slate-100 px-4 py-3 text-base text-slate-900">
            {partner_requote_filled()}
          </p>
          {questionnaire({
            device: {
              variant: order.variant_id,
              ic_slug: order.ic_slug,
              item_name: `${order.model} (${order.variant})`,
              model_name: order.model,
              variant_name: order.variant,
              item_image: modelImageUrl(order.ic_slug),
            },
            initialDraft: draft,
            onDraftChange: setDraft,
            onSubmit: (record) => void check(record),
          })}
        </section>
      )}
    </div>
  );
}

/** The phone being checked, under the title (from the order, once loaded). */
export function RequoteDevice({ refNo }: { refNo: string }) {
  const { data } = usePartnerOrder(refNo);
  return (
    <p className="text-base text-slate-800">
      {data ? (
        <>
          <span className="font-bold text-slate-950">
            {data.model}, {data.variant}
          </span>{' '}
          · {partner_card_order()} <span className="font-mono font-semibold">{data.ref_no}</span>
        </>
      ) : (
        <>
          {partner_card_order()} <span className="font-mono font-semibold">{refNo}</span>
        </>
      )}
    </p>
  );
}
