import { COMPANY } from '@phonix/shared/company';
import { paths } from '@phonix/shared/routes';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { CityLink } from '@/components/ui/city-link.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';

export function NotFoundPage() {
  useEffect(() => {
    document.title = `Page not found | ${COMPANY.name}`;
  }, []);
  return (
    <PageContainer className="flex flex-1 flex-col items-center justify-center gap-5 py-20 text-center">
      <p className="text-7xl font-black tracking-tight text-brand-700 sm:text-8xl" aria-hidden>
        404
      </p>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Oops, page not found...</h1>
      <p className="max-w-md text-slate-600">
        The page you are looking for may have moved or never existed. Let&apos;s get you back on track.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('secondary', 'lg')}>
          Go to Home
        </Link>
        <CityLink to={paths.sellMobile()} className={buttonClass('primary', 'lg')}>
          Sell Mobile
        </CityLink>
      </div>
    </PageContainer>
  );
}

export { NotFoundPage as Component };
