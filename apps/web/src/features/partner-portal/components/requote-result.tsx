import type { DoorPhoto } from '@phonix/shared/evidence';
import type { Locale } from '@phonix/shared/i18n';
import { partner_after_check } from '@phonix/shared/messages/partner_after_check';
import { partner_back_to_order } from '@phonix/shared/messages/partner_back_to_order';
import { partner_photo_alt } from '@phonix/shared/messages/partner_photo_alt';
import { partner_requote_all_match } from '@phonix/shared/messages/partner_requote_all_match';
import { partner_requote_less } from '@phonix/shared/messages/partner_requote_less';
import { partner_requote_more } from '@phonix/shared/messages/partner_requote_more';
import { partner_requote_needs_decision } from '@phonix/shared/messages/partner_requote_needs_decision';
import { partner_requote_new_price } from '@phonix/shared/messages/partner_requote_new_price';
import { partner_requote_no_decision } from '@phonix/shared/messages/partner_requote_no_decision';
import { partner_requote_old_quote } from '@phonix/shared/messages/partner_requote_old_quote';
import { partner_requote_price_list } from '@phonix/shared/messages/partner_requote_price_list';
import { partner_requote_review } from '@phonix/shared/messages/partner_requote_review';
import { partner_requote_rounding } from '@phonix/shared/messages/partner_requote_rounding';
import { partner_requote_same } from '@phonix/shared/messages/partner_requote_same';
import { partner_requote_seller_said } from '@phonix/shared/messages/partner_requote_seller_said';
import { partner_requote_what_changed } from '@phonix/shared/messages/partner_requote_what_changed';
import { partner_requote_you_found } from '@phonix/shared/messages/partner_requote_you_found';
import { partner_seller_quote } from '@phonix/shared/messages/partner_seller_quote';
import { formatINR } from '@phonix/shared/money';
import { QUOTE_VALID_DAYS } from '@phonix/shared/order-lifecycle';
import type { AnswerChange, RequotePreview, RevisedOffer } from '@phonix/shared/requote';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { buttonClass } from '@/components/ui/button.tsx';
import { Link } from '@/components/ui/link.tsx';
import { usePageLocale } from '@/lib/locale.tsx';
import { orderPath } from '../utils/order-view.ts';

/** '+₹300', '−₹1,200', '₹0': what an answer changes the price by. */
const signed = (amount: number, locale: Locale) =>
  amount === 0 ? formatINR(0, locale) : `${amount > 0 ? '+' : '−'}${formatINR(Math.abs(amount), locale)}`;

function differenceWords(difference: number, locale: Locale): string {
  if (difference === 0) return partner_requote_same();
  return difference < 0
    ? partner_requote_less({ value: formatINR(-difference, locale) })
    : partner_requote_more({ value: formatINR(difference, locale) });
}

/** The figures a re-check's preview and its outcome share. */
type Figures = Pick<
  RevisedOffer & RequotePreview,
  'quoted_value' | 'revised_value' | 'difference' | 'price_basis' | 'changes' | 'price_change' | 'rounding'
>;

const effectClass = (amount: number) =>
  amount < 0 ? 'text-red-800' : amount > 0 ? 'text-emerald-800' : 'text-slate-900';

/**
 * The seller's quote beside the new price, what the difference comes to, and each answer the partner found
 * different from the seller's with what it costs (the server's figures, as it priced them).
 */
