import { sc_link_hint } from '@phonix/shared/messages/sc_link_hint';
import { sc_title } from '@phonix/shared/messages/sc_title';
import { ChevronRight, ShieldCheck } from 'lucide-react';
import { CityLink } from '@/components/ui/city-link.tsx';

/** The way into "Check my phone" (issue 34), from the quote and from the order page: one card for both. */
export function CheckMyPhoneCard({ to, className = '' }: { to: string; className?: string }) {
  return (
    <CityLink
      to={to}
      className={`flex min-h-16 items-center gap-4 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200 hover:ring-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 md:p-5 ${className}`.trim()}
      data-check-my-phone
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-800">
        <ShieldCheck className="size-6" aria-hidden />
      </span>
      <span className="flex flex-1 flex-col">
        <span className="font-bold text-slate-900">{sc_title()}</span>
        <span className="text-sm text-slate-700">{sc_link_hint()}</span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-slate-500" aria-hidden />
    </CityLink>
  );
}
