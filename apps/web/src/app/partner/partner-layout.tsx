import { partner_layout_brand } from '@phonix/shared/messages/partner_layout_brand';
import { partner_layout_log_out } from '@phonix/shared/messages/partner_layout_log_out';
import { partner_layout_logged_out } from '@phonix/shared/messages/partner_layout_logged_out';
import { partner_layout_nav } from '@phonix/shared/messages/partner_layout_nav';
import { partner_layout_nav_history } from '@phonix/shared/messages/partner_layout_nav_history';
import { partner_layout_nav_pickups } from '@phonix/shared/messages/partner_layout_nav_pickups';
import { partner_layout_skip } from '@phonix/shared/messages/partner_layout_skip';
import { partner_layout_your_shop } from '@phonix/shared/messages/partner_layout_your_shop';
import { partner_loading } from '@phonix/shared/messages/partner_loading';
import { privacy_partner_nav } from '@phonix/shared/messages/privacy_partner_nav';
import { LoaderCircle, LogOut } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import toast from 'react-hot-toast';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageSwitcher } from '@/components/ui/language-switcher.tsx';
import { Link, NavLink } from '@/components/ui/link.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { usePartnerProfile } from '@/features/partner-portal/api/partner-orders.ts';
import { useSignOutPartner } from '@/features/partner-portal/api/partner-session.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { RouteErrorBoundary } from '../routes/route-error.tsx';

/**
 * The portal's frame, for a shop owner's phone held in one hand outdoors: a dark bar with the shop's name
 * and Log out, then one column of large, high-contrast cards and buttons (fine on a desk too).
 */
export function PartnerLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const profile = usePartnerProfile();
  const signOut = useSignOutPartner();
  const { busy, guard } = useSingleFlight();
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls on every change of screen, by design
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  const logOut = guard(async () => {
    await signOut.mutateAsync();
    toast.success(partner_layout_logged_out());
    navigate('/partner/login', { replace: true });
  });

  return (
    <div className="flex min-h-dvh flex-col bg-slate-100 text-slate-950">
      <a
        href="#partner-main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-bold text-slate-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {partner_layout_skip()}
      </a>
      <header data-toasts-below className="sticky top-0 z-30 bg-slate-950 text-white">
        <div className="mx-auto flex max-w-2xl items-center justify-between gap-3 px-4 py-2">
          <Link to="/partner" className="flex min-h-12 min-w-0 flex-col justify-center rounded-lg">
            <span className="text-xs font-bold tracking-wider text-brand-200 uppercase">
              {partner_layout_brand()}
            </span>
            <span data-testid="partner-shop-name" className="truncate text-lg leading-tight font-extrabold">
              {profile.data?.shop_name ?? (profile.isPending ? '…' : partner_layout_your_shop())}
            </span>
          </Link>
          <LanguageSwitcher className="ml-auto text-sm" />
          <button
            type="button"
            onClick={logOut}
            disabled={busy}
            className="inline-flex min-h-12 min-w-12 shrink-0 items-center justify-center gap-2 rounded-xl border-2 border-white px-3 text-base font-bold text-white hover:bg-white hover:text-slate-950 disabled:opacity-60 sm:px-4"
          >
            {busy ? (
              <LoaderCircle className="size-5 animate-spin" aria-hidden />
            ) : (
              <LogOut className="size-5" aria-hidden />
            )}
            {/* On a phone the button is its icon, so the shop's name keeps the room (a Telugu "Log out" is long). */}
            <span className="sr-only sm:not-sr-only">{partner_layout_log_out()}</span>
          </button>
        </div>
        <nav aria-label={partner_layout_nav()} className="border-t border-slate-700">
          <ul className="mx-auto flex max-w-2xl gap-1 px-2">
            {[
              { to: '/partner', label: partner_layout_nav_pickups(), end: true },
              { to: '/partner/history', label: partner_layout_nav_history(), end: false },
              { to: '/partner/privacy', label: privacy_partner_nav(), end: false },
            ].map((item) => (
              <li key={item.to} className="flex-1">
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    `flex min-h-12 items-center justify-center border-b-4 text-base font-bold ${
                      isActive
                        ? 'border-brand-300 text-white'
                        : 'border-transparent text-slate-300 hover:text-white'
                    }`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main
        id="partner-main"
        tabIndex={-1}
        className="mx-auto w-full max-w-2xl flex-1 px-4 py-5 focus:outline-none"
      >
        <RouteErrorBoundary pathname={pathname}>
          <Suspense fallback={<Spinner label={partner_loading()} className="py-24" />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
    </div>
  );
}
