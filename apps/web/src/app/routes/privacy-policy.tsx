import { COMPANY } from '@phonix/shared/company';
import { paths } from '@phonix/shared/routes';
import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button.tsx';
import { CityLink } from '@/components/ui/city-link.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { ContentHero } from '@/features/content/components/content-hero.tsx';

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

const requestHref = `mailto:${COMPANY.email}?subject=${encodeURIComponent('Privacy request: access, correction or deletion')}`;

/** The privacy policy as SPEC 1 states it: what is collected, who it is shared with, the seller's rights. */
export function Component() {
  const { address } = COMPANY;
  return (
    <>
      <ContentHero
        title="Privacy Policy"
        lead={
          <p>
            Effective date: <strong className="font-semibold text-slate-800">{EFFECTIVE_DATE}</strong>
          </p>
        }
        crumbs={[{ label: 'Home', to: paths.home() }, { label: 'Privacy Policy' }]}
      />
      <PageContainer className="max-w-3xl py-10 md:py-14">
        <div className="flex flex-col gap-10 text-base leading-relaxed text-slate-700">
          <p>
            This policy explains what personal data {COMPANY.legalName} (&quot;{COMPANY.name}&quot;,
            &quot;we&quot;) collects when you use this website to sell a phone, contact us or apply as a
            partner, why we collect it, who we share it with and how you can ask us to access, correct or
            delete it.
          </p>

          <PolicySection id="what-we-collect" title="What we collect">
            <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
              <li>
                <strong className="font-semibold text-slate-900">Your name and mobile number</strong>, which
                identify your account; you sign in with your mobile number, a one-time password (OTP) and a
                password.
              </li>
              <li>
                <strong className="font-semibold text-slate-900">Your e-mail address</strong>, only if you
                choose to give it.
              </li>
              <li>
                <strong className="font-semibold text-slate-900">Device details</strong>: the brand, model and
                variant of the phone you sell and your answers about its condition.
              </li>
              <li>
                <strong className="font-semibold text-slate-900">Your pickup address</strong>, for the
                addresses you save and the pickups you book.
              </li>
              <li>
                <strong className="font-semibold text-slate-900">Log and usage data</strong>: technical
                records such as your IP address, browser type, the pages you visit and the time of each
                request.
              </li>
            </ul>
            <p>
              Your browser also keeps a few items in its local storage so the site works: your sign-in
              session, your selected city and the phone you are pricing. You can clear them at any time from
              your browser settings.
            </p>
          </PolicySection>

          <PolicySection id="how-we-use" title="How we use it">
            <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
              <li>To give you a quote, create your order, arrange the pickup and pay you.</li>
              <li>To send you OTPs and messages about your order.</li>
              <li>To answer your questions and partner applications.</li>
              <li>To keep the site secure, prevent fraud and fix problems.</li>
            </ul>
          </PolicySection>

          <PolicySection id="sharing" title="Who we share it with">
            <p>We do not sell your personal data. We share only what is needed, with:</p>
            <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
              <li>
                <strong className="font-semibold text-slate-900">Logistics providers</strong>, who collect
                your phone: your name, mobile number, pickup address and order details.
              </li>
              <li>
                <strong className="font-semibold text-slate-900">Payment providers</strong>, who pay you: the
                details needed to make the payment.
              </li>
              <li>
                <strong className="font-semibold text-slate-900">Authorities</strong>, where the law requires
                it.
              </li>
            </ul>
          </PolicySection>

          <PolicySection id="your-rights" title="Your rights: access, correction and deletion">
            <p>
              You may ask us for a copy of the personal data we hold about you, ask us to correct it, or ask
              us to delete it. You can correct your name, e-mail and addresses yourself on your profile page.
              For anything else, write to us from the e-mail address or mobile number on your account, so we
              can confirm the request is yours. We may need to keep some records, such as completed orders and
              invoices, where the law requires it.
            </p>
            <div className="flex flex-wrap gap-3">
              <a href={requestHref} className={buttonClass('primary', 'md')}>
                <Mail className="size-4" aria-hidden />
                E-mail a privacy request
              </a>
              <CityLink to={paths.contact()} className={buttonClass('secondary', 'md')}>
                Use the contact form
              </CityLink>
            </div>
          </PolicySection>

          <PolicySection id="security" title="Keeping it safe">
            <p>
              Passwords and session tokens are never stored in readable form, and access to personal data is
              limited to the people who need it to serve you. Please factory-reset your phone and remove your
              SIM and memory cards before pickup: we are not able to protect data left on a device you hand
              over.
            </p>
          </PolicySection>

          <PolicySection id="changes" title="Changes and contact">
            <p>
              If we change this policy we will update the effective date above. Questions about it are welcome
              at{' '}
              <a href={`mailto:${COMPANY.email}`} className="font-semibold text-brand-800 underline">
                {COMPANY.email}
              </a>
              , on{' '}
              <a href={`tel:${COMPANY.phoneHref}`} className="font-semibold text-brand-800 underline">
                {COMPANY.phone}
              </a>{' '}
              or by post to {COMPANY.legalName}, {address.street}, {address.city}, {address.state} -{' '}
              {address.pincode}.
            </p>
          </PolicySection>
        </div>
      </PageContainer>
    </>
  );
}
