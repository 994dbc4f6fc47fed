import type { Locale } from '@phonix/shared/i18n';
import { language_offer_dismiss } from '@phonix/shared/messages/language_offer_dismiss';
import { language_offer_link } from '@phonix/shared/messages/language_offer_link';
import { X } from 'lucide-react';
import { useLocation } from 'react-router';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { pageInLocale, rememberLocale } from '@/lib/locale.tsx';

/**
 * The line offering the page in `offered`, written in that language (language-offer.tsx decides whether it
 * shows; its code loads only then).
 */
export function LanguageOfferLine({
  offered,
  pageLocale,
  onDismiss,
}: {
  offered: Locale;
  pageLocale: Locale;
  onDismiss: () => void;
}) {
  const location = useLocation();
  return (
    <div lang={offered} className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <PageContainer className="flex min-h-11 items-center justify-center gap-2 text-sm">
        <a
          href={pageInLocale(location, offered)}
          hrefLang={offered}
          onClick={() => rememberLocale(offered)}
          className="inline-flex min-h-11 min-w-0 items-center truncate font-semibold underline underline-offset-2"
        >
          {language_offer_link({}, { locale: offered })}
        </a>
        <button
          type="button"
          onClick={() => {
            rememberLocale(pageLocale);
            onDismiss();
          }}
          aria-label={language_offer_dismiss({}, { locale: offered })}
          title={language_offer_dismiss({}, { locale: offered })}
          className="js-only inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-amber-900 hover:bg-amber-100"
        >
          <X className="size-4" aria-hidden />
        </button>
      </PageContainer>
    </div>
  );
}
