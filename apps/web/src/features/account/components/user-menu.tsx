import { seller_account_menu_for } from '@phonix/shared/messages/seller_account_menu_for';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { logout } from '@/lib/session.ts';
import type { StoredUser } from '@/lib/storage.ts';

// The open menu and the confirmation (and the dialog library) load when first asked for, not with the header.
const loadPanel = () => import('./user-menu-panel.tsx');
const UserMenuPanel = lazy(async () => ({ default: (await loadPanel()).UserMenuPanel }));
const LogoutEverywhereDialog = lazy(async () => ({
  default: (await import('./logout-everywhere-dialog.tsx')).LogoutEverywhereDialog,
}));

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
        aria-label={seller_account_menu_for({ name: user.name })}
        onClick={() => setOpen((value) => !value)}
        // The open menu's code starts loading as soon as the button is pointed at or focused.
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
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
        <Suspense fallback={null}>
          <UserMenuPanel
            user={user}
            menuId={menuId}
            onSignOut={signOut}
            onLogoutEverywhere={() => {
              setOpen(false);
              setConfirmEverywhere(true);
            }}
          />
        </Suspense>
      ) : null}
      {confirmEverywhere ? (
        <Suspense fallback={null}>
          <LogoutEverywhereDialog open onOpenChange={setConfirmEverywhere} />
        </Suspense>
      ) : null}
    </div>
  );
}
