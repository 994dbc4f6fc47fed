import { COMPANY, SOCIAL_NETWORK_NAMES } from '@phonix/shared/company';
import { footer_about_text } from '@phonix/shared/messages/footer_about_text';
import { footer_contact_us } from '@phonix/shared/messages/footer_contact_us';
import { footer_link_about } from '@phonix/shared/messages/footer_link_about';
import { footer_link_blogs } from '@phonix/shared/messages/footer_link_blogs';
import { footer_link_contact } from '@phonix/shared/messages/footer_link_contact';
import { footer_link_faq } from '@phonix/shared/messages/footer_link_faq';
import { footer_link_home } from '@phonix/shared/messages/footer_link_home';
import { footer_link_partner } from '@phonix/shared/messages/footer_link_partner';
import { footer_link_privacy } from '@phonix/shared/messages/footer_link_privacy';
import { footer_rights } from '@phonix/shared/messages/footer_rights';
import { footer_social_label } from '@phonix/shared/messages/footer_social_label';
import { footer_useful_links } from '@phonix/shared/messages/footer_useful_links';
import { header_home_label } from '@phonix/shared/messages/header_home_label';
import { page_contact_social_link } from '@phonix/shared/messages/page_contact_social_link';
import { paths } from '@phonix/shared/routes';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from '@/components/ui/link.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { SocialIcon } from '@/components/ui/social-icon.tsx';

/** The footer's links, in the page's language. */
const usefulLinks = () => [
  { label: footer_link_home(), to: paths.home() },
  { label: footer_link_about(), to: paths.about() },
  { label: footer_link_partner(), to: paths.partnerForm() },
  { label: footer_link_contact(), to: paths.contact() },
  { label: footer_link_privacy(), to: paths.privacyPolicy() },
  { label: footer_link_faq(), to: paths.faq() },
  { label: footer_link_blogs(), to: paths.blogs() },
];

const headingClass = 'text-sm font-bold tracking-wide text-white uppercase';
const linkClass = 'inline-flex min-h-11 items-center rounded text-slate-300 hover:text-white hover:underline';

export function Footer() {
  const { address } = COMPANY;
  return (
    <footer id="site-footer" className="mt-auto bg-slate-900 text-slate-300">
      <PageContainer className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-4 lg:col-span-2 lg:pr-16">
          <Link to="/" aria-label={header_home_label()} className="w-fit rounded-lg bg-white px-3 py-2">
            <Logo className="h-8 w-auto" />
          </Link>
          <p className="text-sm leading-relaxed">{footer_about_text({ company: COMPANY.name })}</p>
          <ul className="flex gap-2" aria-label={footer_social_label()}>
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
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-brand-700"
                >
                  <SocialIcon network={link.network} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={headingClass}>
            {footer_useful_links()}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 sm:grid-cols-1">
            {usefulLinks().map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={headingClass}>{footer_contact_us()}</h2>
          <ul className="mt-3 flex flex-col gap-1 text-sm">
            <li>
              <a href={`mailto:${COMPANY.email}`} className={`${linkClass} gap-2`}>
                <Mail className="size-4 shrink-0" aria-hidden />
                {COMPANY.email}
              </a>
            </li>
            <li>
              <a href={`tel:${COMPANY.phoneHref}`} className={`${linkClass} gap-2`}>
                <Phone className="size-4 shrink-0" aria-hidden />
                {COMPANY.phone}
              </a>
            </li>
            <li className="flex gap-2 py-2">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
              <address className="not-italic">
                {address.street}, {address.city}, {address.state}, {address.country} - {address.pincode}
              </address>
            </li>
          </ul>
        </div>
      </PageContainer>
      <div className="border-t border-white/10">
        <PageContainer className="flex flex-col gap-1 py-5 text-xs text-slate-400 sm:flex-row sm:justify-between">
          {/* A page cached on 31 December may be hydrated on 1 January. */}
          <p suppressHydrationWarning>
            {footer_rights({ year: String(new Date().getFullYear()), company: COMPANY.legalName })}
          </p>
          <p>
            <a href={COMPANY.website} className="hover:text-white hover:underline">
              {COMPANY.website.replace('https://', '')}
            </a>
          </p>
        </PageContainer>
      </div>
    </footer>
  );
}
