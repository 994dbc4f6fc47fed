import { COMPANY } from '@phonix/shared/company';
import { why_intro } from '@phonix/shared/messages/why_intro';
import { why_pickup_text } from '@phonix/shared/messages/why_pickup_text';
import { why_pickup_title } from '@phonix/shared/messages/why_pickup_title';
import { why_price_text } from '@phonix/shared/messages/why_price_text';
import { why_price_title } from '@phonix/shared/messages/why_price_title';
import { why_safe_text } from '@phonix/shared/messages/why_safe_text';
import { why_safe_title } from '@phonix/shared/messages/why_safe_title';
import { why_title } from '@phonix/shared/messages/why_title';
import { BadgeIndianRupee, ShieldCheck, Truck } from 'lucide-react';
import { PageContainer } from '@/components/ui/page-container.tsx';

/** The three reasons, in the page's language. */
const reasons = () => [
  {
    title: why_price_title(),
    text: why_price_text(),
    icon: BadgeIndianRupee,
  },
  {
    title: why_safe_title(),
    text: why_safe_text(),
    icon: ShieldCheck,
  },
  {
    title: why_pickup_title(),
    text: why_pickup_text(),
    icon: Truck,
  },
];

export function WhyChoose() {
  return (
    <section id="why-choose" aria-labelledby="why-title" className="py-12 md:py-16">
      <PageContainer>
        <h2
          id="why-title"
          className="text-center text-2xl font-bold tracking-tight text-slate-900 md:text-3xl"
        >
          {why_title({ company: COMPANY.name })}
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-center text-slate-600">{why_intro()}</p>
        <ul className="mt-8 grid gap-4 md:grid-cols-3 md:gap-6">
          {reasons().map(({ title, text, icon: Icon }) => (
            <li
              key={title}
              className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-xs"
            >
              <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-8 ring-brand-50/50">
                <Icon className="size-7" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </PageContainer>
    </section>
  );
}
