import type { Locale } from '@phonix/shared/i18n';
import type { LanguageOfferLine as Offer } from '@phonix/shared/page-render';
import { useLocation } from 'react-router';
import { X } from '@/components/ui/frame-icons.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { pageInLocale, rememberLocale } from '@/lib/locale.tsx';

/**
 * The line offering the page in `offer.locale`, written in that language by the server (language-offer.tsx
 * decides whether it shows; its code loads only then).
 */
export function LanguageOfferLine({
  offer,
  pageLocale,
  onDismiss,
}: {
  offer: Offer;
  pageLocale: Locale;
  onDismiss: () => void;
}) {
  const location = useLocation();
  const offered = offer.locale;
  return (
    <div lang={offered} className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <PageContainer className="flex min-h-11 items-center justify-center gap-2 text-sm">
        <a
          href={pageInLocale(location, offered)}
          hrefLang={offered}
          onClick={() => rememberLocale(offered)}
          className="inline-flex min-h-11 min-w-0 items-center truncate font-semibold underline underline-offset-2"
        >
          {offer.link}
        </a>
        <button
          type="button"
          onClick={() => {
            rememberLocale(pageLocale);
            onDismiss();
          }}
          aria-label={offer.dismiss}
          title={offer.dismiss}
          className="js-only inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-amber-900 hover:bg-amber-100"
        >
          <X className="size-4" aria-hidden />
        </button>
      </PageContainer>
    </div>
  );
}
