import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { usePageTitle } from '@/features/partner-portal/hooks/use-page-title.ts';

export function PartnerNotFound() {
  usePageTitle('Page not found');
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <SearchX className="size-12 text-slate-600" aria-hidden />
      <h1 className="text-2xl font-extrabold text-slate-950">Page not found</h1>
      <p className="text-base text-slate-800">There is no partner page at this address.</p>
      <Link to="/partner" className={buttonClass('primary', 'lg', 'min-h-14 text-lg')}>
        Back to pickups
      </Link>
    </div>
  );
}
