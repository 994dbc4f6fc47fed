import { COMPANY, SOCIAL_NETWORK_NAMES } from '@phonix/shared/company';
import { breadcrumb_home } from '@phonix/shared/messages/breadcrumb_home';
import { content_contact_email } from '@phonix/shared/messages/content_contact_email';
import { footer_social_label } from '@phonix/shared/messages/footer_social_label';
import { page_contact_follow } from '@phonix/shared/messages/page_contact_follow';
import { page_contact_form_title } from '@phonix/shared/messages/page_contact_form_title';
import { page_contact_lead } from '@phonix/shared/messages/page_contact_lead';
import { page_contact_location } from '@phonix/shared/messages/page_contact_location';
import { page_contact_phone } from '@phonix/shared/messages/page_contact_phone';
import { page_contact_required } from '@phonix/shared/messages/page_contact_required';
import { page_contact_social_link } from '@phonix/shared/messages/page_contact_social_link';
import { page_contact_title } from '@phonix/shared/messages/page_contact_title';
import { page_contact_website } from '@phonix/shared/messages/page_contact_website';
import { Globe, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { SocialIcon } from '@/components/ui/social-icon.tsx';
import { ContactForm } from '@/features/contact/components/contact-form.tsx';
import { OfficeMap } from '@/features/contact/components/office-map.tsx';
import { ContentHero } from '@/features/content/components/content-hero.tsx';
import { messageParts } from '@/lib/message-parts.tsx';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-bold tracking-wider text-slate-600 uppercase">{label}</p>
        <div className="mt-0.5 font-semibold break-words text-slate-900">{children}</div>
      </div>
    </li>
  );
}

const linkClass = 'inline-flex min-h-6 rounded hover:text-brand-800 hover:underline';

export function Component() {
  const { address } = COMPANY;
  return (
    <>
      <ContentHero
        title={page_contact_title()}
        lead={page_contact_lead()}
        crumbs={[{ label: breadcrumb_home(), to: '/' }, { label: page_contact_title() }]}
      />
      <PageContainer className="grid gap-8 py-10 md:py-14 lg:grid-cols-[1fr_1.2fr] lg:gap-12">
        <div className="flex flex-col gap-6">
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            <Detail icon={<Phone className="size-5" aria-hidden />} label={page_contact_phone()}>
              <a href={`tel:${COMPANY.phoneHref}`} className={linkClass}>
                {COMPANY.phone}
              </a>
            </Detail>
            <Detail icon={<Mail className="size-5" aria-hidden />} label={content_contact_email()}>
              <a href={`mailto:${COMPANY.email}`} className={linkClass}>
                {COMPANY.email}
              </a>
            </Detail>
            <Detail icon={<Globe className="size-5" aria-hidden />} label={page_contact_website()}>
              <a href={COMPANY.website} className={linkClass}>
                {COMPANY.website.replace('https://', '')}
              </a>
            </Detail>
            <Detail icon={<MapPin className="size-5" aria-hidden />} label={page_contact_location()}>
              {address.city}, {address.state}, {address.country}
            </Detail>
          </ul>
          <OfficeMap />
          <div>
            <p className="text-sm font-semibold text-slate-800">{page_contact_follow()}</p>
            <ul className="mt-2 flex gap-2" aria-label={footer_social_label()}>
              {COMPANY.social.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={page_contact_social_link({
                      company: COMPANY.name,
                      network: SOCIAL_NETWORK_NAMES[link.network],
                    })}
                    className="inline-flex size-11 items-center justify-center rounded-full bg-slate-100 text-slate-700 hover:bg-brand-700 hover:text-white"
                  >
                    <SocialIcon network={link.network} className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <section
          aria-labelledby="contact-form-title"
          className="h-fit rounded-3xl bg-white p-5 shadow-md ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {page_contact_form_title()}
          </h2>
          <p className="mt-1 mb-6 text-sm text-slate-600">
            {messageParts((marks) => page_contact_required(marks), {
              mark: <span className="text-red-700">*</span>,
            })}
          </p>
          <ContactForm />
        </section>
      </PageContainer>
    </>
  );
}
