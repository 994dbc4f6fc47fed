import { lazy, Suspense, useEffect, useState } from 'react';
import { chosenLocale, usePageLocale } from '@/lib/locale.tsx';

// Shown to few visitors: its code loads only when it shows (while a server-drawn line waits for it, React keeps
// the server's HTML of it).
const LanguageOfferLine = lazy(() =>
  import('./language-offer-line.tsx').then((module) => ({ default: module.LanguageOfferLine })),
);

/**
 * One line at the top offering the page in the language the browser prefers (Hindi or Telugu), on a visit
 * that has not chosen a language yet: never a redirect. The server decides it from Accept-Language and writes
 * its words in the offered language into the page data (each language's browser build has only its own
 * words: DR 160); after hydration the browser drops it once a language is chosen.
 */
export function LanguageOffer() {
  const { locale, offer } = usePageLocale();
  const [offered, setOffered] = useState(offer);
  useEffect(() => {
    if (chosenLocale()) setOffered(undefined);
  }, []);
  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOfferLine offer={offered} pageLocale={locale} onDismiss={() => setOffered(undefined)} />
    </Suspense>
  );
}
