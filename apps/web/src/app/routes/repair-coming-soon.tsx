import { paths } from '@phonix/shared/routes';
import { Wrench } from 'lucide-react';
import { buttonClass } from '@/components/ui/button.tsx';
import { CityLink } from '@/components/ui/city-link.tsx';
import { PlaceholderPage } from '@/components/ui/placeholder-page.tsx';

/** /buy-mobile (the repair entry of the home tiles) and /repair-mobile: repair is not offered yet (SPEC 2). */
export function Component() {
  return (
    <PlaceholderPage
      icon={Wrench}
      title="Coming Soon"
      actions={
        <CityLink to={paths.sellMobile()} className={buttonClass('primary', 'lg')}>
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
