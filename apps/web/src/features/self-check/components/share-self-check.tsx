import { formatIndiaDateTimeIn } from '@phonix/shared/india-time';
import { scp_no_key } from '@phonix/shared/messages/scp_no_key';
import { scp_none_here } from '@phonix/shared/messages/scp_none_here';
import { scp_only_results } from '@phonix/shared/messages/scp_only_results';
import { scp_proven_at } from '@phonix/shared/messages/scp_proven_at';
import { scp_ran_at } from '@phonix/shared/messages/scp_ran_at';
import { scp_share } from '@phonix/shared/messages/scp_share';
import { scp_share_failed } from '@phonix/shared/messages/scp_share_failed';
import { scp_share_latest } from '@phonix/shared/messages/scp_share_latest';
import { scp_shared } from '@phonix/shared/messages/scp_shared';
import { scp_shared_at } from '@phonix/shared/messages/scp_shared_at';
import { scp_sharing } from '@phonix/shared/messages/scp_sharing';
import { scp_title } from '@phonix/shared/messages/scp_title';
import { BadgeCheck, LoaderCircle, ShieldCheck, Smartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { usePageLocale } from '@/lib/locale.tsx';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useLocalReport, useOrderSelfCheck, useShareSelfCheck } from '../api/self-check-proof.ts';
import { deviceKeySupported } from '../utils/device-key.ts';
import { DoorProof } from './door-proof.tsx';

/**
 * The order page's phone check (issue 34): "Share my phone check" when this phone ran one for the order's
 * variant (when it ran, sent signed by this browser's key), what was shared and whether the phone was
 * proven at the door, and "Prove this is the phone" while the executive is on the way. Nothing shows for a
 * closed order without a shared check.
 */
export function ShareSelfCheck({ customerId, refNo }: { customerId: number; refNo: string }) {
  const state = useOrderSelfCheck(customerId, refNo);
  const local = useLocalReport(state.data?.variant_id);
  const share = useShareSelfCheck(customerId, refNo);
  const { busy, guard } = useSingleFlight();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const { locale } = usePageLocale();
  const titleId = useId();
  if (!state.isSuccess) return null;
  const view = state.data;
  if (!view.can_share && !view.shared) return null;
  const when = (at: string) => formatIndiaDateTimeIn(at, locale);
  const supported = deviceKeySupported();
  const report = local.data ?? null;
  const alreadyShared = report !== null && view.shared?.checked_at === report.checked_at;

  const send = guard(async () => {
    if (!report) return;
    setOutcome(null);
    try {
      await share.mutateAsync(report);
      setOutcome({ ok: true, text: scp_shared() });
    } catch (error) {
      setOutcome({ ok: false, text: `${scp_share_failed()} ${errorMessage(error, '')}`.trim() });
    }
  });

  return (
    <section
      aria-labelledby={titleId}
      className="mt-5 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 md:p-6"
      data-testid="order-self-check"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Smartphone className="size-5 shrink-0 text-brand-700" aria-hidden />
        {scp_title()}
      </h2>
      {view.shared ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="self-check-shared">
          {scp_shared_at({ checked: when(view.shared.checked_at), at: when(view.shared.shared_at) })}
        </p>
      ) : null}
      <div role="status" aria-live="polite">
        {view.shared?.proven_at ? (
          <p
            className="mt-3 flex items-start gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-900"
            data-testid="self-check-proven"
          >
            <BadgeCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
            {scp_proven_at({ at: when(view.shared.proven_at) })}
          </p>
        ) : null}
        {outcome ? (
          <p
            className={`mt-3 rounded-xl px-4 py-3 text-sm font-medium ${outcome.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-800'}`}
            data-testid="self-check-share-outcome"
          >
            {outcome.text}
          </p>
        ) : null}
      </div>
      {!supported ? (
        <p className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">{scp_no_key()}</p>
      ) : view.can_share ? (
        report ? (
          alreadyShared ? null : (
            <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-slate-700" data-testid="self-check-local">
                {scp_ran_at({ at: when(report.checked_at) })}
              </p>
              <Button onClick={send} disabled={busy} data-testid="self-check-share" className="shrink-0">
                {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
                {busy ? scp_sharing() : view.shared ? scp_share_latest() : scp_share()}
              </Button>
            </div>
          )
        ) : view.shared ? null : (
          <p className="mt-2 text-sm text-slate-700" data-testid="self-check-none">
            {scp_none_here()}
          </p>
        )
      ) : null}
      {view.can_share ? (
        <p className="mt-3 flex gap-2 text-xs text-slate-600">
          <ShieldCheck className="size-4 shrink-0 text-brand-700" aria-hidden />
          {scp_only_results()}
        </p>
      ) : null}
      {view.can_prove && supported ? <DoorProof customerId={customerId} refNo={refNo} /> : null}
    </section>
  );
}
