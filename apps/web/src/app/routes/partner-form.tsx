import { COMPANY } from '@phonix/shared/company';
import { partner_join_benefit_grow } from '@phonix/shared/messages/partner_join_benefit_grow';
import { partner_join_benefit_grow_text } from '@phonix/shared/messages/partner_join_benefit_grow_text';
import { partner_join_benefit_pickups } from '@phonix/shared/messages/partner_join_benefit_pickups';
import { partner_join_benefit_pickups_text } from '@phonix/shared/messages/partner_join_benefit_pickups_text';
import { partner_join_benefit_start } from '@phonix/shared/messages/partner_join_benefit_start';
import { partner_join_benefit_start_text } from '@phonix/shared/messages/partner_join_benefit_start_text';
import { partner_join_crumb_home } from '@phonix/shared/messages/partner_join_crumb_home';
import { partner_join_eyebrow } from '@phonix/shared/messages/partner_join_eyebrow';
import { partner_join_form_lead } from '@phonix/shared/messages/partner_join_form_lead';
import { partner_join_form_title } from '@phonix/shared/messages/partner_join_form_title';
import { partner_join_lead } from '@phonix/shared/messages/partner_join_lead';
import { partner_join_questions } from '@phonix/shared/messages/partner_join_questions';
import { partner_join_title } from '@phonix/shared/messages/partner_join_title';
import { Handshake, Phone, TrendingUp, Truck } from 'lucide-react';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { ContentHero } from '@/features/content/components/content-hero.tsx';
import { PartnerForm } from '@/features/partner/components/partner-form.tsx';

const benefits = () => [
  {
    icon: Truck,
    title: partner_join_benefit_pickups(),
    text: partner_join_benefit_pickups_text(),
  },
  {
    icon: TrendingUp,
    title: partner_join_benefit_grow(),
    text: partner_join_benefit_grow_text(),
  },
  {
    icon: Handshake,
    title: partner_join_benefit_start(),
    text: partner_join_benefit_start_text(),
  },
];

export function Component() {
  return (
    <>
      <ContentHero
        title={partner_join_title()}
        eyebrow={partner_join_eyebrow()}
        lead={partner_join_lead()}
        crumbs={[{ label: partner_join_crumb_home(), to: '/' }, { label: partner_join_title() }]}
      />
      <PageContainer className="grid gap-8 py-10 md:py-14 lg:grid-cols-[1fr_2fr] lg:gap-12">
        <aside className="flex h-fit flex-col gap-4">
          <ul className="flex flex-col gap-3">
            {benefits().map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100">
                <Icon className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden />
                <div>
                  <p className="font-bold text-slate-900">{title}</p>
                  <p className="text-sm text-slate-600">{text}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Phone className="size-4" aria-hidden />
            {partner_join_questions()}{' '}
            <a href={`tel:${COMPANY.phoneHref}`} className="font-semibold text-brand-800 hover:underline">
              {COMPANY.phone}
            </a>
          </p>
        </aside>
        <section
          aria-labelledby="partner-form-title"
          className="rounded-3xl bg-white p-5 shadow-md ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id="partner-form-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {partner_join_form_title()}
          </h2>
          <p className="mt-1 mb-6 text-sm text-slate-600">{partner_join_form_lead()}</p>
          <PartnerForm />
        </section>
      </PageContainer>
    </>
  );
}
