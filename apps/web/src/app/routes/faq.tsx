import { COMPANY } from '@phonix/shared/company';
import { breadcrumb_home } from '@phonix/shared/messages/breadcrumb_home';
import { home_faq_contact } from '@phonix/shared/messages/home_faq_contact';
import { home_faq_more } from '@phonix/shared/messages/home_faq_more';
import { home_faq_title } from '@phonix/shared/messages/home_faq_title';
import { page_faq_eyebrow } from '@phonix/shared/messages/page_faq_eyebrow';
import { page_faq_help } from '@phonix/shared/messages/page_faq_help';
import { page_faq_lead } from '@phonix/shared/messages/page_faq_lead';
import { paths } from '@phonix/shared/routes';
import { Mail, Phone } from 'lucide-react';
import { buttonClass } from '@/components/ui/button.tsx';
import { CityLink } from '@/components/ui/city-link.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { ContentHero } from '@/features/content/components/content-hero.tsx';
import { FaqAccordion } from '@/features/content/components/faq-accordion.tsx';

export function Component() {
  return (
    <>
      <ContentHero
        title={home_faq_title()}
        eyebrow={page_faq_eyebrow()}
        lead={page_faq_lead()}
        crumbs={[{ label: breadcrumb_home(), to: paths.home() }, { label: page_faq_eyebrow() }]}
      />
      <PageContainer className="grid max-w-6xl gap-8 py-10 md:py-14 lg:grid-cols-[1fr_18rem]">
        <FaqAccordion headingLevel={2} />
        <aside className="h-fit rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
          <h2 className="text-lg font-bold text-slate-900">{home_faq_more()}</h2>
          <p className="mt-1 text-sm text-slate-600">{page_faq_help()}</p>
          <ul className="mt-4 flex flex-col gap-1 text-sm">
            <li>
              <a
                href={`tel:${COMPANY.phoneHref}`}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 hover:underline"
              >
                <Phone className="size-4" aria-hidden />
                {COMPANY.phone}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${COMPANY.email}`}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 hover:underline"
              >
                <Mail className="size-4" aria-hidden />
                {COMPANY.email}
              </a>
            </li>
          </ul>
          <CityLink to={paths.contact()} className={buttonClass('secondary', 'md', 'mt-4 w-full')}>
            {home_faq_contact()}
          </CityLink>
        </aside>
      </PageContainer>
    </>
  );
}
