import { LOCALE_NAMES, LOCALES, type Locale } from '@phonix/shared/i18n';
import { language_switcher_label } from '@phonix/shared/messages/language_switcher_label';
import { useLocation } from 'react-router';
import { pageInLocale, rememberLocale, saveAccountLanguage, usePageLocale } from '@/lib/locale.tsx';

/**
 * The languages' names in the system's fonts, not our Noto faces: an English page shows "हिन्दी" and "తెలుగు"
 * here, and in the site's font stack those two words alone would download both Indian font files on every
 * English page (docs/decisions/095). Phones have system fonts for both scripts.
 */
const SYSTEM_FONTS = { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' } as const;

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
              style={SYSTEM_FONTS}
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
              {LOCALE_NAMES[other]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
