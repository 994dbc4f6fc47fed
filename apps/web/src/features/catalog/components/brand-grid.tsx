import type { Brand } from '@phonix/shared/catalog';
import { brandImageUrl } from '@phonix/shared/images';
import { paths } from '@phonix/shared/routes';
import { Link } from '@/components/ui/link.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useCityPath } from '@/lib/city-path.ts';
import { MOBILE_QUERY, useMediaQuery } from '@/lib/use-media-query.ts';

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-6';

export function BrandGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <div className={gridClass} role="status" aria-label="Loading brands">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="flex flex-col gap-2 rounded-2xl border border-slate-200 p-3">
          <Skeleton className="aspect-[3/2] w-full" />
          <Skeleton className="mx-auto h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}

/**
 * Brand tiles. On a phone they link to /sell-mobile/{brand} and on a larger screen to
 * /{city}/sell-mobile/{brand} (SPEC 2, brand list).
 */
export function BrandGrid({ brands, eagerImages = 0 }: { brands: Brand[]; eagerImages?: number }) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const withCity = useCityPath();
  return (
    <ul className={gridClass}>
      {brands.map((brand, index) => (
        <li key={brand.id}>
          <Link
            to={mobile ? paths.brand(brand.slug) : withCity(paths.brand(brand.slug))}
            className="group flex h-full flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white p-3 shadow-xs transition hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-md"
          >
            <img
              src={brandImageUrl(brand)}
              alt=""
              width={240}
              height={160}
              loading={index < eagerImages ? 'eager' : 'lazy'}
              decoding="async"
              className="aspect-[3/2] h-auto w-full rounded-lg object-contain"
            />
            <span className="text-center text-sm font-semibold text-slate-800 group-hover:text-brand-800">
              {brand.CategoryGroupName}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
