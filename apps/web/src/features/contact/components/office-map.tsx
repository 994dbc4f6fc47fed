import { COMPANY } from '@phonix/shared/company';
import { content_map_alt } from '@phonix/shared/messages/content_map_alt';
import { content_map_note } from '@phonix/shared/messages/content_map_note';
import { content_map_open } from '@phonix/shared/messages/content_map_open';
import { content_map_show } from '@phonix/shared/messages/content_map_show';
import { content_map_title } from '@phonix/shared/messages/content_map_title';
import { content_ui_new_tab } from '@phonix/shared/messages/content_ui_new_tab';
import { ExternalLink, Map as MapIcon, MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

const { address } = COMPANY;
/** Where the office is, as the map's title and the drawing's text name it (a fact: not translated). */
const place = { address: `${address.street}, ${address.city}` };
const fullAddress = `${COMPANY.legalName}, ${address.street}, ${address.city}, ${address.state} ${address.pincode}, ${address.country}`;
const mapsHref = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  `${address.street}, ${address.city}, ${address.state} ${address.pincode}`,
)}`;

/** About 1.3 km by 0.9 km around the office, with a marker on it. */
const OSM_EMBED = (() => {
  const { latitude: lat, longitude: lon } = address;
  const bbox = [lon - 0.006, lat - 0.004, lon + 0.006, lat + 0.004]
    .map((value) => value.toFixed(4))
    .join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
})();

const box = 'block aspect-[4/3] w-full bg-slate-100 sm:aspect-[16/7]';

/**
 * Where we are: the embedded OpenStreetMap (SPEC 2, Contact), loaded only when the visitor asks for it, so
 * opening the page sends nothing to another site. Until then a drawing served by us stands in for it, with
 * the button that loads the map; the address and a link to the full map are always there.
 */
export function OfficeMap() {
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The button goes away with the click: keep the keyboard where the map now is.
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);

  return (
    <figure className="overflow-hidden rounded-2xl bg-white shadow-xs ring-1 ring-slate-200">
      {shown ? (
        <iframe
          ref={frame}
          src={OSM_EMBED}
          title={content_map_title(place)}
          className={`${box} border-0`}
          // OpenStreetMap asks embedding sites to identify themselves: our origin, never the page's path.
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          data-testid="office-map-frame"
        />
      ) : (
        <div className="relative">
          <img
            src="/illustrations/office-map.svg"
            alt={content_map_alt(place)}
            width={960}
            height={420}
            loading="lazy"
            decoding="async"
            className={`${box} object-cover`}
          />
          <div className="absolute inset-x-0 bottom-0 flex flex-col items-center gap-2 bg-linear-to-t from-white/80 to-transparent p-4 pt-10 text-center">
            <button
              type="button"
              onClick={() => setShown(true)}
              aria-describedby="office-map-note"
              className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-brand-700 px-5 font-semibold text-white shadow-md hover:bg-brand-800 focus-visible:outline-offset-2"
            >
              <MapIcon className="size-5" aria-hidden />
              {content_map_show()}
            </button>
            <p
              id="office-map-note"
              className="rounded-lg bg-white/90 px-2.5 py-1 text-xs font-medium text-slate-700 shadow-xs"
            >
              {content_map_note()}
            </p>
          </div>
        </div>
      )}
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
          {content_map_open()}
          <ExternalLink className="size-4" aria-hidden />
          <span className="sr-only">{content_ui_new_tab()}</span>
        </a>
      </figcaption>
    </figure>
  );
}
