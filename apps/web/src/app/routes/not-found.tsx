import { COMPANY } from '@phonix/shared/company';
import { nav_sell_mobile } from '@phonix/shared/messages/nav_sell_mobile';
import { page_not_found_heading } from '@phonix/shared/messages/page_not_found_heading';
import { page_not_found_home } from '@phonix/shared/messages/page_not_found_home';
import { page_not_found_text } from '@phonix/shared/messages/page_not_found_text';
import { page_not_found_title } from '@phonix/shared/messages/page_not_found_title';
import { paths } from '@phonix/shared/routes';
import { useEffect } from 'react';
import { buttonClass } from '@/components/ui/button.tsx';
import { CityLink } from '@/components/ui/city-link.tsx';
import { Link } from '@/components/ui/link.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';

export function NotFoundPage() {
  useEffect(() => {
    document.title = `${page_not_found_title()} | ${COMPANY.name}`;
  }, []);
  return (
    <PageContainer className="flex flex-1 flex-col items-center justify-center gap-5 py-20 text-center">
      <p className="text-7xl font-black tracking-tight text-brand-700 sm:text-8xl" aria-hidden>
        404
      </p>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{page_not_found_heading()}</h1>
      <p className="max-w-md text-slate-600">{page_not_found_text()}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('secondary', 'lg')}>
          {page_not_found_home()}
        </Link>
        <CityLink to={paths.sellMobile()} className={buttonClass('primary', 'lg')}>
          {nav_sell_mobile()}
        </CityLink>
      </div>
    </PageContainer>
  );
}

export { NotFoundPage as Component };
