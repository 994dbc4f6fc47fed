import { partner_back_to_pickups } from '@phonix/shared/messages/partner_back_to_pickups';
import { partner_not_found_text } from '@phonix/shared/messages/partner_not_found_text';
import { partner_title_not_found } from '@phonix/shared/messages/partner_title_not_found';
import { SearchX } from 'lucide-react';
import { buttonClass } from '@/components/ui/button.tsx';
import { Link } from '@/components/ui/link.tsx';
import { usePageTitle } from '@/features/partner-portal/hooks/use-page-title.ts';

export function PartnerNotFound() {
  usePageTitle(partner_title_not_found());
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <SearchX className="size-12 text-slate-600" aria-hidden />
      <h1 className="text-2xl font-extrabold text-slate-950">{partner_title_not_found()}</h1>
      <p className="text-base text-slate-800">{partner_not_found_text()}</p>
      <Link to="/partner" className={buttonClass('primary', 'lg', 'min-h-14 text-lg')}>
        {partner_back_to_pickups()}
      </Link>
    </div>
  );
}
