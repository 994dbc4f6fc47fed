import { modelImageUrl } from '@phonix/shared/images';
import { DeviceImage } from '@/components/ui/device-image.tsx';
import { Link } from '@/components/ui/link.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

export interface ModelTile {
  ic_slug: string;
  name: string;
  to: string;
}

export function ModelGridSkeleton({
  count = 8,
  label = 'Loading models',
}: {
  count?: number;
  label?: string;
}) {
  return (
    <div className={gridClass} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-4">
          <Skeleton className="mx-auto aspect-[3/4] w-3/4" />
          <Skeleton className="mx-auto h-4 w-3/4" />
        </div>
      ))}
    </div>
  );
}

export function ModelGrid({ models, eagerImages = 4 }: { models: ModelTile[]; eagerImages?: number }) {
  return (
    <ul className={gridClass}>
      {models.map((model, index) => (
        <li key={model.ic_slug}>
          <Link
            to={model.to}
            className="group flex h-full flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs transition hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-md"
          >
            <DeviceImage
              src={modelImageUrl(model.ic_slug)}
              alt=""
              width={300}
              height={400}
              eager={index < eagerImages}
              className="w-3/4 max-w-40"
            />
            <span className="text-center text-sm font-semibold text-slate-800 group-hover:text-brand-800 sm:text-base">
              {model.name}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
