import { COMPANY } from '@phonix/shared/company';
import { INTL_LOCALES } from '@phonix/shared/i18n';
import { breadcrumb_home } from '@phonix/shared/messages/breadcrumb_home';
import { page_privacy_changes_text } from '@phonix/shared/messages/page_privacy_changes_text';
import { page_privacy_changes_title } from '@phonix/shared/messages/page_privacy_changes_title';
import { page_privacy_collect_address_lead } from '@phonix/shared/messages/page_privacy_collect_address_lead';
import { page_privacy_collect_address_text } from '@phonix/shared/messages/page_privacy_collect_address_text';
import { page_privacy_collect_device_lead } from '@phonix/shared/messages/page_privacy_collect_device_lead';
import { page_privacy_collect_device_text } from '@phonix/shared/messages/page_privacy_collect_device_text';
import { page_privacy_collect_email_lead } from '@phonix/shared/messages/page_privacy_collect_email_lead';
import { page_privacy_collect_email_text } from '@phonix/shared/messages/page_privacy_collect_email_text';
import { page_privacy_collect_log_lead } from '@phonix/shared/messages/page_privacy_collect_log_lead';
import { page_privacy_collect_log_text } from '@phonix/shared/messages/page_privacy_collect_log_text';
import { page_privacy_collect_name_lead } from '@phonix/shared/messages/page_privacy_collect_name_lead';
import { page_privacy_collect_name_text } from '@phonix/shared/messages/page_privacy_collect_name_text';
import { page_privacy_collect_title } from '@phonix/shared/messages/page_privacy_collect_title';
import { page_privacy_effective } from '@phonix/shared/messages/page_privacy_effective';
import { page_privacy_intro } from '@phonix/shared/messages/page_privacy_intro';
import { page_privacy_request_subject } from '@phonix/shared/messages/page_privacy_request_subject';
import { page_privacy_rights_email } from '@phonix/shared/messages/page_privacy_rights_email';
import { page_privacy_rights_form } from '@phonix/shared/messages/page_privacy_rights_form';
import { page_privacy_rights_text } from '@phonix/shared/messages/page_privacy_rights_text';
import { page_privacy_rights_title } from '@phonix/shared/messages/page_privacy_rights_title';
import { page_privacy_security_text } from '@phonix/shared/messages/page_privacy_security_text';
import { page_privacy_security_title } from '@phonix/shared/messages/page_privacy_security_title';
import { page_privacy_share_authorities_lead } from '@phonix/shared/messages/page_privacy_share_authorities_lead';
import { page_privacy_share_authorities_text } from '@phonix/shared/messages/page_privacy_share_authorities_text';
import { page_privacy_share_intro } from '@phonix/shared/messages/page_privacy_share_intro';
import { page_privacy_share_logistics_lead } from '@phonix/shared/messages/page_privacy_share_logistics_lead';
import { page_privacy_share_logistics_text } from '@phonix/shared/messages/page_privacy_share_logistics_text';
import { page_privacy_share_payment_lead } from '@phonix/shared/messages/page_privacy_share_payment_lead';
import { page_privacy_share_payment_text } from '@phonix/shared/messages/page_privacy_share_payment_text';
import { page_privacy_share_title } from '@phonix/shared/messages/page_privacy_share_title';
import { page_privacy_storage } from '@phonix/shared/messages/page_privacy_storage';
import { page_privacy_title } from '@phonix/shared/messages/page_privacy_title';
import { page_privacy_use_messages } from '@phonix/shared/messages/page_privacy_use_messages';
import { page_privacy_use_order } from '@phonix/shared/messages/page_privacy_use_order';
import { page_privacy_use_questions } from '@phonix/shared/messages/page_privacy_use_questions';
import { page_privacy_use_security } from '@phonix/shared/messages/page_privacy_use_security';
import { page_privacy_use_title } from '@phonix/shared/messages/page_privacy_use_title';
import { paths } from '@phonix/shared/routes';
import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button.tsx';
import { CityLink } from '@/components/ui/city-link.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { ContentHero } from '@/features/content/components/content-hero.tsx';
import { usePageLocale } from '@/lib/locale.tsx';
import { messageParts } from '@/lib/message-parts.tsx';

/**
 * The day the policy took effect: English keeps SPEC's '01 Jan 2024', Hindi and Telugu write their own
 * month (Intl, Latin digits, as india-time.ts's long dates; a calendar day, so no time zone enters).
 */
const EFFECTIVE_DAY = Date.UTC(2024, 0, 1);
const EFFECTIVE_DATE = '01 Jan 2024';

function PolicySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-bold tracking-tight text-slate-900 md:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A list of points, each a bold lead and its text (one message each, so each language words them its own way). */
function LeadList({ items }: { items: [key: string, lead: string, text: string][] }) {
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
      {items.map(([key, lead, text]) => (
        <li key={key}>
          <strong className="font-semibold text-slate-900">{lead}</strong>
          {text}
        </li>
      ))}
    </ul>
  );
}

/** The privacy policy as SPEC 1 states it: what is collected, who it is shared with, the seller's rights. */
export function Component() {
  const { address } = COMPANY;
  const { locale } = usePageLocale();
  const effectiveDate =
    locale === 'en'
      ? EFFECTIVE_DATE
      : new Intl.DateTimeFormat(INTL_LOCALES[locale], {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
          numberingSystem: 'latn',
        }).format(EFFECTIVE_DAY);
  const requestHref = `mailto:${COMPANY.email}?subject=${encodeURIComponent(page_privacy_request_subject())}`;
  const linkClass = 'font-semibold text-brand-800 underline';
  return (
    <>
      <ContentHero
        title={page_privacy_title()}
        lead={
          <p>
            {messageParts((marks) => page_privacy_effective(marks), {
              date: <strong className="font-semibold text-slate-800">{effectiveDate}</strong>,
            })}
          </p>
        }
        crumbs={[{ label: breadcrumb_home(), to: paths.home() }, { label: page_privacy_title() }]}
      />
      <PageContainer className="max-w-3xl py-10 md:py-14">
        <div className="flex flex-col gap-10 text-base leading-relaxed text-slate-700">
          <p>{page_privacy_intro({ legalName: COMPANY.legalName, company: COMPANY.name })}</p>

          <PolicySection id="what-we-collect" title={page_privacy_collect_title()}>
            <LeadList
              items={[
                ['name', page_privacy_collect_name_lead(), page_privacy_collect_name_text()],
                ['email', page_privacy_collect_email_lead(), page_privacy_collect_email_text()],
                ['device', page_privacy_collect_device_lead(), page_privacy_collect_device_text()],
                ['address', page_privacy_collect_address_lead(), page_privacy_collect_address_text()],
                ['log', page_privacy_collect_log_lead(), page_privacy_collect_log_text()],
              ]}
            />
            <p>{page_privacy_storage()}</p>
          </PolicySection>

          <PolicySection id="how-we-use" title={page_privacy_use_title()}>
            <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
              <li>{page_privacy_use_order()}</li>
              <li>{page_privacy_use_messages()}</li>
              <li>{page_privacy_use_questions()}</li>
              <li>{page_privacy_use_security()}</li>
            </ul>
          </PolicySection>

          <PolicySection id="sharing" title={page_privacy_share_title()}>
            <p>{page_privacy_share_intro()}</p>
            <LeadList
              items={[
                ['logistics', page_privacy_share_logistics_lead(), page_privacy_share_logistics_text()],
                ['payment', page_privacy_share_payment_lead(), page_privacy_share_payment_text()],
                ['authorities', page_privacy_share_authorities_lead(), page_privacy_share_authorities_text()],
              ]}
            />
          </PolicySection>

          <PolicySection id="your-rights" title={page_privacy_rights_title()}>
            <p>{page_privacy_rights_text()}</p>
            <div className="flex flex-wrap gap-3">
              <a href={requestHref} className={buttonClass('primary', 'md')}>
                <Mail className="size-4" aria-hidden />
                {page_privacy_rights_email()}
              </a>
              <CityLink to={paths.contact()} className={buttonClass('secondary', 'md')}>
                {page_privacy_rights_form()}
              </CityLink>
            </div>
          </PolicySection>

          <PolicySection id="security" title={page_privacy_security_title()}>
            <p>{page_privacy_security_text()}</p>
          </PolicySection>

          <PolicySection id="changes" title={page_privacy_changes_title()}>
            <p>
              {messageParts((marks) => page_privacy_changes_text(marks), {
                email: (
                  <a href={`mailto:${COMPANY.email}`} className={linkClass}>
                    {COMPANY.email}
                  </a>
                ),
                phone: (
                  <a href={`tel:${COMPANY.phoneHref}`} className={linkClass}>
                    {COMPANY.phone}
                  </a>
                ),
                // The postal address is a fact: as it is in every language.
                postal: `${COMPANY.legalName}, ${address.street}, ${address.city}, ${address.state} - ${address.pincode}`,
              })}
            </p>
          </PolicySection>
        </div>
      </PageContainer>
    </>
  );
}
