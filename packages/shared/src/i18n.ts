/**
 * The site's languages (issue 22, DR 090): English (the base, unprefixed URLs), Hindi and Telugu (URLs under
 * /hi and /te, city routes included: /te/hyderabad/sell-mobile). The URL alone says a page's language: the
 * server renders it from the path, the browser hydrates with it, a switch is a link to the same path under
 * another prefix. The cookie remembers a visitor's choice only to offer it, never to redirect.
 */
export const LOCALES = ['en', 'hi', 'te'] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = 'en';

/** Each language's name in itself, for the switcher (never translated). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी', te: 'తెలుగు' };

/** The Intl locale of each language: Indian grouping (₹1,23,456) and Latin digits in all three. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN', te: 'te-IN' };

/** The cookie holding the visitor's chosen language (a year; read by the server to offer, never to redirect). */
export const LOCALE_COOKIE = 'phonix_lang';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The URL prefix of a language's pages: '' for English, '/hi', '/te'. */
export function localePrefix(locale: Locale): string {
  return locale === BASE_LOCALE ? '' : `/${locale}`;
}

/** The language of a path from its first segment: '/te/hyderabad/about' -> 'te', '/about' -> 'en'. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return first !== BASE_LOCALE && isLocale(first) ? first : BASE_LOCALE;
}

/** The path without its language prefix: '/hi/sell-mobile' -> '/sell-mobile', '/hi' -> '/'. */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === BASE_LOCALE) return pathname;
  const rest = pathname.slice(localePrefix(locale).length);
  return rest === '' ? '/' : rest;
}

/**
 * A path in a language, whatever language it had: localizedPath('/sell-mobile', 'hi') -> '/hi/sell-mobile',
 * localizedPath('/hi/about', 'en') -> '/about', localizedPath('/', 'te') -> '/te/'.
 */
export function localizedPath(pathname: string, locale: Locale): string {
  const path = pathWithoutLocale(pathname);
  return locale === BASE_LOCALE ? path : `${localePrefix(locale)}${path}`;
}

/**
 * The language a browser prefers among ours, from an Accept-Language header or navigator.languages, in the
 * browser's order ('te-IN,te;q=0.9,en;q=0.8' -> 'te'); undefined when it prefers none of them.
 */
export function preferredLocale(accepted: string | readonly string[] | undefined): Locale | undefined {
  if (!accepted) return undefined;
  const ranked =
    typeof accepted === 'string'
      ? accepted
          .split(',')
          .map((part, index) => {
            const [tag = '', ...params] = part.trim().split(';');
            const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
            const weight = q ? Number(q.slice(2)) : 1;
            return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
          })
          .filter((entry) => entry.weight > 0)
          .sort((a, b) => b.weight - a.weight || a.index - b.index)
          .map((entry) => entry.tag)
      : accepted;
  for (const tag of ranked) {
    const language = tag.trim().toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return undefined;
}

/** A Cookie header's chosen language, if any. */
export function localeOfCookie(cookieHeader: string | undefined): Locale | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

/**
 * The language to offer in the one-line note at the top of a page ("This page in हिन्दी"): the one the
 * browser prefers, on a first visit (no chosen language yet), when the page is not already in it.
 */
export function offeredLocale(
  pageLocale: Locale,
  chosen: Locale | undefined,
  preferred: Locale | undefined,
): Locale | undefined {
  if (chosen || !preferred || preferred === pageLocale || preferred === BASE_LOCALE) return undefined;
  return preferred;
}
