import { privacy_menu_link } from '@phonix/shared/messages/privacy_menu_link';
import { seller_logout_all_button } from '@phonix/shared/messages/seller_logout_all_button';
import { seller_menu_account } from '@phonix/shared/messages/seller_menu_account';
import { seller_menu_logout } from '@phonix/shared/messages/seller_menu_logout';
import { seller_menu_profile } from '@phonix/shared/messages/seller_menu_profile';
import { seller_menu_purchases } from '@phonix/shared/messages/seller_menu_purchases';
import { seller_sales } from '@phonix/shared/messages/seller_sales';
import { paths } from '@phonix/shared/routes';
import { LogOut, MonitorSmartphone, Package, ShieldCheck, ShoppingBag, UserRound } from 'lucide-react';
import { Link } from '@/components/ui/link.tsx';
import { useCityPath } from '@/lib/city-path.ts';
import type { StoredUser } from '@/lib/storage.ts';

const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100';

/**
 * The open account menu (user-menu.tsx): loaded when it is first opened (or the button is pointed at), so
 * its words in three languages stay out of the header's first chunk.
 */
export function UserMenuPanel({
  user,
  menuId,
  onSignOut,
  onLogoutEverywhere,
}: {
  user: StoredUser;
  menuId: string;
  onSignOut: () => void;
  onLogoutEverywhere: () => void;
}) {
  const inCity = useCityPath();
  return (
    <div
      id={menuId}
      className="absolute top-full right-0 z-50 mt-2 w-72 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-slate-200"
    >
      <Link to={paths.editProfile()} className="flex flex-col rounded-lg px-3 py-2 hover:bg-slate-100">
        <span className="truncate font-bold text-slate-900">{user.name}</span>
        <span className="text-xs text-slate-500 tabular-nums">+91 {user.mobile}</span>
      </Link>
      <nav aria-label={seller_menu_account()} className="mt-1 flex flex-col border-t border-slate-100 pt-1">
        <Link to={paths.salesOrders()} className={itemClass}>
          <ShoppingBag className="size-4 text-brand-700" aria-hidden />
          {seller_sales()}
        </Link>
        <Link to={inCity(paths.purchaseOrders())} className={itemClass}>
          <Package className="size-4 text-brand-700" aria-hidden />
          {seller_menu_purchases()}
        </Link>
        <Link to={paths.editProfile()} className={itemClass}>
          <UserRound className="size-4 text-brand-700" aria-hidden />
          {seller_menu_profile()}
        </Link>
        <Link to={paths.accountPrivacy()} className={itemClass}>
          <ShieldCheck className="size-4 text-brand-700" aria-hidden />
          {privacy_menu_link()}
        </Link>
        <button type="button" onClick={onSignOut} className={`${itemClass} text-red-700 hover:bg-red-50`}>
          <LogOut className="size-4" aria-hidden />
          {seller_menu_logout()}
        </button>
        <button
          type="button"
          onClick={onLogoutEverywhere}
          className={`${itemClass} text-red-700 hover:bg-red-50`}
        >
          <MonitorSmartphone className="size-4" aria-hidden />
          {seller_logout_all_button()}
        </button>
      </nav>
    </div>
  );
}
