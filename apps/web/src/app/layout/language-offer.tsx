import { preferredLocale } from '@phonix/shared/i18n';
import { language_offer_dismiss } from '@phonix/shared/messages/language_offer_dismiss';
import { language_offer_link } from '@phonix/shared/messages/language_offer_link';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { chosenLocale, pageInLocale, rememberLocale, usePageLocale } from '@/lib/locale.tsx';

/**
 * One line at the top offering the page in the language the browser prefers (Hindi or Telugu), on a visit
 * that has not chosen a language yet: never a redirect. The server draws it from Accept-Language (the page
 * data carries it, so hydration matches); after hydration the browser drops it once a language is chosen and
 * offers it from navigator.languages when the server could not. Written in the offered language.
 */
export function LanguageOffer() {
  const { locale, offer } = usePageLocale();
  const location = useLocation();
  const [offered, setOffered] = useState(offer);
  useEffect(() => {
    if (chosenLocale()) {
      setOffered(undefined);
      return;
    }
    if (offer) return;
    const preferred = preferredLocale(navigator.languages);
    if (preferred && preferred !== locale && preferred !== 'en') setOffered(preferred);
  }, [offer, locale]);
  if (!offered) return null;
  return (
    <div lang={offered} className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <PageContainer className="flex min-h-11 flex-wrap items-center justify-center gap-x-4 text-sm">
        <a
          href={pageInLocale(location, offered)}
          hrefLang={offered}
          onClick={() => rememberLocale(offered)}
          className="inline-flex min-h-11 items-center font-semibold underline underline-offset-2"
        >
          {language_offer_link({}, { locale: offered })}
        </a>
        <button
          type="button"
          onClick={() => {
            rememberLocale(locale);
            setOffered(undefined);
          }}
          className="js-only inline-flex min-h-11 items-center px-2 text-amber-900 hover:underline"
        >
          {language_offer_dismiss({}, { locale: offered })}
        </button>
      </PageContainer>
    </div>
  );
}
