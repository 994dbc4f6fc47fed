import { paths } from '@phonix/shared/routes';
import { ChevronDown, LogOut, MonitorSmartphone, Package, ShoppingBag, UserRound } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useCityPath } from '@/lib/city-path.ts';
import { logout } from '@/lib/session.ts';
import type { StoredUser } from '@/lib/storage.ts';

// The confirmation (and the dialog library) loads when it is first asked for, not with the header.
const LogoutEverywhereDialog = lazy(async () => ({
  default: (await import('./logout-everywhere-dialog.tsx')).LogoutEverywhereDialog,
}));

const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100';

/**
 * The logged-in header menu (SPEC 2): the user name (to the profile), Sales, Purchases, Profile and Logout,
 * and "Log out from all devices" (with a confirmation).
 * It closes on navigation, on a click or tap outside it and on Escape. Loaded with the header, so it only
 * needs the stored user.
 */
export function UserMenu({ user }: { user: StoredUser }) {
  const [open, setOpen] = useState(false);
  const [confirmEverywhere, setConfirmEverywhere] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const menuId = useId();
  const inCity = useCityPath();
  const firstName = user.name.trim().split(/\s+/)[0] || 'Account';
  const initial = (user.name.trim()[0] ?? 'U').toUpperCase();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on navigation, by design
  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const signOut = async () => {
    setOpen(false);
    // Home first, so no login-only page is left showing while the session is dropped.
    navigate('/');
    await logout();
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu for ${user.name}`}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-semibold text-slate-800 ring-1 ring-slate-200 hover:bg-slate-50 md:pr-3"
      >
        <span
          className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white"
          aria-hidden
        >
          {initial}
        </span>
        <span className="hidden max-w-24 truncate md:inline">{firstName}</span>
        <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
      </button>
      {open ? (
        <div
          id={menuId}
          className="absolute top-full right-0 z-50 mt-2 w-72 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-slate-200"
        >
          <Link to={paths.editProfile()} className="flex flex-col rounded-lg px-3 py-2 hover:bg-slate-100">
            <span className="truncate font-bold text-slate-900">{user.name}</span>
            <span className="text-xs text-slate-500 tabular-nums">+91 {user.mobile}</span>
          </Link>
          <nav aria-label="Account" className="mt-1 flex flex-col border-t border-slate-100 pt-1">
            <Link to={paths.salesOrders()} className={itemClass}>
              <ShoppingBag className="size-4 text-brand-700" aria-hidden />
              Sales
            </Link>
            <Link to={inCity(paths.purchaseOrders())} className={itemClass}>
              <Package className="size-4 text-brand-700" aria-hidden />
              Purchases
            </Link>
            <Link to={paths.editProfile()} className={itemClass}>
              <UserRound className="size-4 text-brand-700" aria-hidden />
              Profile
            </Link>
            <button type="button" onClick={signOut} className={`${itemClass} text-red-700 hover:bg-red-50`}>
              <LogOut className="size-4" aria-hidden />
              Logout
            </button>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                setConfirmEverywhere(true);
              }}
              className={`${itemClass} text-red-700 hover:bg-red-50`}
            >
              <MonitorSmartphone className="size-4" aria-hidden />
              Log out from all devices
            </button>
          </nav>
        </div>
      ) : null}
      {confirmEverywhere ? (
        <Suspense fallback={null}>
          <LogoutEverywhereDialog open onOpenChange={setConfirmEverywhere} />
        </Suspense>
      ) : null}
    </div>
  );
}
