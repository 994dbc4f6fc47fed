import { preferredLocale } from '@phonix/shared/i18n';
import { lazy, Suspense, useEffect, useState } from 'react';
import { chosenLocale, usePageLocale } from '@/lib/locale.tsx';

// Shown to few visitors: its code and texts load only when it shows (while a server-drawn line waits for
// them, React keeps the server's HTML of it).
const LanguageOfferLine = lazy(() =>
  import('./language-offer-line.tsx').then((module) => ({ default: module.LanguageOfferLine })),
);

/**
 * One line at the top offering the page in the language the browser prefers (Hindi or Telugu), on a visit
 * that has not chosen a language yet: never a redirect. The server draws it from Accept-Language (the page
 * data carries it, so hydration matches); after hydration the browser drops it once a language is chosen and
 * offers it from navigator.languages when the server could not.
 */
export function LanguageOffer() {
  const { locale, offer } = usePageLocale();
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
    <Suspense fallback={null}>
      <LanguageOfferLine offered={offered} pageLocale={locale} onDismiss={() => setOffered(undefined)} />
    </Suspense>
  );
}
