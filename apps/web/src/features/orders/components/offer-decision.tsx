import { answerText } from '@phonix/shared/answer-text';
import { seller_go_back } from '@phonix/shared/messages/seller_go_back';
import { seller_offer_accept } from '@phonix/shared/messages/seller_offer_accept';
import { seller_offer_accepted_toast } from '@phonix/shared/messages/seller_offer_accepted_toast';
import { seller_offer_decision_failed } from '@phonix/shared/messages/seller_offer_decision_failed';
import { seller_offer_decision_text } from '@phonix/shared/messages/seller_offer_decision_text';
import { seller_offer_decline } from '@phonix/shared/messages/seller_offer_decline';
import { seller_offer_decline_confirm } from '@phonix/shared/messages/seller_offer_decline_confirm';
import { seller_offer_decline_lead } from '@phonix/shared/messages/seller_offer_decline_lead';
import { seller_offer_decline_title } from '@phonix/shared/messages/seller_offer_decline_title';
import { seller_offer_declined_toast } from '@phonix/shared/messages/seller_offer_declined_toast';
import { seller_offer_keep_phone } from '@phonix/shared/messages/seller_offer_keep_phone';
import { seller_offer_new_quote_any_time } from '@phonix/shared/messages/seller_offer_new_quote_any_time';
import { seller_offer_no_cost } from '@phonix/shared/messages/seller_offer_no_cost';
import { seller_offer_reason_declined } from '@phonix/shared/messages/seller_offer_reason_declined';
import { seller_offer_reason_label } from '@phonix/shared/messages/seller_offer_reason_label';
import { seller_offer_your_decision } from '@phonix/shared/messages/seller_offer_your_decision';
import { formatINR } from '@phonix/shared/money';
import type { RevisedOffer } from '@phonix/shared/requote';
import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button.tsx';
import { Modal, ModalClose } from '@/components/ui/modal.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { usePageLocale } from '@/lib/locale.tsx';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { type OfferDecision as Decision, useDecideOffer } from '../api/orders.ts';

interface OfferDecisionProps {
  customerId: number;
  offer: RevisedOffer;
  /** The decision was taken: the page shows its outcome. */
  onDecided: () => void;
  /** The offer changed or was settled meanwhile (409): the page reads it again. */
  onStale: () => void;
}

function Failure({ message }: { message: string | null }) {
  // Always in the page, so what appears in it is read out.
  return (
    <div role="alert">
      {message ? (
        <p className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">{message}</p>
      ) : null}
    </div>
  );
}

/**
 * Accept or Decline a revised offer that waits for the seller. Accept takes one click; Decline asks first,
 * since it cancels the order. One decision at a time whatever is clicked how often (useSingleFlight), one
 * toast when it is taken; a failure is said where the seller is looking (the page, or the open dialog).
 */
export function OfferDecision({ customerId, offer, onDecided, onStale }: OfferDecisionProps) {
  const decideOffer = useDecideOffer(customerId, offer.ref_no);
  const { busy, guard } = useSingleFlight();
  const [declineOpen, setDeclineOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const declineButton = useRef<HTMLButtonElement>(null);
  const { locale } = usePageLocale();
  const revised = formatINR(offer.revised_value, locale);

  const decide = guard(async (decision: Decision) => {
    setFailure(null);
    try {
      const answer = await decideOffer.mutateAsync({ decision, revisedValue: offer.revised_value });
      toast.success(
        answerText(
          answer.message,
          decision === 'accept' ? seller_offer_accepted_toast : seller_offer_declined_toast,
        ),
      );
      setDeclineOpen(false);
      onDecided();
    } catch (error) {
      setFailure(errorMessage(error, seller_offer_decision_failed()));
      if (error instanceof ApiError && error.status === 409) {
        // A newer re-quote, or the offer was settled meanwhile: show the offer as it is now.
        setDeclineOpen(false);
        onStale();
      }
    }
  });

  return (
    <section
      aria-labelledby="offer-decision-title"
      className="rounded-2xl bg-white p-5 shadow-xs ring-2 ring-amber-300 md:p-6"
    >
      <h2 id="offer-decision-title" className="text-lg font-bold text-slate-900">
        {seller_offer_your_decision()}
      </h2>
      <p id="offer-decision-text" className="mt-2 text-sm text-slate-700">
        {seller_offer_decision_text({ revised })}
      </p>
      <div className="mt-4">{declineOpen ? null : <Failure message={failure} />}</div>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <Button
          size="lg"
          onClick={() => decide('accept')}
          disabled={busy}
          aria-describedby="offer-decision-text"
          data-testid="accept-offer"
        >
          {busy && !declineOpen ? (
            <LoaderCircle className="size-5 animate-spin" aria-hidden />
          ) : (
            <CircleCheck className="size-5" aria-hidden />
          )}
          {seller_offer_accept()}
        </Button>
        <Button
          ref={declineButton}
          size="lg"
          variant="ghost"
          onClick={() => {
            setFailure(null);
            setDeclineOpen(true);
          }}
          disabled={busy}
          className="text-red-700 ring-1 ring-red-300 hover:bg-red-50"
          data-testid="decline-offer"
        >
          <CircleX className="size-5" aria-hidden />
          {seller_offer_decline()}
        </Button>
      </div>

      <Modal
        open={declineOpen}
        onOpenChange={(open) => {
          if (!busy) setDeclineOpen(open);
        }}
        title={seller_offer_decline_title()}
        size="md"
        returnFocus={() => declineButton.current}
      >
        <div className="flex flex-col gap-4 text-sm text-slate-700">
          <p className="text-base font-semibold text-slate-900">{seller_offer_decline_lead({ revised })}</p>
          <ul className="flex list-disc flex-col gap-1 pl-5">
            <li>{seller_offer_no_cost()}</li>
            <li>{seller_offer_keep_phone()}</li>
            <li>{seller_offer_new_quote_any_time()}</li>
          </ul>
          <p className="rounded-xl bg-slate-100 px-4 py-3">
            <span className="font-semibold text-slate-900">{seller_offer_reason_label()}</span>{' '}
            {seller_offer_reason_declined()}
          </p>
          {declineOpen ? <Failure message={failure} /> : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <ModalClose asChild>
              <Button variant="ghost" disabled={busy} className="ring-1 ring-slate-300">
                {seller_go_back()}
              </Button>
            </ModalClose>
            <Button
              onClick={() => decide('decline')}
              disabled={busy}
              className="bg-red-600 hover:bg-red-700 active:bg-red-800 disabled:hover:bg-red-600"
              data-testid="decline-confirm"
            >
              {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
              {seller_offer_decline_confirm()}
            </Button>
          </div>
        </div>
      </Modal>
    </section>
  );
}
