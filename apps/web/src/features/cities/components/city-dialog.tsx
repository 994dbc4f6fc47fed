import { placeNameIn } from '@phonix/shared/glossary';
import { localizedPath } from '@phonix/shared/i18n';
import { content_city_loading } from '@phonix/shared/messages/content_city_loading';
import { content_city_title } from '@phonix/shared/messages/content_city_title';
import { MapPin } from 'lucide-react';
import { useLocation } from 'react-router';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { switchCityPath } from '@/lib/city-path.ts';
import { usePageLocale } from '@/lib/locale.tsx';
import { storage } from '@/lib/storage.ts';
import { useCities } from '../api/get-cities.ts';

/** 'Select your City': picking one stores it and reloads the current page under that city. */
export function CityDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const cities = useCities();
  const location = useLocation();
  const current = storage.getSelectedCity();
  const { locale } = usePageLocale();

  const choose = (slug: string) => {
    storage.setSelectedCity(slug);
    const isCity = (segment: string) => cities.data?.some((city) => city.city_slug === segment) ?? false;
    // The router's path has no language prefix: the reload keeps the page's language.
    window.location.assign(
      `${localizedPath(switchCityPath(location.pathname, slug, isCity), locale)}${location.search}${location.hash}`,
    );
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={content_city_title()} size="lg">
      {cities.isPending ? (
        <div
          className="grid grid-cols-2 gap-3 sm:grid-cols-3"
          role="status"
          aria-label={content_city_loading()}
        >
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} className="h-14" />
          ))}
        </div>
      ) : cities.isError ? (
        <ErrorState onRetry={() => cities.refetch()} />
      ) : (
        // One city a row on a phone: two columns leave "Visakhapatnam" too little room at 360 px.
        <ul className="grid grid-cols-1 gap-2 min-[480px]:grid-cols-2 min-[480px]:gap-3 sm:grid-cols-3">
          {cities.data.map((city) => {
            const selected = city.city_slug === current;
            return (
              <li key={city.city_id}>
                <button
                  type="button"
                  onClick={() => choose(city.city_slug)}
                  aria-current={selected ? 'true' : undefined}
                  className={`flex min-h-12 w-full items-center gap-2 rounded-xl border px-3 py-2 text-left text-sm font-semibold transition-colors min-[480px]:min-h-14 ${
                    selected
                      ? 'border-brand-700 bg-brand-50 text-brand-900'
                      : 'border-slate-200 text-slate-800 hover:border-brand-600 hover:bg-brand-50'
                  }`}
                >
                  <MapPin
                    className={`size-4 shrink-0 ${selected ? 'text-brand-700' : 'text-slate-400'}`}
                    aria-hidden
                  />
                  {/* Name and state side by side in the one-column list, stacked in the grid. */}
                  <span className="flex min-w-0 flex-wrap items-baseline gap-x-2 break-words min-[480px]:flex-col">
                    <span>{placeNameIn(city.city_name, locale)}</span>
                    <span className="text-xs font-normal text-slate-500">
                      {placeNameIn(city.state, locale)}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
