import { page_repair_action } from '@phonix/shared/messages/page_repair_action';
import { page_repair_text } from '@phonix/shared/messages/page_repair_text';
import { page_repair_title } from '@phonix/shared/messages/page_repair_title';
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
      title={page_repair_title()}
      actions={
        <CityLink to={paths.sellMobile()} className={buttonClass('primary', 'lg')}>
          {page_repair_action()}
        </CityLink>
      }
    >
      <p>{page_repair_text()}</p>
    </PlaceholderPage>
  );
}
