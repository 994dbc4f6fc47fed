import { services_repair_text } from '@phonix/shared/messages/services_repair_text';
import { services_repair_title } from '@phonix/shared/messages/services_repair_title';
import { services_sell_text } from '@phonix/shared/messages/services_sell_text';
import { services_sell_title } from '@phonix/shared/messages/services_sell_title';
import { services_title } from '@phonix/shared/messages/services_title';
import { paths } from '@phonix/shared/routes';
import { ArrowRight, Smartphone, Wrench } from 'lucide-react';
import { Link } from '@/components/ui/link.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';

/** The two services, in the page's language. */
const services = () => [
  {
    title: services_sell_title(),
    text: services_sell_text(),
    to: paths.sellMobile(),
    icon: Smartphone,
  },
  {
    title: services_repair_title(),
    text: services_repair_text(),
    to: paths.buyMobile(),
    icon: Wrench,
  },
];

export function Services() {
  return (
    <section id="services" aria-labelledby="services-title" className="py-10 md:py-14">
      <PageContainer>
        <h2 id="services-title" className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
          {services_title()}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {services().map(({ title, text, to, icon: Icon }) => (
            <li key={title}>
              <Link
                to={to}
                className="group flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs transition hover:border-brand-600 hover:shadow-md"
              >
                <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 group-hover:bg-brand-700 group-hover:text-white">
                  <Icon className="size-7" aria-hidden />
                </span>
                <span className="flex-1">
                  <span className="block text-lg font-bold text-slate-900">{title}</span>
                  <span className="block text-sm text-slate-600">{text}</span>
                </span>
                <ArrowRight className="size-5 text-slate-400 group-hover:text-brand-700" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </PageContainer>
    </section>
  );
}
