import { BadgeCheck, IndianRupee, ShieldCheck, Truck } from 'lucide-react';
import { buttonClass } from '@/components/ui/button.tsx';
import { CityLink } from '@/components/ui/city-link.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';

const PROMISES = [
  { icon: IndianRupee, text: 'Best price, instantly' },
  { icon: Truck, text: 'Free doorstep pickup' },
  { icon: ShieldCheck, text: 'Safe & secure payment' },
];

/** A drawn phone with a price tag: the hero's picture, inline so the first paint needs no image. */
function HeroArt() {
  return (
    <svg viewBox="0 0 320 300" aria-hidden className="h-auto w-full max-w-xs lg:max-w-sm">
      <circle cx="170" cy="150" r="130" fill="#ccfbf1" />
      <circle cx="170" cy="150" r="92" fill="#99f6e4" opacity="0.55" />
      <g transform="rotate(-8 160 150)">
        <rect x="105" y="40" width="118" height="224" rx="22" fill="#0f172a" />
        <rect x="113" y="52" width="102" height="200" rx="15" fill="#f0fdfa" />
        <rect x="146" y="58" width="36" height="8" rx="4" fill="#0f172a" />
        <rect x="127" y="92" width="74" height="10" rx="5" fill="#0f766e" opacity="0.9" />
        <rect x="127" y="112" width="56" height="8" rx="4" fill="#94a3b8" />
        <rect
          x="127"
          y="140"
          width="74"
          height="40"
          rx="10"
          fill="#ffffff"
          stroke="#5eead4"
          strokeWidth="2"
        />
        <text
          x="164"
          y="167"
          textAnchor="middle"
          fontFamily="system-ui, sans-serif"
          fontWeight="800"
          fontSize="17"
          fill="#115e59"
        >
          ₹24,500
        </text>
        <rect x="127" y="196" width="74" height="22" rx="11" fill="#0f766e" />
      </g>
      <g transform="translate(210 52)">
        <rect width="96" height="44" rx="22" fill="#ffffff" stroke="#e2e8f0" />
        <circle cx="22" cy="22" r="12" fill="#16a34a" />
        <path
          d="M16 22l4 4 8-8"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <text x="42" y="27" fontFamily="system-ui, sans-serif" fontWeight="700" fontSize="13" fill="#0f172a">
          Paid
        </text>
      </g>
      <g transform="translate(18 200)">
        <rect width="112" height="44" rx="22" fill="#ffffff" stroke="#e2e8f0" />
        <circle cx="22" cy="22" r="12" fill="#0f766e" />
        <path
          d="M15 24h10v-6h-6v6m6-4h3l2 3v1h-5"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <text x="42" y="27" fontFamily="system-ui, sans-serif" fontWeight="700" fontSize="13" fill="#0f172a">
          Free pickup
        </text>
      </g>
    </svg>
  );
}

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-white">
      <PageContainer className="grid items-center gap-8 py-10 md:py-16 lg:grid-cols-[1.2fr_1fr]">
        <div className="flex flex-col items-start gap-5">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-800 shadow-xs ring-1 ring-brand-100">
            <BadgeCheck className="size-4" aria-hidden />
            Trusted by sellers across India
          </p>
          <h1
            id="hero-title"
            className="text-3xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-4xl lg:text-5xl"
          >
            Sell your old or used mobile phone for instant cash
          </h1>
          <p className="max-w-xl text-base text-slate-600 sm:text-lg">
            Get an exact quote in under a minute, book a free doorstep pickup and get paid the moment our
            executive checks your phone.
          </p>
          <CityLink to="/sell-mobile" className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}>
            Sell your phone now
          </CityLink>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium text-slate-700">
            {PROMISES.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-1.5">
                <Icon className="size-4 text-brand-700" aria-hidden />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div className="hidden justify-center sm:flex">
          <HeroArt />
        </div>
      </PageContainer>
    </section>
  );
}
