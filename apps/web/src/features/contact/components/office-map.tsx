import { COMPANY } from '@phonix/shared/company';
import { ExternalLink, MapPin } from 'lucide-react';

const { address } = COMPANY;
const fullAddress = `${COMPANY.legalName}, ${address.street}, ${address.city}, ${address.state} ${address.pincode}, ${address.country}`;
const mapsHref = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  `${address.street}, ${address.city}, ${address.state} ${address.pincode}`,
)}`;

/**
 * Where we are: a drawn map served by us (it works offline and under our CSP, unlike an embedded map) with
 * the address and a link that opens the real map in a new tab.
 */
export function OfficeMap() {
  return (
    <figure className="overflow-hidden rounded-2xl bg-white shadow-xs ring-1 ring-slate-200">
      <div className="relative">
        <img
          src="/illustrations/office-map.svg"
          alt={`Map showing our office at ${address.street}, ${address.city}`}
          width={960}
          height={420}
          loading="lazy"
          decoding="async"
          className="block aspect-[16/7] h-auto w-full bg-slate-100 object-cover"
        />
      </div>
      <figcaption className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex gap-2 text-sm text-slate-700">
          <MapPin className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
          <span>{fullAddress}</span>
        </p>
        <a
          href={mapsHref}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          Open in Google Maps
          <ExternalLink className="size-4" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
