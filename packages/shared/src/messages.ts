/**
 * The site's texts in English, Hindi and Telugu (Paraglide JS 2, DR 090): packages/shared/messages/{en,hi,te}.json,
 * compiled into ./i18n/paraglide (generated: `npm run i18n:compile`, run by `npm install`/`npm ci` and by the web
 * app's Vite plugin). Each message is a function of its variables, in the current request's language
 * (getLocale: per request on the server, the page's language in the browser) or the one given:
 * m.models_count({ count: 3 }, { locale: 'te' }). Bundlers keep only the messages a chunk calls.
 */
export { m } from './i18n/paraglide/messages.js';
export { getLocale, overwriteGetLocale } from './i18n/paraglide/runtime.js';
