import { COMPANY } from '@phonix/shared/company';
import { seller_order_cancel_by_phone } from '@phonix/shared/messages/seller_order_cancel_by_phone';
import { isCancellable, isFinal } from '@phonix/shared/order-lifecycle';
import { orderStateOf, type SalesOrder } from '@phonix/shared/orders-api';
import { Phone } from 'lucide-react';
import { messageParts } from '@/lib/message-parts.tsx';

/**
 * Once a partner has accepted, Order Cancel is gone (SPEC 4); checkout promised "after that, our support team
 * can": the order page says how, with the number to call (issue 32). Nothing while the seller can cancel
 * here, or once the order has ended.
 */
export function CancelByPhone({ order }: { order: Pick<SalesOrder, 'status_code' | 'offer_status'> }) {
  if (isFinal(order.status_code) || isCancellable(orderStateOf(order))) return null;
  return (
    <p className="flex gap-2 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200">
      <Phone className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
      <span>
        {messageParts((marks) => seller_order_cancel_by_phone(marks), {
          phone: (
            <a
              href={`tel:${COMPANY.phoneHref}`}
              className="font-semibold whitespace-nowrap text-brand-800 underline underline-offset-2"
            >
              {COMPANY.phone}
            </a>
          ),
        })}
      </span>
    </p>
  );
}
