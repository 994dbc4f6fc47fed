import { COMPANY } from '@phonix/shared/company';
import type { Locale } from '@phonix/shared/i18n';
import { content_figures_cities } from '@phonix/shared/messages/content_figures_cities';
import { content_figures_note } from '@phonix/shared/messages/content_figures_note';
import { content_figures_orders } from '@phonix/shared/messages/content_figures_orders';
import { content_figures_pincodes } from '@phonix/shared/messages/content_figures_pincodes';
import { content_figures_quote_time } from '@phonix/shared/messages/content_figures_quote_time';
import { content_figures_title } from '@phonix/shared/messages/content_figures_title';
import { formatNumber } from '@phonix/shared/money';
import { formatQuoteTime, type SiteStats } from '@phonix/shared/site-stats';
import { useQuery } from '@tanstack/react-query';
import { Building2, Clock, type LucideIcon, MapPinned, PackageCheck } from 'lucide-react';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { endpointQuery } from '@/lib/api-client.ts';
import { usePageLocale } from '@/lib/locale.tsx';

/** Two to a row on a phone, up to four on a desktop; fewer figures sit centred. */
const tile = 'w-[calc(50%-0.375rem)] rounded-2xl md:w-60';

interface Figure {
  key: string;
  value: string;
  label: string;
  icon: LucideIcon;
}

/** The figures worth showing, in words; the server has already dropped those too small to mean anything. */
function figuresOf(stats: SiteStats, locale: Locale): Figure[] {
  const count = (value: number) => formatNumber(value, locale);
  const period = { days: stats.periodDays };
  const figures: (Figure | null)[] = [
    stats.ordersBooked === null
      ? null
      : {
          key: 'orders',
          value: count(stats.ordersBooked),
          label: content_figures_orders(period),
          icon: PackageCheck,
        },
    stats.citiesServed === null
      ? null
      : {
          key: 'cities',
          value: count(stats.citiesServed),
          label: content_figures_cities(),
          icon: Building2,
        },
    stats.pincodesCovered === null
      ? null
      : {
          key: 'pincodes',
          value: count(stats.pincodesCovered),
          label: content_figures_pincodes(),
          icon: MapPinned,
        },
    stats.averageQuoteSeconds === null
      ? null
      : {
          key: 'quote-time',
          value: formatQuoteTime(stats.averageQuoteSeconds, locale),
          label: content_figures_quote_time(period),
          icon: Clock,
        },
  ];
  return figures.filter((figure): figure is Figure => figure !== null);
}

/**
 * Trust on the home page from what the database counts (GET api/sitestats), not from slogans. Loaded
 * below the fold, after the first page; a figure that is not real yet is left out, and with none the
 * section is not drawn at all.
 */
export function TrustFigures() {
  const stats = useQuery({ ...endpointQuery('siteStats', {}), staleTime: 60_000 });
  const { locale } = usePageLocale();
  if (stats.isError) return null;
  const figures = stats.data ? figuresOf(stats.data, locale) : null;
  if (figures?.length === 0) return null;
  return (
    <section aria-labelledby="figures-title" className="bg-brand-900 py-10 text-white md:py-12">
      <PageContainer>
        <h2 id="figures-title" className="text-center text-xl font-bold tracking-tight md:text-2xl">
          {content_figures_title({ company: COMPANY.name })}
        </h2>
        {/* True of every figure: the service area (cities, pincodes) is a record too, not only orders and quotes. */}
        <p className="mt-1 text-center text-sm text-brand-100">{content_figures_note()}</p>
        <dl className="mt-6 flex flex-wrap justify-center gap-3 md:gap-5">
          {figures
            ? figures.map(({ key, value, label, icon: Icon }) => (
                <div
                  key={key}
                  data-figure={key}
                  className={`${tile} flex flex-col items-center gap-1 bg-white/10 px-3 py-4 text-center ring-1 ring-white/15`}
                >
                  <Icon className="size-6 text-brand-200" aria-hidden />
                  <dt className="order-last text-sm text-brand-100">{label}</dt>
                  <dd className="text-xl font-extrabold whitespace-nowrap tabular-nums min-[400px]:text-2xl md:text-3xl">
                    {value}
                  </dd>
                </div>
              ))
            : [0, 1, 2, 3].map((item) => <Skeleton key={item} className={`${tile} h-28 bg-white/15`} />)}
        </dl>
      </PageContainer>
    </section>
  );
}
