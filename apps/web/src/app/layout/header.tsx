import { localizedPath } from '@phonix/shared/i18n';
import { header_home_label } from '@phonix/shared/messages/header_home_label';
import { header_login } from '@phonix/shared/messages/header_login';
import { header_menu_close } from '@phonix/shared/messages/header_menu_close';
import { header_menu_open } from '@phonix/shared/messages/header_menu_open';
import { header_search_label } from '@phonix/shared/messages/header_search_label';
import { header_search_placeholder } from '@phonix/shared/messages/header_search_placeholder';
import { nav_about } from '@phonix/shared/messages/nav_about';
import { nav_main_label } from '@phonix/shared/messages/nav_main_label';
import { nav_mobile_label } from '@phonix/shared/messages/nav_mobile_label';
import { nav_repair_mobile } from '@phonix/shared/messages/nav_repair_mobile';
import { nav_sell_mobile } from '@phonix/shared/messages/nav_sell_mobile';
import { paths, SEARCH_FORM_FIELD, SEARCH_FORM_PATH } from '@phonix/shared/routes';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { LogIn, Menu, X } from '@/components/ui/frame-icons.tsx';
import { Link, NavLink } from '@/components/ui/link.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { SearchField } from '@/components/ui/search-field.tsx';
import { useCityPath, withCity } from '@/lib/city-path.ts';
import { usePageLocale } from '@/lib/locale.tsx';
// The login dialog itself loads on first use (root layout); the header only needs the stored user.
import { openAuthDialog, type SessionState, useSession } from '@/lib/session.ts';

// Only a signed-in seller sees the account menu: its code loads once the stored session is known.
const UserMenu = lazy(() =>
  import('@/features/account/components/user-menu.tsx').then((module) => ({ default: module.UserMenu })),
);

interface NavItem {
  label: string;
  /** Desktop links carry the stored city; the mobile menu links without it (SPEC 2). */
  desktop: string;
  mobile: string;
}

function navItems(inCity: (path: string) => string): NavItem[] {
  return [
    { label: nav_about(), desktop: paths.about(), mobile: paths.about() },
    { label: nav_sell_mobile(), desktop: inCity(paths.sellMobile()), mobile: paths.sellMobile() },
    { label: nav_repair_mobile(), desktop: inCity(paths.repairMobile()), mobile: paths.repairMobile() },
  ];
}

/**
 * Login, or the signed-in seller's menu. The server and the hydrating browser know no session, so the slot
 * has the same size whatever it shows: the stored session appears after hydration without moving anything.
 */
function AccountSlot({ session, compact }: { session: SessionState; compact: boolean }) {
  const { user } = session;
  return (
    <div className={`js-only flex justify-end ${compact ? 'w-22' : 'w-44'}`}>
      {user ? (
        <Suspense fallback={<span className="size-11 rounded-full bg-slate-100" aria-hidden />}>
          <UserMenu user={user} />
        </Suspense>
      ) : compact ? (
        <Button onClick={() => openAuthDialog()} variant="secondary" className="px-3">
          {header_login()}
        </Button>
      ) : (
        <Button onClick={() => openAuthDialog()}>
          <LogIn className="size-4" aria-hidden />
          {header_login()}
        </Button>
      )}
    </div>
  );
}

/** The search text of a results page (/search-result/{search}, with or without a city), else ''. */
function searchOfPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const at = segments.indexOf('search-result');
  const search = segments[at + 1];
  if (at === -1 || at > 1 || search === undefined || segments.length !== at + 2) return '';
  try {
    return decodeURIComponent(search);
  } catch {
    return search;
  }
}

function HeaderSearch({ id }: { id: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { locale } = usePageLocale();
  // On a results page the box holds that page's search, so it can be corrected in place.
  const [text, setText] = useState(() => searchOfPath(pathname));
  useEffect(() => {
    setText(searchOfPath(pathname));
  }, [pathname]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = text.trim();
    if (!search) return;
    // Closes a phone's keyboard so the results are in view.
    event.currentTarget.querySelector('input')?.blur();
    navigate(withCity(paths.searchResult(search)));
  };
  return (
    <search className="w-full">
      {/* Without JavaScript the form is sent as it is; the server redirects it to the results page. */}
      <form onSubmit={submit} method="get" action={localizedPath(SEARCH_FORM_PATH, locale)}>
        <SearchField
          id={id}
          name={SEARCH_FORM_FIELD}
          label={header_search_label()}
          placeholder={header_search_placeholder()}
          value={text}
          onChange={(event) => setText(event.target.value)}
          enterKeyHint="search"
        />
      </form>
    </search>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold transition-colors ${
    isActive ? 'text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

export function Header() {
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const session = useSession();
  const headerRef = useRef<HTMLElement>(null);
  const items = navItems(useCityPath());

  // The menu collapses on every route change (SPEC 2, layout rules).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation, by design
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);

  // ...and on a click or tap outside it.
  useEffect(() => {
    if (!menuOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (headerRef.current && !headerRef.current.contains(event.target as Node)) setMenuOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [menuOpen]);

  return (
    <>
      <header
        data-toasts-below
        ref={headerRef}
        className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur"
      >
        <PageContainer className="flex h-16 items-center gap-3 md:h-20 md:gap-6">
          <Link to="/" className="shrink-0 rounded-lg" aria-label={header_home_label()}>
            <Logo className="h-8 w-auto md:h-9" />
          </Link>

          <div className="hidden max-w-md flex-1 md:block">
            <HeaderSearch id="header-search" />
          </div>

          <nav aria-label={nav_main_label()} className="ml-auto hidden items-center gap-1 md:flex">
            {items.map((item) => (
              <NavLink key={item.label} to={item.desktop} className={linkClass}>
                {item.label}
              </NavLink>
            ))}
          </nav>

          <div className="hidden md:block">
            <AccountSlot session={session} compact={false} />
          </div>

          <div className="ml-auto flex items-center gap-1 md:hidden">
            <AccountSlot session={session} compact />
            <button
              type="button"
              className="js-only inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? header_menu_close() : header_menu_open()}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
            </button>
          </div>
        </PageContainer>

        {menuOpen ? (
          <div id="mobile-menu" className="border-t border-slate-200 bg-white shadow-lg md:hidden">
            <PageContainer className="py-3">
              <nav aria-label={nav_mobile_label()} className="flex flex-col">
                {items.map((item) => (
                  <NavLink
                    key={item.label}
                    to={item.mobile}
                    className={({ isActive }) =>
                      `flex min-h-12 items-center rounded-lg px-3 text-base font-semibold ${
                        isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100'
                      }`
                    }
                  >
                    {item.label}
                  </NavLink>
                ))}
              </nav>
            </PageContainer>
          </div>
        ) : null}
      </header>
      {/* On a phone the search box sits under the bar, always in reach but not sticky: it scrolls away with
        the page instead of taking a second row of a small screen. */}
      <div className="border-b border-slate-200 bg-white md:hidden">
        <PageContainer className="py-2">
          <HeaderSearch id="mobile-search" />
        </PageContainer>
      </div>
    </>
  );
}
