import { formatINR } from '@phonix/shared/money';
import type { RevisedOffer } from '@phonix/shared/requote';
import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button.tsx';
import { Modal, ModalClose } from '@/components/ui/modal.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
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
  const revised = formatINR(offer.revised_value);

  const decide = guard(async (decision: Decision) => {
    setFailure(null);
    try {
      const answer = await decideOffer.mutateAsync({ decision, revisedValue: offer.revised_value });
      toast.success(answer.message);
      setDeclineOpen(false);
      onDecided();
    } catch (error) {
      setFailure(errorMessage(error, 'We could not record your decision. Please try again.'));
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
        Your decision
      </h2>
      <p id="offer-decision-text" className="mt-2 text-sm text-slate-700">
        Accept {revised} and our partner completes the pickup and pays you {revised}. If you decline, your
        order is cancelled at no cost to you and you keep your phone.
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
          Accept offer
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
          Decline offer
        </Button>
      </div>

      <Modal
        open={declineOpen}
        onOpenChange={(open) => {
          if (!busy) setDeclineOpen(open);
        }}
        title="Decline the revised offer?"
        size="md"
        returnFocus={() => declineButton.current}
      >
        <div className="flex flex-col gap-4 text-sm text-slate-700">
          <p className="text-base font-semibold text-slate-900">
            If you decline {revised}, your order will be cancelled.
          </p>
          <ul className="flex list-disc flex-col gap-1 pl-5">
            <li>There is no cost to you.</li>
            <li>You keep your phone.</li>
            <li>You can get a new quote for it whenever you like.</li>
          </ul>
          <p className="rounded-xl bg-slate-100 px-4 py-3">
            <span className="font-semibold text-slate-900">Reason for the cancellation:</span> you declined
            the revised offer.
          </p>
          {declineOpen ? <Failure message={failure} /> : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <ModalClose asChild>
              <Button variant="ghost" disabled={busy} className="ring-1 ring-slate-300">
                Go back
              </Button>
            </ModalClose>
            <Button
              onClick={() => decide('decline')}
              disabled={busy}
              className="bg-red-600 hover:bg-red-700 active:bg-red-800 disabled:hover:bg-red-600"
              data-testid="decline-confirm"
            >
              {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
              Decline and cancel order
            </Button>
          </div>
        </div>
      </Modal>
    </section>
  );
}
