import { COMPANY } from '@phonix/shared/company';
import { breadcrumb_home } from '@phonix/shared/messages/breadcrumb_home';
import { page_about_eyebrow } from '@phonix/shared/messages/page_about_eyebrow';
import { page_about_lead } from '@phonix/shared/messages/page_about_lead';
import { page_about_mission_text } from '@phonix/shared/messages/page_about_mission_text';
import { page_about_mission_title } from '@phonix/shared/messages/page_about_mission_title';
import { page_about_promise_paid_text } from '@phonix/shared/messages/page_about_promise_paid_text';
import { page_about_promise_paid_title } from '@phonix/shared/messages/page_about_promise_paid_title';
import { page_about_promise_pickup_text } from '@phonix/shared/messages/page_about_promise_pickup_text';
import { page_about_promise_pickup_title } from '@phonix/shared/messages/page_about_promise_pickup_title';
import { page_about_promise_price_text } from '@phonix/shared/messages/page_about_promise_price_text';
import { page_about_promise_price_title } from '@phonix/shared/messages/page_about_promise_price_title';
import { page_about_promise_surprise_text } from '@phonix/shared/messages/page_about_promise_surprise_text';
import { page_about_promise_surprise_title } from '@phonix/shared/messages/page_about_promise_surprise_title';
import { page_about_promises_title } from '@phonix/shared/messages/page_about_promises_title';
import { page_about_sell } from '@phonix/shared/messages/page_about_sell';
import { page_about_title } from '@phonix/shared/messages/page_about_title';
import { page_about_who_text_1 } from '@phonix/shared/messages/page_about_who_text_1';
import { page_about_who_text_2 } from '@phonix/shared/messages/page_about_who_text_2';
import { page_about_who_title } from '@phonix/shared/messages/page_about_who_title';
import { page_about_why_text } from '@phonix/shared/messages/page_about_why_text';
import { page_about_why_title } from '@phonix/shared/messages/page_about_why_title';
import { partner_cta_button } from '@phonix/shared/messages/partner_cta_button';
import { paths } from '@phonix/shared/routes';
import { BadgeIndianRupee, Eye, HeartHandshake, Recycle, ShieldCheck, Truck } from 'lucide-react';
import { buttonClass } from '@/components/ui/button.tsx';
import { CityLink } from '@/components/ui/city-link.tsx';
import { Link } from '@/components/ui/link.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { ContentHero } from '@/features/content/components/content-hero.tsx';

/** The four promises, in the page's language. */
const promises = () => [
  {
    key: 'price',
    icon: BadgeIndianRupee,
    title: page_about_promise_price_title(),
    text: page_about_promise_price_text(),
  },
  {
    key: 'pickup',
    icon: Truck,
    title: page_about_promise_pickup_title(),
    text: page_about_promise_pickup_text(),
  },
  {
    key: 'paid',
    icon: ShieldCheck,
    title: page_about_promise_paid_title(),
    text: page_about_promise_paid_text(),
  },
  {
    key: 'surprise',
    icon: Eye,
    title: page_about_promise_surprise_title(),
    text: page_about_promise_surprise_text(),
  },
];

export function Component() {
  const { address } = COMPANY;
  const company = { company: COMPANY.name };
  return (
    <>
      <ContentHero
        title={page_about_title()}
        eyebrow={page_about_eyebrow(company)}
        lead={page_about_lead()}
        crumbs={[{ label: breadcrumb_home(), to: paths.home() }, { label: page_about_title() }]}
      />
      <PageContainer className="grid gap-10 py-10 md:py-14 lg:grid-cols-[1.3fr_1fr] lg:gap-16">
        <div className="flex flex-col gap-4 text-base leading-relaxed text-slate-700">
          <h2 className="text-2xl font-bold tracking-tight text-slate-900">{page_about_who_title()}</h2>
          <p>{page_about_who_text_1(company)}</p>
          <p>{page_about_who_text_2()}</p>
          <h2 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{page_about_why_title()}</h2>
          <p>{page_about_why_text()}</p>
          <div className="mt-2 flex flex-wrap gap-3">
            <CityLink to={paths.sellMobile()} className={buttonClass('primary', 'lg')}>
              {page_about_sell()}
            </CityLink>
            <Link to={paths.partnerForm()} className={buttonClass('secondary', 'lg')}>
              {partner_cta_button()}
            </Link>
          </div>
        </div>
        <aside className="flex h-fit flex-col gap-4 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
          <div className="flex items-center gap-3">
            <span className="flex size-12 items-center justify-center rounded-xl bg-white text-brand-700 shadow-xs">
              <Recycle className="size-6" aria-hidden />
            </span>
            <p className="font-bold text-slate-900">{page_about_mission_title()}</p>
          </div>
          <p className="text-slate-700">{page_about_mission_text()}</p>
          <div className="flex items-center gap-3 pt-2">
            <span className="flex size-12 items-center justify-center rounded-xl bg-white text-brand-700 shadow-xs">
              <HeartHandshake className="size-6" aria-hidden />
            </span>
            <p className="font-bold text-slate-900">{COMPANY.legalName}</p>
          </div>
          <address className="text-sm text-slate-700 not-italic">
            {address.street}, {address.city}, {address.state}, {address.country} - {address.pincode}
          </address>
        </aside>
      </PageContainer>
      <section aria-labelledby="promises-title" className="bg-slate-50 py-12 md:py-16">
        <PageContainer>
          <h2
            id="promises-title"
            className="text-center text-2xl font-bold tracking-tight text-slate-900 md:text-3xl"
          >
            {page_about_promises_title()}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {promises().map(({ key, icon: Icon, title, text }) => (
              <li key={key} className="rounded-2xl bg-white p-6 shadow-xs ring-1 ring-slate-200">
                <Icon className="size-8 text-brand-700" aria-hidden />
                <h3 className="mt-3 text-lg font-bold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </PageContainer>
      </section>
    </>
  );
}
