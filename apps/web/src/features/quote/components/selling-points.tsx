import { quote_point_estimate_text } from '@phonix/shared/messages/quote_point_estimate_text';
import { quote_point_estimate_title } from '@phonix/shared/messages/quote_point_estimate_title';
import { quote_point_money_text } from '@phonix/shared/messages/quote_point_money_text';
import { quote_point_money_title } from '@phonix/shared/messages/quote_point_money_title';
import { quote_point_simple_text } from '@phonix/shared/messages/quote_point_simple_text';
import { quote_point_simple_title } from '@phonix/shared/messages/quote_point_simple_title';
import { BadgeIndianRupee, ShieldCheck, ThumbsUp } from 'lucide-react';

const POINTS = [
  { key: 'simple', title: quote_point_simple_title, text: quote_point_simple_text, icon: ThumbsUp },
  {
    key: 'estimate',
    title: quote_point_estimate_title,
    text: quote_point_estimate_text,
    icon: BadgeIndianRupee,
  },
  { key: 'money', title: quote_point_money_title, text: quote_point_money_text, icon: ShieldCheck },
];

export function SellingPoints() {
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {POINTS.map(({ key, title, text, icon: Icon }) => (
        <li
          key={key}
          className="flex items-start gap-3 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon className="size-5" aria-hidden />
          </span>
          <span>
            <span className="block text-sm font-bold text-slate-900">{title()}</span>
            <span className="block text-xs text-slate-600">{text()}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
