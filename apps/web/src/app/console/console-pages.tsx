import { Lock, SearchX } from 'lucide-react';
import { PageHeader } from '@/components/console/page-header.tsx';
import { buttonClass } from '@/components/ui/button.tsx';
import { Link } from '@/components/ui/link.tsx';

/** An operations user on an admin-only screen: nothing of it is loaded or shown. */
export function ConsoleForbidden() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <PageHeader title="Admins only" />
      <Lock className="size-10 text-slate-400" aria-hidden />
      <p className="text-base text-slate-700">Only an admin can open this page.</p>
      <Link to="/admin" className={buttonClass('secondary')}>
        Back to the dashboard
      </Link>
    </div>
  );
}

export function ConsoleNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <PageHeader title="Page not found" />
      <SearchX className="size-10 text-slate-400" aria-hidden />
      <p className="text-base text-slate-700">There is no console page at this address.</p>
      <Link to="/admin" className={buttonClass('secondary')}>
        Back to the dashboard
      </Link>
    </div>
  );
}
