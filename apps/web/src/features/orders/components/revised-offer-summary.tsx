import type { Locale } from '@phonix/shared/i18n';
import { modelImageUrl } from '@phonix/shared/images';
import { formatIndiaDateTimeIn } from '@phonix/shared/india-time';
import { seller_change_effect } from '@phonix/shared/messages/seller_change_effect';
import { seller_change_none } from '@phonix/shared/messages/seller_change_none';
import { seller_change_partner_found } from '@phonix/shared/messages/seller_change_partner_found';
import { seller_change_you_said } from '@phonix/shared/messages/seller_change_you_said';
import { seller_changes_all_matched } from '@phonix/shared/messages/seller_changes_all_matched';
import { seller_changes_count } from '@phonix/shared/messages/seller_changes_count';
import { seller_changes_price_change } from '@phonix/shared/messages/seller_changes_price_change';
import { seller_changes_rounding } from '@phonix/shared/messages/seller_changes_rounding';
import { seller_changes_title } from '@phonix/shared/messages/seller_changes_title';
import { seller_changes_total } from '@phonix/shared/messages/seller_changes_total';
import { seller_difference_less } from '@phonix/shared/messages/seller_difference_less';
import { seller_difference_more } from '@phonix/shared/messages/seller_difference_more';
import { seller_difference_same } from '@phonix/shared/messages/seller_difference_same';
import { seller_lock_applied_text } from '@phonix/shared/messages/seller_lock_applied_text';
import { seller_lock_applied_title } from '@phonix/shared/messages/seller_lock_applied_title';
import { seller_lock_ended_text } from '@phonix/shared/messages/seller_lock_ended_text';
import { seller_lock_ended_title } from '@phonix/shared/messages/seller_lock_ended_title';
import { seller_revised_checked_on } from '@phonix/shared/messages/seller_revised_checked_on';
import { seller_revised_difference } from '@phonix/shared/messages/seller_revised_difference';
import { seller_revised_price } from '@phonix/shared/messages/seller_revised_price';
import { seller_revised_your_quote } from '@phonix/shared/messages/seller_revised_your_quote';
import { formatINR } from '@phonix/shared/money';
import type { AnswerChange, RevisedOffer } from '@phonix/shared/requote';
import { ArrowDown, ArrowUp, Equal, Lock, LockOpen, SearchCheck } from 'lucide-react';
import { DeviceImage } from '@/components/ui/device-image.tsx';
import { usePageLocale } from '@/lib/locale.tsx';
import { ChangePhotos } from './change-photos.tsx';

const cardClass = 'rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 md:p-6';

/** Rupees with their sign, as the price page's breakdown writes them: '-₹1,200', '+₹300'. */
function signedINR(amount: number, locale: Locale): string {
  if (amount === 0) return formatINR(0, locale);
  return `${amount < 0 ? '-' : '+'}${formatINR(Math.abs(amount), locale)}`;
}

function effectClass(amount: number): string {
  if (amount < 0) return 'text-red-700';
  if (amount > 0) return 'text-green-700';
  return 'text-slate-600';
}

/** 'R is ₹1,200 less than your quote', in words a screen reader reads as plainly as the eye. */
export function differenceInWords(difference: number, locale: Locale = 'en'): string {
  if (difference < 0) return seller_difference_less({ amount: formatINR(-difference, locale) });
  if (difference > 0) return seller_difference_more({ amount: formatINR(difference, locale) });
  return seller_difference_same();
}

/** Your quote against the price after the partner's check, and the difference. */
function PriceComparison({ offer }: { offer: RevisedOffer }) {
  const { locale } = usePageLocale();
  const DifferenceIcon = offer.difference < 0 ? ArrowDown : offer.difference > 0 ? ArrowUp : Equal;
  return (
    <section aria-labelledby="offer-prices-title" className={cardClass}>
      <div className="flex items-center gap-4">
        <DeviceImage
          src={modelImageUrl(offer.ic_slug)}
          alt={offer.model}
          width={300}
          height={400}
          eager
          className="w-14 shrink-0 md:w-16"
        />
        <div className="min-w-0">
          <h2 id="offer-prices-title" className="text-lg font-bold text-slate-900">
            {offer.model}
          </h2>
          <p className="text-sm font-semibold text-slate-600">{offer.variant.toUpperCase()}</p>
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 md:p-4">
          <dt className="text-sm text-slate-600">{seller_revised_your_quote()}</dt>
          <dd className="mt-1 text-xl font-bold text-slate-700 tabular-nums md:text-2xl">
            {formatINR(offer.quoted_value, locale)}
          </dd>
        </div>
        <div className="rounded-xl bg-brand-50 p-3 ring-1 ring-brand-200 md:p-4">
          <dt className="text-sm font-semibold text-brand-900">{seller_revised_price()}</dt>
          <dd
            className="mt-1 text-xl font-extrabold text-brand-800 tabular-nums md:text-2xl"
            data-testid="revised-price"
          >
            {formatINR(offer.revised_value, locale)}
          </dd>
        </div>
        <div className="col-span-2 flex items-center gap-2 text-sm">
          <dt className="sr-only">{seller_revised_difference()}</dt>
          <dd className={`flex items-center gap-1.5 font-semibold ${effectClass(offer.difference)}`}>
            <DifferenceIcon className="size-4 shrink-0" aria-hidden />
            {differenceInWords(offer.difference, locale)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-500">
        {seller_revised_checked_on({ date: formatIndiaDateTimeIn(offer.requoted_at, locale) })}
      </p>
    </section>
  );
}

function ChangeItem({ change, photos }: { change: AnswerChange; photos: RevisedOffer['photos'] }) {
  const { locale } = usePageLocale();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <p className="font-semibold text-slate-900">{change.question}</p>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">{seller_change_you_said()}</dt>
          <dd className="font-semibold break-words text-slate-900">{change.declared}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{seller_change_partner_found()}</dt>
          <dd className="font-semibold break-words text-slate-900">{change.found}</dd>
        </div>
        <div className="col-span-2 flex justify-between gap-3 border-t border-slate-100 pt-2">
          <dt className="text-slate-600">{seller_change_effect()}</dt>
          <dd className={`shrink-0 font-bold tabular-nums ${effectClass(change.price_effect)}`}>
            {change.price_effect === 0 ? seller_change_none() : signedINR(change.price_effect, locale)}
          </dd>
        </div>
      </dl>
      <ChangePhotos photos={photos} question={change.question} />
    </li>
  );
}

