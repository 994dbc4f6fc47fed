import { BadgeIndianRupee, ShieldCheck, ThumbsUp } from 'lucide-react';

const POINTS = [
  { title: 'Simple and Hassle-free', text: 'A few taps and a free doorstep pickup.', icon: ThumbsUp },
  {
    title: 'Best Price Estimate - Instantly!',
    text: 'An exact quote, explained line by line.',
    icon: BadgeIndianRupee,
  },
  {
    title: 'Instant Money & Secure Transaction',
    text: 'Paid on the spot once your phone is checked.',
    icon: ShieldCheck,
  },
];

export function SellingPoints() {
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {POINTS.map(({ title, text, icon: Icon }) => (
        <li
          key={title}
          className="flex items-start gap-3 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon className="size-5" aria-hidden />
          </span>
          <span>
            <span className="block text-sm font-bold text-slate-900">{title}</span>
            <span className="block text-xs text-slate-600">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
