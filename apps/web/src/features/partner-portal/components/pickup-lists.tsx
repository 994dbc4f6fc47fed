import { partner_check_internet } from '@phonix/shared/messages/partner_check_internet';
import { partner_lists_gone } from '@phonix/shared/messages/partner_lists_gone';
import { partner_lists_heading } from '@phonix/shared/messages/partner_lists_heading';
import { partner_lists_loading_mine } from '@phonix/shared/messages/partner_lists_loading_mine';
import { partner_lists_loading_open } from '@phonix/shared/messages/partner_lists_loading_open';
import { partner_lists_mine } from '@phonix/shared/messages/partner_lists_mine';
import { partner_lists_mine_empty } from '@phonix/shared/messages/partner_lists_mine_empty';
import { partner_lists_mine_failed } from '@phonix/shared/messages/partner_lists_mine_failed';
import { partner_lists_open } from '@phonix/shared/messages/partner_lists_open';
import { partner_lists_open_empty } from '@phonix/shared/messages/partner_lists_open_empty';
import { partner_lists_open_failed } from '@phonix/shared/messages/partner_lists_open_failed';
import { partner_lists_open_lead } from '@phonix/shared/messages/partner_lists_open_lead';
import { partner_lists_refresh } from '@phonix/shared/messages/partner_lists_refresh';
import type { PartnerOrder } from '@phonix/shared/partner-api';
import { Inbox, RefreshCw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useMyPickups, useOpenPickups } from '../api/partner-orders.ts';
import { orderPath } from '../utils/order-view.ts';
import { MyPickupCard, OpenPickupCard } from './pickup-cards.tsx';

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      <Skeleton className="h-44 rounded-2xl" />
      <Skeleton className="h-44 rounded-2xl" />
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-slate-400 bg-white px-4 py-8 text-center">
      <Inbox className="size-8 text-slate-600" aria-hidden />
      <p className="text-base font-semibold text-slate-900">{children}</p>
    </div>
  );
}

function SectionHeading({ id, title, count }: { id: string; title: string; count: number | undefined }) {
  return (
    <div className="flex items-center gap-3">
      <h2 id={id} className="text-xl font-extrabold text-slate-950">
        {title}
      </h2>
      {count === undefined ? null : (
        <span className="rounded-full bg-slate-900 px-2.5 py-0.5 text-sm font-bold text-white tabular-nums">
          {count}
        </span>
      )}
    </div>
  );
}

/**
 * The portal's home: "Open pickups" (the pool of the partner's pincodes, each with Accept) and "My pickups"
 * (the orders it holds). `gone` names a pickup that was no longer open when the partner tried to take it.
 */
export function PickupLists({ gone: goneAtStart }: { gone?: string | undefined }) {
  const navigate = useNavigate();
  const open = useOpenPickups();
  const mine = useMyPickups();
  const [gone, setGone] = useState<string | undefined>(goneAtStart);

  const accepted = (order: PartnerOrder) => navigate(orderPath(order.ref_no));
  const refresh = () => {
    setGone(undefined);
    void open.refetch();
    void mine.refetch();
  };
  const refreshing = (open.isFetching && !open.isPending) || (mine.isFetching && !mine.isPending);

  return (
    <div className="flex flex-col gap-8">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-slate-950">{partner_lists_heading()}</h1>
        <Button
          variant="secondary"
          size="lg"
          onClick={refresh}
          disabled={refreshing}
          className="min-h-12 border-2"
        >
          <RefreshCw className={`size-5 ${refreshing ? 'animate-spin' : ''}`} aria-hidden />
          {partner_lists_refresh()}
        </Button>
      </div>

      <section aria-labelledby="open-pickups-title" className="flex flex-col gap-3">
        <SectionHeading id="open-pickups-title" title={partner_lists_open()} count={open.data?.length} />
        <p className="text-base text-slate-800">{partner_lists_open_lead()}</p>
        <div aria-live="polite">
          {gone ? (
            <p className="rounded-xl border-2 border-amber-700 bg-amber-50 px-4 py-3 text-base font-semibold text-amber-950">
              {partner_lists_gone({ ref: gone })}
            </p>
          ) : null}
        </div>
        {open.isPending ? (
          <Loading label={partner_lists_loading_open()} />
        ) : open.isError ? (
          <ErrorState
            title={partner_lists_open_failed()}
            message={partner_check_internet()}
            onRetry={() => void open.refetch()}
          />
        ) : open.data.length === 0 ? (
          <Empty>{partner_lists_open_empty()}</Empty>
        ) : (
          <ul className="flex flex-col gap-3">
            {open.data.map((order) => (
              <li key={order.ref_no}>
                <OpenPickupCard order={order} onAccepted={accepted} onGone={setGone} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="my-pickups-title" className="flex flex-col gap-3">
        <SectionHeading id="my-pickups-title" title={partner_lists_mine()} count={mine.data?.length} />
        {mine.isPending ? (
          <Loading label={partner_lists_loading_mine()} />
        ) : mine.isError ? (
          <ErrorState
            title={partner_lists_mine_failed()}
            message={partner_check_internet()}
            onRetry={() => void mine.refetch()}
          />
        ) : mine.data.length === 0 ? (
          <Empty>{partner_lists_mine_empty()}</Empty>
        ) : (
          <ul className="flex flex-col gap-3">
            {mine.data.map((order) => (
              <li key={order.ref_no}>
                <MyPickupCard order={order} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
