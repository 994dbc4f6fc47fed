/**
 * The site's texts in English, Hindi and Telugu (Paraglide JS 2, DR 090): packages/shared/messages/{en,hi,te}.json,
 * compiled into ./i18n/paraglide (generated: `npm run i18n:compile`, run by `npm install`/`npm ci` and by the web
 * app's Vite plugin). Each message is a function of its variables, in the current render's language
 * (getLocale: per request on the server, the page's language in the browser) or the one given:
 * topbar_city_label({ city }, { locale: 'te' }).
 *
 * Code that ships to the browser imports each message from its own module,
 * `import { home_heading } from '@phonix/shared/messages/home_heading'`, so each page's chunk carries only the
 * messages it calls (a namespace of all of them put every message into the first page: +6 kB gzipped).
 * The server and the tests may use this module's namespace of all messages.
 */
export * from './i18n/paraglide/messages/_index.js';
export { getLocale, overwriteGetLocale } from './i18n/paraglide/runtime.js';
