import { seller_book_new_quote } from '@phonix/shared/messages/seller_book_new_quote';
import { seller_book_nothing_text } from '@phonix/shared/messages/seller_book_nothing_text';
import { seller_book_nothing_title } from '@phonix/shared/messages/seller_book_nothing_title';
import { seller_my_orders } from '@phonix/shared/messages/seller_my_orders';
import { paths } from '@phonix/shared/routes';
import { PackageCheck, Smartphone } from 'lucide-react';
import { buttonClass } from '@/components/ui/button.tsx';
import { Link } from '@/components/ui/link.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { withCity } from '@/lib/city-path.ts';
import { useSession } from '@/lib/session.ts';

/** /sell-now without a quote: booked already (Back after booking), or never priced. */
export function NothingToBook() {
  const { user } = useSession();
  return (
    <PageContainer className="flex flex-1 flex-col items-center justify-center gap-4 py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <PackageCheck className="size-8" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">{seller_book_nothing_title()}</h1>
      <p className="max-w-md text-slate-600">{seller_book_nothing_text()}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={withCity(paths.sellMobile())} className={buttonClass('primary', 'lg')}>
          <Smartphone className="size-5" aria-hidden />
          {seller_book_new_quote()}
        </Link>
        {user ? (
          <Link to={paths.salesOrders()} className={buttonClass('secondary', 'lg')}>
            {seller_my_orders()}
          </Link>
        ) : null}
      </div>
    </PageContainer>
  );
}
