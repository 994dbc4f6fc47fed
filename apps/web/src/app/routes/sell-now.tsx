import { CalendarClock } from 'lucide-react';
import { buttonClass } from '@/components/ui/button.tsx';
import { CityLink } from '@/components/ui/city-link.tsx';
import { PlaceholderPage } from '@/components/ui/placeholder-page.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { storage } from '@/lib/storage.ts';

export function Component() {
  useDocumentTitle("You're almost done");
  const hasQuote = storage.getSelectedModel() !== null;
  return (
    <PlaceholderPage
      icon={CalendarClock}
      title="You're almost done"
      actions={
        hasQuote ? (
          <CityLink to="/exact-value" className={buttonClass('primary', 'lg')}>
            Back to your quote
          </CityLink>
        ) : (
          <CityLink to="/sell-mobile" className={buttonClass('primary', 'lg')}>
            Get your exact price
          </CityLink>
        )
      }
    >
      <p>
        Booking a free doorstep pickup, with sign-in by mobile number, opens in our next release. Your quote
        is saved on this device, so you can come back and book as soon as it is live. Thank you for your
        patience!
      </p>
    </PlaceholderPage>
  );
}
