import { formatIndiaDateTimeIn, formatIndiaTime } from '@phonix/shared/india-time';
import { scp_battery_level } from '@phonix/shared/messages/scp_battery_level';
import { scp_dead_cells } from '@phonix/shared/messages/scp_dead_cells';
import { scp_device_model } from '@phonix/shared/messages/scp_device_model';
import { scp_device_screen } from '@phonix/shared/messages/scp_device_screen';
import { scp_display_lines } from '@phonix/shared/messages/scp_display_lines';
import { scp_display_spots } from '@phonix/shared/messages/scp_display_spots';
import { scp_outcome_failed } from '@phonix/shared/messages/scp_outcome_failed';
import { scp_outcome_passed } from '@phonix/shared/messages/scp_outcome_passed';
import { scp_outcome_skipped } from '@phonix/shared/messages/scp_outcome_skipped';
import { scp_outcome_unsupported } from '@phonix/shared/messages/scp_outcome_unsupported';
import { scp_partner_checked_at } from '@phonix/shared/messages/scp_partner_checked_at';
import { scp_partner_code_ask } from '@phonix/shared/messages/scp_partner_code_ask';
import { scp_partner_code_failed } from '@phonix/shared/messages/scp_partner_code_failed';
import { scp_partner_code_label } from '@phonix/shared/messages/scp_partner_code_label';
import { scp_partner_code_until } from '@phonix/shared/messages/scp_partner_code_until';
import { scp_partner_new_code } from '@phonix/shared/messages/scp_partner_new_code';
import { scp_partner_none } from '@phonix/shared/messages/scp_partner_none';
import { scp_partner_not_out } from '@phonix/shared/messages/scp_partner_not_out';
import { scp_partner_not_proven } from '@phonix/shared/messages/scp_partner_not_proven';
import { scp_partner_proven } from '@phonix/shared/messages/scp_partner_proven';
import { scp_partner_results } from '@phonix/shared/messages/scp_partner_results';
import { scp_partner_show_code } from '@phonix/shared/messages/scp_partner_show_code';
import { scp_partner_title } from '@phonix/shared/messages/scp_partner_title';
import { scp_partner_waiting } from '@phonix/shared/messages/scp_partner_waiting';
import { scp_test_back_camera } from '@phonix/shared/messages/scp_test_back_camera';
import { scp_test_battery } from '@phonix/shared/messages/scp_test_battery';
import { scp_test_display } from '@phonix/shared/messages/scp_test_display';
import { scp_test_front_camera } from '@phonix/shared/messages/scp_test_front_camera';
import { scp_test_microphone } from '@phonix/shared/messages/scp_test_microphone';
import { scp_test_motion } from '@phonix/shared/messages/scp_test_motion';
import { scp_test_speaker } from '@phonix/shared/messages/scp_test_speaker';
import { scp_test_touch } from '@phonix/shared/messages/scp_test_touch';
import { scp_test_vibration } from '@phonix/shared/messages/scp_test_vibration';
import type { PartnerOrder } from '@phonix/shared/partner-api';
import { SELF_CHECK_TESTS, type SelfCheckOutcome, type SelfCheckTest } from '@phonix/shared/self-check';
import { type PartnerSelfCheck, spacedDoorCode } from '@phonix/shared/self-check-proof';
import { BadgeCheck, CircleCheck, CircleMinus, CircleX, KeyRound, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { usePageLocale } from '@/lib/locale.tsx';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { usePartnerSelfCheck, useShowDoorCode } from '../api/partner-self-check.ts';

const TEST_WORDS: Record<SelfCheckTest, () => string> = {
  touch: scp_test_touch,
  display: scp_test_display,
  front_camera: scp_test_front_camera,
  back_camera: scp_test_back_camera,
  microphone: scp_test_microphone,
  speaker: scp_test_speaker,
  vibration: scp_test_vibration,
  motion: scp_test_motion,
  battery: scp_test_battery,
};

const OUTCOMES: Record<SelfCheckOutcome, { words: () => string; Icon: typeof CircleCheck; tone: string }> = {
  passed: { words: scp_outcome_passed, Icon: CircleCheck, tone: 'text-emerald-800' },
  failed: { words: scp_outcome_failed, Icon: CircleX, tone: 'text-red-800' },
  skipped: { words: scp_outcome_skipped, Icon: CircleMinus, tone: 'text-slate-700' },
  unsupported: { words: scp_outcome_unsupported, Icon: CircleMinus, tone: 'text-slate-700' },
};

function Results({ report }: { report: NonNullable<PartnerSelfCheck['report']> }) {
  const { device } = report;
  const notes = [
    report.display_finding === 'spots' ? scp_display_spots() : null,
    report.display_finding === 'lines' ? scp_display_lines() : null,
    report.dead_touch_cells > 0 ? scp_dead_cells({ count: report.dead_touch_cells }) : null,
    device.model ? scp_device_model({ model: device.model }) : null,
    scp_device_screen({
      width: device.screen_width,
      height: device.screen_height,
      ratio: device.pixel_ratio,
    }),
    device.battery_level !== null ? scp_battery_level({ level: device.battery_level }) : null,
  ].filter((note) => note !== null);
  return (
    <>
      <h3 className="text-sm font-bold text-slate-800">{scp_partner_results()}</h3>
      <ul className="grid gap-x-4 gap-y-1 sm:grid-cols-2" data-testid="self-check-results">
        {SELF_CHECK_TESTS.map((test) => {
          const outcome = OUTCOMES[report.results[test] ?? 'skipped'];
          return (
            <li
              key={test}
              className="flex items-center justify-between gap-3 border-b border-slate-200 py-1.5"
            >
              <span className="text-base text-slate-900">{TEST_WORDS[test]()}</span>
              <span className={`flex items-center gap-1.5 text-base font-bold ${outcome.tone}`}>
                <outcome.Icon className="size-5" aria-hidden />
                {outcome.words()}
              </span>
            </li>
          );
        })}
      </ul>
      <ul className="flex flex-col gap-1 text-sm text-slate-700">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * The partner's view of the seller's self-check on the order page (issue 34): what the check found and when,
 * "Show door code" while out for pickup, the code big enough to read out, and whether the phone at the door
 * proved to be the one that ran the check (read again every few seconds while a code waits).
 */
export function SelfCheckPanel({ order }: { order: PartnerOrder }) {
  const query = usePartnerSelfCheck(order.ref_no);
  const showCode = useShowDoorCode(order.ref_no);
  const { busy, guard } = useSingleFlight();
  const [problem, setProblem] = useState<string | null>(null);
  const { locale } = usePageLocale();
  const titleId = useId();
  if (!query.isSuccess) return null;
  const view = query.data;
  const ask = guard(async () => {
    setProblem(null);
    try {
      await showCode.mutateAsync();
    } catch (error) {
      setProblem(errorMessage(error, scp_partner_code_failed()));
    }
  });
  const waitingToSetOut = order.status === 'enquiry' || order.status === 'accepted';

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border-2 border-slate-300 bg-white p-4"
      data-testid="self-check-panel"
    >
      <h2 id={titleId} className="text-base font-extrabold tracking-wide text-slate-800 uppercase">
        {scp_partner_title()}
      </h2>
      {view.report ? (
        <>
          <p className="text-base font-semibold text-slate-900" data-testid="self-check-checked-at">
            {scp_partner_checked_at({ at: formatIndiaDateTimeIn(view.report.checked_at, locale) })}
          </p>
          <Results report={view.report} />
          <div role="status" aria-live="polite">
            {view.proven_at ? (
              <p
                className="flex items-start gap-2 rounded-xl border-2 border-emerald-700 bg-emerald-50 px-4 py-3 text-base font-bold text-emerald-950"
                data-testid="self-check-proven"
              >
                <BadgeCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
                {scp_partner_proven({ at: formatIndiaDateTimeIn(view.proven_at, locale) })}
              </p>
            ) : (
              <p className="text-base font-semibold text-amber-900" data-testid="self-check-not-proven">
                {scp_partner_not_proven()}
              </p>
            )}
          </div>
          {!view.proven_at && view.door_code ? (
            <div
              className="flex flex-col items-center gap-2 rounded-xl border-2 border-brand-700 bg-brand-50 px-4 py-5 text-center"
              data-testid="door-code"
            >
              <p className="text-sm font-bold tracking-wide text-brand-900 uppercase">
                {scp_partner_code_label()}
              </p>
              <p
                className="font-mono text-5xl leading-none font-extrabold tracking-[0.15em] text-slate-950 tabular-nums"
                data-testid="door-code-value"
              >
                {/* Read out letter by letter by a screen reader; drawn in two groups of three. */}
                <span className="sr-only">{view.door_code.code.split('').join(' ')}</span>
                <span aria-hidden>{spacedDoorCode(view.door_code.code)}</span>
              </p>
              <p className="text-base font-semibold text-slate-900">{scp_partner_code_ask()}</p>
              <p className="text-sm text-slate-700">
                {scp_partner_code_until({ time: formatIndiaTime(view.door_code.expires_at, locale) })}
              </p>
              <p className="flex items-center gap-2 text-sm text-slate-700">
                <LoaderCircle className="size-4 animate-spin" aria-hidden />
                {scp_partner_waiting()}
              </p>
            </div>
          ) : null}
          {!view.proven_at && view.can_ask_code ? (
            <Button
              variant={view.door_code ? 'secondary' : 'primary'}
              size="lg"
              onClick={ask}
              disabled={busy}
              className="min-h-14 w-full border-2 text-lg"
              data-testid="show-door-code"
            >
              {busy ? (
                <LoaderCircle className="size-5 animate-spin" aria-hidden />
              ) : (
                <KeyRound className="size-5" aria-hidden />
              )}
              {view.door_code ? scp_partner_new_code() : scp_partner_show_code()}
            </Button>
          ) : null}
          {!view.proven_at && !view.can_ask_code && waitingToSetOut ? (
            <p className="text-sm text-slate-700">{scp_partner_not_out()}</p>
          ) : null}
          <div role="alert">
            {problem ? (
              <p className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">{problem}</p>
            ) : null}
          </div>
        </>
      ) : (
        <p className="text-base text-slate-700" data-testid="self-check-none">
          {scp_partner_none()}
        </p>
      )}
    </section>
  );
}