export function RequoteFigures({
  figures,
  belowChange,
}: {
  figures: Figures;
  /** What shows under each changed answer (the photos that prove it). */
  belowChange?: (change: AnswerChange) => ReactNode;
}) {
  const { locale } = usePageLocale();
  return (
    <>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl border-2 border-slate-300 bg-white p-4">
          <dt className="text-sm font-semibold text-slate-700">{partner_seller_quote()}</dt>
          <dd data-testid="old-price" className="text-2xl font-extrabold text-slate-800 tabular-nums">
            {formatINR(figures.quoted_value, locale)}
          </dd>
        </div>
        <div className="rounded-2xl border-2 border-brand-800 bg-brand-50 p-4">
          <dt className="text-sm font-semibold text-brand-950">{partner_after_check()}</dt>
          <dd data-testid="new-price" className="text-2xl font-extrabold text-slate-950 tabular-nums">
            {formatINR(figures.revised_value, locale)}
          </dd>
        </div>
      </dl>
      <p className="text-lg font-bold text-slate-950">{differenceWords(figures.difference, locale)}</p>

      {figures.price_basis === 'current_prices' ? (
        <p className="rounded-xl border-2 border-amber-700 bg-amber-50 px-4 py-3 text-base text-amber-950">
          {partner_requote_old_quote({ days: QUOTE_VALID_DAYS })}
        </p>
      ) : null}

      <div className="flex flex-col gap-3">
        <h3 className="text-lg font-extrabold text-slate-950">{partner_requote_what_changed()}</h3>
        {figures.changes.length === 0 ? (
          <p className="text-base text-slate-900">{partner_requote_all_match()}</p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="requote-changes">
            {figures.changes.map((change) => (
              <li
                key={change.key}
                data-testid="requote-change"
                className="rounded-2xl border-2 border-slate-300 bg-white p-4"
              >
                <div className="flex items-start justify-between gap-3">
                  <p className="text-base font-bold text-slate-950">{change.question}</p>
                  <p
                    data-testid="change-cost"
                    className={`shrink-0 text-lg font-extrabold tabular-nums ${effectClass(change.price_effect)}`}
                  >
                    {signed(change.price_effect, locale)}
                  </p>
                </div>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-base">
                  <dt className="text-slate-700">{partner_requote_seller_said()}</dt>
                  <dd className="font-semibold text-slate-950">{change.declared}</dd>
                  <dt className="text-slate-700">{partner_requote_you_found()}</dt>
                  <dd className="font-semibold text-slate-950">{change.found}</dd>
                </dl>
                {belowChange?.(change)}
              </li>
            ))}
          </ul>
        )}
        {figures.price_change !== 0 || figures.rounding !== 0 ? (
          <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 rounded-2xl border-2 border-slate-200 bg-white px-4 py-3 text-base">
            {figures.price_change !== 0 ? (
              <>
                <dt className="text-slate-800">{partner_requote_price_list()}</dt>
                <dd className={`font-bold tabular-nums ${effectClass(figures.price_change)}`}>
                  {signed(figures.price_change, locale)}
                </dd>
              </>
            ) : null}
            {figures.rounding !== 0 ? (
              <>
                <dt className="text-slate-800">{partner_requote_rounding()}</dt>
                <dd className={`font-bold tabular-nums ${effectClass(figures.rounding)}`}>
                  {signed(figures.rounding, locale)}
                </dd>
              </>
            ) : null}
          </dl>
        ) : null}
      </div>
    </>
  );
}

/** The photos sent for one changed answer, as thumbnails. */
function SentPhotos({ photos, question }: { photos: DoorPhoto[]; question: string }) {
  if (photos.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <img
            src={photo.url}
            alt={partner_photo_alt({ number: index + 1, question })}
            width={photo.width}
            height={photo.height}
            className="size-20 rounded-lg border-2 border-slate-300 object-cover"
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The doorstep re-check's outcome: the old and new price, each answer the partner found different from the
 * seller's with what it costs, and whether the seller must decide before the handover can go on.
 */
export function RequoteResult({ offer }: { offer: RevisedOffer }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section
      aria-labelledby="requote-result-title"
      data-testid="requote-result"
      className="flex flex-col gap-5"
    >
      <h2
        id="requote-result-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-extrabold text-slate-950 focus:outline-none"
      >
        {partner_requote_new_price()}
      </h2>

      <RequoteFigures
        figures={offer}
        belowChange={(change) => (
          <SentPhotos
            photos={offer.photos.filter((photo) => photo.answer_key === change.key)}
            question={change.question}
          />
        )}
      />

      <p
        data-testid="requote-next"
        className={`rounded-xl border-2 px-4 py-3 text-base font-semibold ${
          offer.needs_decision || offer.offer_status === 'staff_review'
            ? 'border-amber-700 bg-amber-50 text-amber-950'
            : 'border-emerald-700 bg-emerald-50 text-emerald-950'
        }`}
      >
        {offer.needs_decision
          ? partner_requote_needs_decision()
          : offer.offer_status === 'staff_review'
            ? partner_requote_review()
            : partner_requote_no_decision()}
      </p>

      <Link to={orderPath(offer.ref_no)} className={buttonClass('primary', 'lg', 'min-h-14 w-full text-lg')}>
        <ArrowLeft className="size-5" aria-hidden />
        {partner_back_to_order()}
      </Link>
    </section>
  );
}
