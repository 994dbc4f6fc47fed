import { BadgeIndianRupee, ShieldCheck, Truck } from 'lucide-react';
import { PageContainer } from '@/components/ui/page-container.tsx';

const REASONS = [
  {
    title: 'Best Price Guaranteed',
    text: 'Your quote is worked out for your exact model, storage and condition, not a flat rate. What you see is what you are offered.',
    icon: BadgeIndianRupee,
  },
  {
    title: '100% Safe & Hassle-Free',
    text: 'No bargaining at the door. You are paid before the phone leaves your hands, and you may decline a revised offer at no cost.',
    icon: ShieldCheck,
  },
  {
    title: 'Free Doorstep Pickup',
    text: 'Pick a day and a two-hour slot between 8 AM and 8 PM. Our executive comes to you; there are no pickup charges.',
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
          Why Choose Phonix
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-center text-slate-600">
          Selling a phone you have used for years should be quick, fair and safe. Here is how we make it so.
        </p>
        <ul className="mt-8 grid gap-4 md:grid-cols-3 md:gap-6">
          {REASONS.map(({ title, text, icon: Icon }) => (
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
