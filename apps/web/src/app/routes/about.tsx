import { COMPANY } from '@phonix/shared/company';
import { paths } from '@phonix/shared/routes';
import { BadgeIndianRupee, Eye, HeartHandshake, Recycle, ShieldCheck, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { CityLink } from '@/components/ui/city-link.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { ContentHero } from '@/features/content/components/content-hero.tsx';

const PROMISES = [
  {
    icon: BadgeIndianRupee,
    title: 'A fair price, shown upfront',
    text: 'Your quote is worked out from your phone’s model, variant, age and condition, before anyone visits you.',
  },
  {
    icon: Truck,
    title: 'Pickup at your door, free',
    text: 'Choose a day and a two-hour slot. Our executive comes to you; there are no pickup charges.',
  },
  {
    icon: ShieldCheck,
    title: 'Paid before you hand over',
    text: 'After a short check you are paid by bank transfer, wallet or cheque, before the phone leaves your hands.',
  },
  {
    icon: Eye,
    title: 'No surprises',
    text: 'If the check finds something the quote did not include, you see the revised offer and may decline it at no cost.',
  },
];

export function Component() {
  const { address } = COMPANY;
  return (
    <>
      <ContentHero
        title="About Us"
        eyebrow={`About ${COMPANY.name}`}
        lead="We make selling a used mobile phone in India as simple and fair as buying a new one."
        crumbs={[{ label: 'Home', to: paths.home() }, { label: 'About Us' }]}
      />
      <PageContainer className="grid gap-10 py-10 md:py-14 lg:grid-cols-[1.3fr_1fr] lg:gap-16">
        <div className="flex flex-col gap-4 text-base leading-relaxed text-slate-700">
          <h2 className="text-2xl font-bold tracking-tight text-slate-900">Who we are</h2>
          <p>
            {COMPANY.name} is a Hyderabad company that buys used mobile phones for instant cash. Selling an
            old phone used to mean a trip to the market, bargaining across a counter and wondering whether the
            price was fair. We built {COMPANY.name} so you can see the value of your phone in a minute, from
            home, and sell it without leaving your door.
          </p>
          <p>
            Choose your phone and its variant, answer a few questions about its condition and you get an exact
            price. Book a free pickup at a time that suits you, and our executive checks the phone and pays
            you on the spot. Shop owners can also join us as partners.
          </p>
          <h2 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">Why it matters</h2>
          <p>
            A phone in a drawer loses value every month. Sold on, it gets a second life with someone who needs
            an affordable phone, and fewer devices end up as e-waste. We want that to be the easy choice.
          </p>
          <div className="mt-2 flex flex-wrap gap-3">
            <CityLink to={paths.sellMobile()} className={buttonClass('primary', 'lg')}>
              Sell your phone
            </CityLink>
            <Link to={paths.partnerForm()} className={buttonClass('secondary', 'lg')}>
              Become a Partner
            </Link>
          </div>
        </div>
        <aside className="flex h-fit flex-col gap-4 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
          <div className="flex items-center gap-3">
            <span className="flex size-12 items-center justify-center rounded-xl bg-white text-brand-700 shadow-xs">
              <Recycle className="size-6" aria-hidden />
            </span>
            <p className="font-bold text-slate-900">Our mission</p>
          </div>
          <p className="text-slate-700">
            Give every used phone a fair price and a second life, with a process people can trust with their
            money.
          </p>
          <div className="flex items-center gap-3 pt-2">
            <span className="flex size-12 items-center justify-center rounded-xl bg-white text-brand-700 shadow-xs">
              <HeartHandshake className="size-6" aria-hidden />
            </span>
            <p className="font-bold text-slate-900">{COMPANY.legalName}</p>
          </div>
          <address className="text-sm text-slate-700 not-italic">
            {address.street}, {address.city}, {address.state}, {address.country} - {address.pincode}
          </address>
        </aside>
      </PageContainer>
      <section aria-labelledby="promises-title" className="bg-slate-50 py-12 md:py-16">
        <PageContainer>
          <h2
            id="promises-title"
            className="text-center text-2xl font-bold tracking-tight text-slate-900 md:text-3xl"
          >
            What we promise every seller
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {PROMISES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl bg-white p-6 shadow-xs ring-1 ring-slate-200">
                <Icon className="size-8 text-brand-700" aria-hidden />
                <h3 className="mt-3 text-lg font-bold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </PageContainer>
      </section>
    </>
  );
}
