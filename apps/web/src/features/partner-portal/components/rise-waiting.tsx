import { partner_rise_difference } from '@phonix/shared/messages/partner_rise_difference';
import { partner_rise_new_price } from '@phonix/shared/messages/partner_rise_new_price';
import { partner_rise_quote } from '@phonix/shared/messages/partner_rise_quote';
import { partner_rise_waiting_text } from '@phonix/shared/messages/partner_rise_waiting_text';
import { partner_rise_waiting_title } from '@phonix/shared/messages/partner_rise_waiting_title';
import { formatINR } from '@phonix/shared/money';
import type { ReactNode } from 'react';
import { usePageLocale } from '@/lib/locale.tsx';

/**
 * A raised price waiting for Phonix's approval (issue 31), on the order page and the handover page: what
 * waits, the quote, the new price and the difference. The pages read the order again every few seconds
 * while it waits, so this box goes by itself once Phonix decides.
 */
export function RiseWaiting({
  quoted,
  revised,
  children,
}: {
  quoted: number;
  revised: number;
  children?: ReactNode;
}) {
  const { locale } = usePageLocale();
  return (
    <section
      data-testid="rise-waiting"
      aria-labelledby="rise-waiting-title"
      className="flex flex-col gap-3 rounded-xl border-2 border-amber-700 bg-amber-50 px-4 py-3 text-base text-amber-950"
    >
      <h2 id="rise-waiting-title" className="text-lg font-extrabold">
        {partner_rise_waiting_title()}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 tabular-nums">
        <dt>{partner_rise_quote()}</dt>
        <dd className="font-semibold" data-testid="rise-quoted">
          {formatINR(quoted, locale)}
        </dd>
        <dt>{partner_rise_new_price()}</dt>
        <dd className="font-extrabold" data-testid="rise-revised">
          {formatINR(revised, locale)}
        </dd>
        <dt>{partner_rise_difference()}</dt>
        <dd className="font-semibold" data-testid="rise-difference">
          +{formatINR(revised - quoted, locale)}
        </dd>
      </dl>
      <p>{partner_rise_waiting_text()}</p>
      {children}
    </section>
  );
}
