import { COMPANY } from '@phonix/shared/company';
import { Handshake, Phone, TrendingUp, Truck } from 'lucide-react';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { ContentHero } from '@/features/content/components/content-hero.tsx';
import { PartnerForm } from '@/features/partner/components/partner-form.tsx';

const BENEFITS = [
  {
    icon: Truck,
    title: 'Pickups near your shop',
    text: 'Confirm pickup orders from sellers in your area and collect their phones.',
  },
  {
    icon: TrendingUp,
    title: 'Grow your business',
    text: 'A steady flow of used phones for your resale and repair counter.',
  },
  {
    icon: Handshake,
    title: 'A simple start',
    text: 'Send this form; our partner team contacts you to talk it through.',
  },
];

export function Component() {
  return (
    <>
      <ContentHero
        title="Partner with Us"
        eyebrow="For mobile shop owners"
        lead="Own a mobile shop? Join Phonix as a partner and grow your business."
        crumbs={[{ label: 'Home', to: '/' }, { label: 'Partner with Us' }]}
      />
      <PageContainer className="grid gap-8 py-10 md:py-14 lg:grid-cols-[1fr_2fr] lg:gap-12">
        <aside className="flex h-fit flex-col gap-4">
          <ul className="flex flex-col gap-3">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
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
            Questions first? Call{' '}
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
            Tell us about your shop
          </h2>
          <p className="mt-1 mb-6 text-sm text-slate-600">
            All fields except GSTIN and Message are required.
          </p>
          <PartnerForm />
        </section>
      </PageContainer>
    </>
  );
}
