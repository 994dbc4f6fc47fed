import { COMPANY } from '@phonix/shared/company';
import { placeNameIn } from '@phonix/shared/glossary';
import { topbar_city_label } from '@phonix/shared/messages/topbar_city_label';
import { lazy, Suspense, useState } from 'react';
import { ChevronDown, Mail, MapPin } from '@/components/ui/frame-icons.tsx';
import { LanguageSwitcher } from '@/components/ui/language-switcher.tsx';
import { LoadingOverlay } from '@/components/ui/loading-overlay.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { findCity, useCities } from '@/features/cities/api/get-cities.ts';
import { useSelectedCity } from '@/lib/city-path.ts';
import { usePageLocale } from '@/lib/locale.tsx';

// The dialog's code (Radix Dialog) loads on first use, keeping it out of every page's first load.
const CityDialog = lazy(() =>
  import('@/features/cities/components/city-dialog.tsx').then((module) => ({ default: module.CityDialog })),
);

const titleCase = (slug: string) =>
  slug.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

export function TopBar() {
  const [open, setOpen] = useState(false);
  const cities = useCities();
  const slug = useSelectedCity();
  const { locale } = usePageLocale();
  const cityName = placeNameIn(findCity(cities.data, slug)?.city_name ?? titleCase(slug), locale);

  return (
    <div className="bg-brand-900 text-brand-50">
      <PageContainer className="flex items-center justify-between gap-3 text-sm">
        <a
          href={`mailto:${COMPANY.email}`}
          className="inline-flex min-h-11 items-center gap-2 rounded hover:text-white hover:underline"
        >
          <Mail className="size-4" aria-hidden />
          {/* On a phone the languages need the room: the address is in the footer too. */}
          <span className="sr-only sm:not-sr-only">{COMPANY.email}</span>
        </a>
        <div className="flex items-center gap-1">
          <LanguageSwitcher />
          <button
            type="button"
            onClick={() => setOpen(true)}
            aria-haspopup="dialog"
            aria-label={topbar_city_label({ city: cityName })}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-semibold hover:bg-white/10"
          >
            <MapPin className="size-4" aria-hidden />
            {cityName}
            <ChevronDown className="size-4" aria-hidden />
          </button>
        </div>
      </PageContainer>
      {open ? (
        <Suspense fallback={<LoadingOverlay />}>
          <CityDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
