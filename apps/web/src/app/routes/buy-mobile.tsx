import { Wrench } from 'lucide-react';
import { buttonClass } from '@/components/ui/button.tsx';
import { CityLink } from '@/components/ui/city-link.tsx';
import { PlaceholderPage } from '@/components/ui/placeholder-page.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';

export function Component() {
  useDocumentTitle('Mobile Repair - Coming Soon');
  return (
    <PlaceholderPage
      icon={Wrench}
      title="Coming Soon"
      actions={
        <CityLink to="/sell-mobile" className={buttonClass('primary', 'lg')}>
          Sell your phone instead
        </CityLink>
      }
    >
      <p>
        Doorstep mobile repair by trained technicians is on its way. Meanwhile, find out how much your old
        phone is worth in under a minute.
      </p>
    </PlaceholderPage>
  );
}
