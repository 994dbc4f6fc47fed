import { LOCALE_NAMES, LOCALES, type Locale } from '@phonix/shared/i18n';
import { language_switcher_label } from '@phonix/shared/messages/language_switcher_label';
import { useLocation } from 'react-router';
import { pageInLocale, rememberLocale, saveAccountLanguage, usePageLocale } from '@/lib/locale.tsx';

/**
 * How the switcher shows a name. English is text. Hindi and Telugu are their names' outlines
 * (public/language-names/*.svg, drawn from Noto Sans by apps/server/src/scripts/draw-language-names.ts) as
 * a mask over the link's colour, not text: an English page shows "हिन्दी" and "తెలుగు" here, and as text
 * those two words would download both Indian web fonts on every English page (docs/decisions/095), or
 * show empty boxes where the system has no font for them. The link's name is still the text (aria-label).
 * Sizes in em at the link's font size, as the script prints them.
 */
const NAME_OUTLINES: Partial<Record<Locale, { src: string; width: number; height: number }>> = {
  hi: { src: '/language-names/hi.svg', width: 1.986, height: 1.304 },
  te: { src: '/language-names/te.svg', width: 2.893, height: 1.352 },
};

export function LanguageName({ locale }: { locale: Locale }) {
  const outline = NAME_OUTLINES[locale];
  if (!outline) return <>{LOCALE_NAMES[locale]}</>;
  const mask = `url(${outline.src}) center / contain no-repeat`;
  return (
    <span
      aria-hidden
      className="inline-block bg-current"
      style={{ width: `${outline.width}em`, height: `${outline.height}em`, mask, WebkitMask: mask }}
    />
  );
}

/**
 * The other languages of the page, each a plain link to the same page under its prefix (works without
 * JavaScript; a full page load, DR 090). A click remembers the choice in a cookie, so the page stops offering
 * the browser's language, and on the signed-in seller's or partner's account.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { locale } = usePageLocale();
  const location = useLocation();
  const others = LOCALES.filter((other) => other !== locale);
  return (
    <nav aria-label={language_switcher_label()} className={className}>
      <ul className="flex items-center gap-1">
        {others.map((other: Locale) => (
          <li key={other}>
            <a
              href={pageInLocale(location, other)}
              hrefLang={other}
              lang={other}
              aria-label={LOCALE_NAMES[other]}
              onClick={(event) => {
                rememberLocale(other);
                const saving = saveAccountLanguage(other);
                if (!saving) return;
                // Signed in: the account keeps the choice too, then the page opens (a second at most).
                event.preventDefault();
                const href = event.currentTarget.href;
                const waited = new Promise((resolve) => setTimeout(resolve, 1_500));
                void Promise.race([saving, waited]).then(() => window.location.assign(href));
              }}
              className="inline-flex min-h-11 items-center rounded-lg px-2 font-semibold hover:bg-white/10 hover:underline"
            >
              <LanguageName locale={other} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
