import {
  BASE_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  type Locale,
  localeOfCookie,
  localeOfPath,
  localizedPath,
} from '@phonix/shared/i18n';
import type { LanguageOfferLine } from '@phonix/shared/page-render';
import { createContext, useContext } from 'react';
import { call } from './api-client.ts';
import { getSession } from './session.ts';
import { storage } from './storage.ts';

/**
 * The page's language (DR 090), from its URL: the server renders it (entry-server.tsx, per request), the
 * browser hydrates with the same (main.tsx). A switch is a full page load of the same path under another
 * prefix, so in the browser it never changes while a document lives; the router's basename is the prefix.
 * `offer`: the one-line note at the top offering another language (the browser prefers it; none chosen yet),
 * with its words in that language, as the server wrote them.
 */
export interface PageLocale {
  locale: Locale;
  offer: LanguageOfferLine | undefined;
}
export const PageLocaleContext = createContext<PageLocale>({ locale: BASE_LOCALE, offer: undefined });

export function usePageLocale(): PageLocale {
  return useContext(PageLocaleContext);
}

/** Remembers the visitor's language (the server reads it to stop offering another one; never to redirect). */
export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference cookie; the Cookie Store API is not in every browser we serve
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

/** The address of the current page in another language (path under the router's basename, search, hash). */
export function pageInLocale(
  location: { pathname: string; search: string; hash: string },
  locale: Locale,
): string {
  return `${localizedPath(location.pathname, locale)}${location.search}${location.hash}`;
}

/**
 * The language of the page the visitor is on (its address), sent with every call that signs up, signs in or
 * sends a code (issue 32): the code comes in the language the seller is reading, and the account takes it.
 */
export function pageLanguage(): Locale {
  return localeOfPath(window.location.pathname);
}

/** The language the visitor chose (the cookie), if any. */
export function chosenLocale(): Locale | undefined {
  return localeOfCookie(document.cookie);
}

/**
 * Keeps a signed-in seller's or partner's choice on their account too, so what is sent to them (SMS, e-mail,
 * the receipt) follows it; undefined when nobody is signed in (the cookie alone remembers it then).
 */
export function saveAccountLanguage(locale: Locale): Promise<unknown> | undefined {
  const calls: Promise<unknown>[] = [];
  if (getSession().user) calls.push(call('setCustomerLanguage', { body: { language: locale } }));
  if (storage.getPartnerToken()) calls.push(call('setPartnerLanguage', { body: { language: locale } }));
  return calls.length > 0 ? Promise.allSettled(calls) : undefined;
}
