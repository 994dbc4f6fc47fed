import { STAFF_ROLE_LABELS } from '@phonix/shared/staff-api';
import {
  BadgeIndianRupee,
  ClipboardList,
  FileClock,
  History,
  Inbox,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  Package,
  Percent,
  Scale,
  Send,
  ShieldAlert,
  Smartphone,
  Store,
  Timer,
  UserCog,
  Users,
} from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Link, NavLink } from '@/components/ui/link.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { FirstPasswordChange } from '@/features/console-staff/components/change-password-form.tsx';
import { setStaffSession, signOutStaff, useStaffMe, useStaffSession } from '@/lib/staff-session.ts';
import { Toasts } from '../layout/toasts.tsx';
import { RouteErrorBoundary } from '../routes/route-error.tsx';

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  adminOnly?: boolean;
}

const NAV: NavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/orders', label: 'Orders', icon: Package },
  { to: '/admin/partners', label: 'Partners', icon: Store },
  { to: '/admin/catalog', label: 'Catalog', icon: Smartphone },
  { to: '/admin/price-history', label: 'Price history', icon: History },
  { to: '/admin/pricing', label: 'Pricing rules', icon: Percent, adminOnly: true },
  { to: '/admin/enquiries', label: 'Enquiries', icon: ClipboardList },
  { to: '/admin/contact-messages', label: 'Contact messages', icon: Inbox },
  { to: '/admin/outbox', label: 'Notifications', icon: Send },
  { to: '/admin/payouts', label: 'Payouts', icon: BadgeIndianRupee },
  { to: '/admin/jobs', label: 'Scheduled jobs', icon: Timer },
  { to: '/admin/staff', label: 'Staff', icon: Users, adminOnly: true },
  { to: '/admin/audit', label: 'Audit log', icon: FileClock, adminOnly: true },
  { to: '/admin/breaches', label: 'Breach register', icon: ShieldAlert, adminOnly: true },
  { to: '/admin/grievances', label: 'Grievances', icon: Scale },
  { to: '/admin/account', label: 'Your account', icon: UserCog },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-semibold whitespace-nowrap transition-colors ${
    isActive ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'
  }`;

/** The console's frame: a bar with who is signed in, the screens (a side column on a desk, a strip on a phone). */
export function ConsoleLayout() {
  const session = useStaffSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The stored session is checked with the server once per visit; a changed role or name, or a password
  // that must be changed, is taken over.
  const me = useStaffMe();
  useEffect(() => {
    const fresh = me.data?.staff;
    if (!session || !fresh) return;
    if (
      fresh.role !== session.staff.role ||
      fresh.name !== session.staff.name ||
      fresh.must_change_password !== session.staff.must_change_password
    ) {
      setStaffSession({
        token: session.token,
        staff: {
          id: fresh.id,
          email: fresh.email,
          name: fresh.name,
          role: fresh.role,
          must_change_password: fresh.must_change_password,
        },
      });
    }
  }, [me.data, session]);
  // On a phone the menu is a strip that scrolls sideways: keep the current screen's link in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of screen, by design
  useEffect(() => {
    document
      .querySelector('#console-menu-strip [aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [pathname]);
  if (!session) return null;
  // A password issued by an admin is changed before any screen opens (the server refuses them until then).
  const mustChange = session.staff.must_change_password === true;
  const items = mustChange ? [] : NAV.filter((item) => !item.adminOnly || session.staff.role === 'admin');

  const signOut = async () => {
    await signOutStaff();
    navigate('/admin/sign-in', { replace: true });
  };

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a
        href="#console-main"
        className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header data-toasts-below className="sticky top-0 z-30 border-b border-slate-200 bg-white">
        <div className="flex items-center justify-between gap-3 px-4 py-2 lg:px-6">
          <Link to="/admin" className="flex items-center gap-2" aria-label="Phonix console, dashboard">
            <Logo className="h-8 w-auto" />
            <span className="rounded-md bg-slate-900 px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
              Console
            </span>
          </Link>
          <div className="flex items-center gap-2">
            <div className="hidden text-right sm:block">
              <p className="text-sm font-semibold text-slate-900">{session.staff.name}</p>
              <p className="text-xs text-slate-600">{STAFF_ROLE_LABELS[session.staff.role]}</p>
            </div>
            <Button variant="ghost" className="whitespace-nowrap" onClick={() => void signOut()}>
              <LogOut className="size-4" aria-hidden />
              Sign out
            </Button>
          </div>
        </div>
        <nav aria-label="Console" className="border-t border-slate-100 lg:hidden">
          <ul id="console-menu-strip" className="flex gap-1 overflow-x-auto px-2 py-2">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/admin'} className={linkClass}>
                  <item.icon className="size-4" aria-hidden />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <div className="flex flex-1">
        <nav
          aria-label="Console"
          className="hidden w-60 shrink-0 border-r border-slate-200 bg-white p-3 lg:block"
        >
          <ul className="sticky top-16 flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/admin'} className={linkClass}>
                  <item.icon className="size-5" aria-hidden />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="console-main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none lg:px-8">
          <RouteErrorBoundary pathname={pathname}>
            <Suspense fallback={<Spinner className="py-24" />}>
              {mustChange ? <FirstPasswordChange /> : <Outlet />}
            </Suspense>
          </RouteErrorBoundary>
        </main>
      </div>
      <Toasts />
    </div>
  );
}
