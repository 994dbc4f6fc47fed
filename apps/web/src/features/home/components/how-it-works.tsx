import { how_choose_text } from '@phonix/shared/messages/how_choose_text';
import { how_choose_title } from '@phonix/shared/messages/how_choose_title';
import { how_paid_text } from '@phonix/shared/messages/how_paid_text';
import { how_paid_title } from '@phonix/shared/messages/how_paid_title';
import { how_pickup_text } from '@phonix/shared/messages/how_pickup_text';
import { how_pickup_title } from '@phonix/shared/messages/how_pickup_title';
import { how_step } from '@phonix/shared/messages/how_step';
import { how_title } from '@phonix/shared/messages/how_title';
import { Banknote, CalendarCheck, Smartphone } from 'lucide-react';
import { PageContainer } from '@/components/ui/page-container.tsx';

/** The three steps, in the page's language. */
const steps = () => [
  {
    title: how_choose_title(),
    text: how_choose_text(),
    icon: Smartphone,
  },
  {
    title: how_pickup_title(),
    text: how_pickup_text(),
    icon: CalendarCheck,
  },
  {
    title: how_paid_title(),
    text: how_paid_text(),
    icon: Banknote,
  },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="bg-slate-50 py-12 md:py-16">
      <PageContainer>
        <h2
          id="how-title"
          className="text-center text-2xl font-bold tracking-tight text-slate-900 md:text-3xl"
        >
          {how_title()}
        </h2>
        <ol className="mt-8 grid gap-4 md:grid-cols-3 md:gap-6">
          {steps().map(({ title, text, icon: Icon }, index) => (
            <li
              key={title}
              className="relative flex gap-4 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 md:flex-col md:p-6"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
                <Icon className="size-6" aria-hidden />
              </span>
              <div>
                <p className="text-xs font-bold tracking-wider text-brand-700 uppercase">
                  {how_step({ number: String(index + 1) })}
                </p>
                <h3 className="text-lg font-bold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </PageContainer>
    </section>
  );
}
