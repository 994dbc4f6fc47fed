import { PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { PlaceholderPage } from '@/components/ui/placeholder-page.tsx';

export function Component() {
  return (
    <PlaceholderPage
      icon={PackageOpen}
      title="Purchase Orders"
      actions={
        <Link to="/" className={buttonClass('secondary', 'lg')}>
          Back to Home
        </Link>
      }
    >
      <p>Purchase orders are not available at the moment. Please check back soon.</p>
    </PlaceholderPage>
  );
}
