import { COMPANY } from '@phonix/shared/company';
import { partner_cta_button } from '@phonix/shared/messages/partner_cta_button';
import { partner_cta_kicker } from '@phonix/shared/messages/partner_cta_kicker';
import { partner_cta_point_apply } from '@phonix/shared/messages/partner_cta_point_apply';
import { partner_cta_point_contact } from '@phonix/shared/messages/partner_cta_point_contact';
import { partner_cta_point_orders } from '@phonix/shared/messages/partner_cta_point_orders';
import { partner_cta_title } from '@phonix/shared/messages/partner_cta_title';
import { paths } from '@phonix/shared/routes';
import { ArrowRight, Check, Store } from 'lucide-react';
import { Link } from '@/components/ui/link.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';

/** What a partner gets, in the page's language. */
const points = () => [partner_cta_point_orders(), partner_cta_point_apply(), partner_cta_point_contact()];

/** The partner programme's call to action (SPEC 2, Home). */
export function PartnerCta() {
  return (
    <section id="partner-cta" aria-labelledby="partner-title" className="pb-4">
      <PageContainer>
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-950 to-brand-700 px-6 py-10 text-white md:px-12 md:py-12">
          <div
            className="pointer-events-none absolute -top-16 -right-16 size-64 rounded-full bg-white/5"
            aria-hidden
          />
          <div className="relative grid items-center gap-6 md:grid-cols-[1fr_auto]">
            <div>
              <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-200">
                <Store className="size-4" aria-hidden />
                {partner_cta_kicker()}
              </p>
              <h2 id="partner-title" className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">
                {partner_cta_title({ company: COMPANY.name })}
              </h2>
              <ul className="mt-4 flex flex-col gap-2 text-brand-50 sm:flex-row sm:flex-wrap sm:gap-x-6">
                {points().map((point) => (
                  <li key={point} className="flex items-center gap-2 text-sm">
                    <Check className="size-4 text-brand-300" aria-hidden />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
            <Link
              to={paths.partnerForm()}
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-amber-400 px-6 py-3 text-base font-bold text-slate-900 shadow-sm transition-colors hover:bg-amber-300"
            >
              {partner_cta_button()}
              <ArrowRight className="size-5" aria-hidden />
            </Link>
          </div>
        </div>
      </PageContainer>
    </section>
  );
}
