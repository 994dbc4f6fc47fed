import { WIPE_GUIDES, type WipeGuideKey } from '@phonix/shared/handover';
import { seller_wipe_note } from '@phonix/shared/messages/seller_wipe_note';
import { seller_wipe_summary } from '@phonix/shared/messages/seller_wipe_summary';
import { seller_wipe_title } from '@phonix/shared/messages/seller_wipe_title';
import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown, ShieldCheck } from 'lucide-react';
import { useState } from 'react';

/**
 * 'Before we pick up your phone': the step-by-step data-wipe guide for the phone's brand (WIPE_GUIDES in
 * packages/shared/src/handover.ts), folded away until asked for. The executive goes through the same steps
 * with the seller at the door (backup, accounts removed, reset, SIM and card out).
 */
export function WipeGuide({ guide: key }: { guide: WipeGuideKey }) {
  const [open, setOpen] = useState(false);
  const guide = WIPE_GUIDES[key];
  return (
    <Collapsible.Root
      open={open}
      onOpenChange={setOpen}
      className="rounded-2xl bg-white shadow-xs ring-1 ring-slate-200"
      data-testid="wipe-guide"
      data-guide={guide.key}
    >
      <h2>
        <Collapsible.Trigger
          className="flex min-h-14 w-full items-center justify-between gap-3 rounded-2xl px-5 text-left text-base font-bold text-slate-900 hover:bg-slate-50"
          aria-describedby="wipe-guide-summary"
          data-testid="wipe-guide-toggle"
        >
          <span className="flex items-center gap-2">
            <ShieldCheck className="size-5 shrink-0 text-brand-700" aria-hidden />
            {seller_wipe_title()}
          </span>
          <ChevronDown
            className={`size-5 shrink-0 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
            aria-hidden
          />
        </Collapsible.Trigger>
      </h2>
      <p id="wipe-guide-summary" className="-mt-1 px-5 pb-4 text-sm text-slate-600">
        {seller_wipe_summary({ guide: guide.title, count: guide.steps.length })}
      </p>
      <Collapsible.Content className="flex flex-col gap-4 border-t border-slate-100 px-5 py-5">
        <ol className="flex flex-col gap-4" data-testid="wipe-guide-steps">
          {guide.steps.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800 tabular-nums"
                aria-hidden
              >
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-1 text-sm break-words text-slate-700">{step.detail}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">{seller_wipe_note()}</p>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
