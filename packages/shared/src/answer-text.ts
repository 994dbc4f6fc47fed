import { getLocale } from './i18n/paraglide/runtime.js';

/**
 * The text of a successful API answer to show (a toast): in English the server's own words, unchanged
 * (`fallback` when it sent none); in Hindi and Telugu the page's message for the same outcome (`own`),
 * since the API's texts stay English (issue 22).
 */
export function answerText(serverText: string | undefined, own: () => string, fallback?: string): string {
  if (getLocale() !== 'en') return own();
  return serverText || fallback || own();
}
