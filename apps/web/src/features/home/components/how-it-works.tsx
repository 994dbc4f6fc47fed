import { Banknote, CalendarCheck, Smartphone } from 'lucide-react';
import { PageContainer } from '@/components/ui/page-container.tsx';

const STEPS = [
  {
    title: 'Choose Device',
    text: 'Pick your phone, answer a few questions about its condition and see your exact price.',
    icon: Smartphone,
  },
  {
    title: 'Schedule Pickup',
    text: 'Choose a date and time slot. Our executive comes to your doorstep, free of charge.',
    icon: CalendarCheck,
  },
  {
    title: 'Get Paid',
    text: 'Once the phone is checked you are paid on the spot, by bank transfer or wallet.',
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
          How it works
        </h2>
        <ol className="mt-8 grid gap-4 md:grid-cols-3 md:gap-6">
          {STEPS.map(({ title, text, icon: Icon }, index) => (
            <li
              key={title}
              className="relative flex gap-4 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 md:flex-col md:p-6"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
                <Icon className="size-6" aria-hidden />
              </span>
              <div>
                <p className="text-xs font-bold tracking-wider text-brand-700 uppercase">Step {index + 1}</p>
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
