import { seller_back_home } from '@phonix/shared/messages/seller_back_home';
import { seller_purchase_orders_text } from '@phonix/shared/messages/seller_purchase_orders_text';
import { seller_purchase_orders_title } from '@phonix/shared/messages/seller_purchase_orders_title';
import { PackageOpen } from 'lucide-react';
import { buttonClass } from '@/components/ui/button.tsx';
import { Link } from '@/components/ui/link.tsx';
import { PlaceholderPage } from '@/components/ui/placeholder-page.tsx';

export function Component() {
  return (
    <PlaceholderPage
      icon={PackageOpen}
      title={seller_purchase_orders_title()}
      actions={
        <Link to="/" className={buttonClass('secondary', 'lg')}>
          {seller_back_home()}
        </Link>
      }
    >
      <p>{seller_purchase_orders_text()}</p>
    </PlaceholderPage>
  );
}