/**
 * Each answer the partner found different from the seller's and what it cost, then what else moved the
 * price (the price list, once the lock had ended; rounding and the minimum offer), adding up to the revised
 * price: quoted + changes + price change + rounding = revised (requote.ts revise()).
 */
function ChangesList({ offer }: { offer: RevisedOffer }) {
  const { locale } = usePageLocale();
  const changesTotal = offer.changes.reduce((sum, change) => sum + change.price_effect, 0);
  return (
    <section aria-labelledby="offer-changes-title" className={cardClass}>
      <h2 id="offer-changes-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <SearchCheck className="size-5 text-brand-700" aria-hidden />
        {seller_changes_title()}
      </h2>
      {offer.changes.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{seller_changes_all_matched()}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            {seller_changes_count({ count: offer.changes.length })}
          </p>
          <ul className="mt-4 flex flex-col gap-3">
            {offer.changes.map((change) => (
              <ChangeItem
                key={change.key}
                change={change}
                photos={offer.photos.filter((photo) => photo.answer_key === change.key && photo.proves)}
              />
            ))}
          </ul>
        </>
      )}
      <dl className="mt-5 flex flex-col text-sm">
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-slate-700">{seller_revised_your_quote()}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {formatINR(offer.quoted_value, locale)}
          </dd>
        </div>
        {offer.changes.length > 0 ? (
          <div className="flex justify-between gap-4 border-t border-slate-100 py-2">
            <dt className="text-slate-700">{seller_changes_total()}</dt>
            <dd className={`shrink-0 font-semibold tabular-nums ${effectClass(changesTotal)}`}>
              {signedINR(changesTotal, locale)}
            </dd>
          </div>
        ) : null}
        {offer.price_change !== 0 ? (
          <div className="flex justify-between gap-4 border-t border-slate-100 py-2">
            <dt className="text-slate-700">{seller_changes_price_change()}</dt>
            <dd className={`shrink-0 font-semibold tabular-nums ${effectClass(offer.price_change)}`}>
              {signedINR(offer.price_change, locale)}
            </dd>
          </div>
        ) : null}
        {offer.rounding !== 0 ? (
          <div className="flex justify-between gap-4 border-t border-slate-100 py-2">
            <dt className="text-slate-700">{seller_changes_rounding()}</dt>
            <dd className={`shrink-0 font-semibold tabular-nums ${effectClass(offer.rounding)}`}>
              {signedINR(offer.rounding, locale)}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t-2 border-slate-200 pt-3">
          <dt className="font-bold text-slate-900">{seller_revised_price()}</dt>
          <dd className="text-base font-extrabold text-brand-800 tabular-nums">
            {formatINR(offer.revised_value, locale)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** Whether the price lock applied: the quote's own price list while it held, today's prices after. */
function PriceBasisNote({ offer }: { offer: RevisedOffer }) {
  const { locale } = usePageLocale();
  const locked = offer.price_basis === 'quote';
  const Icon = locked ? Lock : LockOpen;
  const until = formatIndiaDateTimeIn(offer.quote_valid_until, locale);
  return (
    <section
      aria-labelledby="offer-basis-title"
      className={`flex gap-3 rounded-2xl p-5 ring-1 md:p-6 ${locked ? 'bg-brand-50 ring-brand-200' : 'bg-slate-100 ring-slate-200'}`}
      data-price-basis={offer.price_basis}
    >
      <Icon
        className={`mt-0.5 size-5 shrink-0 ${locked ? 'text-brand-700' : 'text-slate-600'}`}
        aria-hidden
      />
      <div>
        <h2 id="offer-basis-title" className="font-bold text-slate-900">
          {locked ? seller_lock_applied_title() : seller_lock_ended_title()}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {locked ? seller_lock_applied_text({ until }) : seller_lock_ended_text({ until })}
        </p>
      </div>
    </section>
  );
}

/** The revised offer of /reexact-value: old and new price, what changed and why, and the price lock. */
export function RevisedOfferSummary({ offer }: { offer: RevisedOffer }) {
  return (
    <div className="flex flex-col gap-5">
      <PriceComparison offer={offer} />
      <ChangesList offer={offer} />
      <PriceBasisNote offer={offer} />
    </div>
  );
}
