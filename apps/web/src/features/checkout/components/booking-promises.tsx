import { seller_book_cancel_note } from '@phonix/shared/messages/seller_book_cancel_note';
import { seller_book_free_pickup } from '@phonix/shared/messages/seller_book_free_pickup';
import { seller_book_paid_note } from '@phonix/shared/messages/seller_book_paid_note';
import { ShieldCheck, Truck, Wallet } from 'lucide-react';

/** What booking promises, under Confirm: a free pickup, cancelling freely, paid at the door. */
export function BookingPromises() {
  return (
    <ul className="flex flex-col gap-3 rounded-2xl bg-white p-5 text-sm text-slate-700 shadow-xs ring-1 ring-slate-200">
      <li className="flex gap-3">
        <Truck className="size-5 shrink-0 text-brand-700" aria-hidden />
        {seller_book_free_pickup()}
      </li>
      <li className="flex gap-3">
        <ShieldCheck className="size-5 shrink-0 text-brand-700" aria-hidden />
        {seller_book_cancel_note()}
      </li>
      <li className="flex gap-3">
        <Wallet className="size-5 shrink-0 text-brand-700" aria-hidden />
        {seller_book_paid_note()}
      </li>
    </ul>
  );
}
