import { WALLET_PROVIDER_LABELS } from '@phonix/shared/handover';
import type { SellerHandover } from '@phonix/shared/handover-api';
import { formatIndiaDateTimeIn } from '@phonix/shared/india-time';
import { seller_payout_account_holder } from '@phonix/shared/messages/seller_payout_account_holder';
import { seller_payout_change } from '@phonix/shared/messages/seller_payout_change';
import { seller_payout_change_later } from '@phonix/shared/messages/seller_payout_change_later';
import { seller_payout_later } from '@phonix/shared/messages/seller_payout_later';
import { seller_payout_methods_list } from '@phonix/shared/messages/seller_payout_methods_list';
import { seller_payout_now } from '@phonix/shared/messages/seller_payout_now';
import { seller_payout_saved_at } from '@phonix/shared/messages/seller_payout_saved_at';
import { seller_payout_title } from '@phonix/shared/messages/seller_payout_title';
import { seller_payout_we_pay_by } from '@phonix/shared/messages/seller_payout_we_pay_by';
import { formatINR } from '@phonix/shared/money';
import { describePayoutIn } from '@phonix/shared/order-texts';
import { CircleCheck, IndianRupee, Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { usePageLocale } from '@/lib/locale.tsx';
import { PayoutForm, type PayoutSeller } from './payout-form.tsx';

const cardClass = 'rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 md:p-6';

const methodList = () =>
  seller_payout_methods_list({ wallets: Object.values(WALLET_PROVIDER_LABELS).join(' / ') });

interface PayoutChoiceProps {
  customerId: number;
  handover: SellerHandover;
  seller: PayoutSeller;
  /** The order moved on meanwhile: read it and the handover again. */
  onStale: () => void;
}

/**
 * 'How would you like to be paid?'. Before the executive sets out, a line saying when it can be chosen;
 * then the form (UPI, bank, wallet, cheque); once saved, the masked destination with a way to change it until
 * the payout is released.
 */
export function PayoutChoice({ customerId, handover, seller, onStale }: PayoutChoiceProps) {
  const { locale } = usePageLocale();
  const payout = handover.payout;
  const [editing, setEditing] = useState(false);
  const [opening, setOpening] = useState(0);
  const showForm = handover.can_choose_payout && (payout === null || editing);
  const savedRef = useRef<HTMLDivElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  // Where focus goes when the form closes: the saved details after a save, Change after keeping them.
  const focusNext = useRef<'saved' | 'change' | null>(null);

  useEffect(() => {
    if (showForm) return;
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'saved') savedRef.current?.focus();
    else if (target === 'change') changeRef.current?.focus();
  }, [showForm]);

  if (!handover.can_choose_payout && payout === null) {
    if (handover.order_status !== 'enquiry' && handover.order_status !== 'accepted') return null;
    return (
      <section aria-labelledby="payout-title" className={cardClass} data-testid="payout-section">
        <h2 id="payout-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <IndianRupee className="size-5 text-brand-700" aria-hidden />
          {seller_payout_title()}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{seller_payout_later({ methods: methodList() })}</p>
      </section>
    );
  }
  // Paid: the payment summary takes over.
  if (handover.paid) return null;

  return (
    <section aria-labelledby="payout-title" className={cardClass} data-testid="payout-section">
      <h2 id="payout-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <IndianRupee className="size-5 text-brand-700" aria-hidden />
        {seller_payout_title()}
      </h2>
      {payout === null ? (
        <p className="mt-2 text-sm text-slate-700">
          {seller_payout_now({ amount: formatINR(handover.agreed_value, locale) })}
        </p>
      ) : null}

      {payout !== null && !showForm ? (
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div
            ref={savedRef}
            tabIndex={-1}
            className="flex min-w-0 items-start gap-3 rounded-xl bg-brand-50 px-4 py-3 text-brand-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
            <div className="min-w-0">
              <p className="text-sm">{seller_payout_we_pay_by()}</p>
              <p className="font-semibold break-words" data-testid="payout-destination">
                {describePayoutIn(payout.details, locale)}
              </p>
              {payout.details.method === 'bank' ? (
                <p className="text-sm">
                  {seller_payout_account_holder({ name: payout.details.account_holder })}
                </p>
              ) : null}
              <p className="mt-1 text-xs text-brand-800">
                {seller_payout_saved_at({ date: formatIndiaDateTimeIn(payout.chosen_at, locale) })}
              </p>
              {handover.order_status === 'enquiry' || handover.order_status === 'accepted' ? (
                <p className="mt-1 text-xs text-brand-800">{seller_payout_change_later()}</p>
              ) : null}
            </div>
          </div>
          {handover.can_choose_payout ? (
            <Button
              ref={changeRef}
              variant="secondary"
              onClick={() => {
                setOpening((count) => count + 1);
                setEditing(true);
              }}
              className="shrink-0"
              data-testid="change-payout"
            >
              <Pencil className="size-4" aria-hidden />
              {seller_payout_change()}
            </Button>
          ) : null}
        </div>
      ) : null}

      {showForm ? (
        <div className="mt-4">
          <PayoutForm
            key={opening}
            customerId={customerId}
            refNo={handover.ref_no}
            handover={handover}
            seller={seller}
            autoFocus={editing}
            onSaved={() => {
              focusNext.current = 'saved';
              setEditing(false);
            }}
            onCancel={
              payout === null
                ? undefined
                : () => {
                    focusNext.current = 'change';
                    setEditing(false);
                  }
            }
            onStale={onStale}
          />
        </div>
      ) : null}
    </section>
  );
}
