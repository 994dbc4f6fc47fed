import { catalog_series_name } from './i18n/paraglide/messages/catalog_series_name.js';
import { catalog_series_word_flagship } from './i18n/paraglide/messages/catalog_series_word_flagship.js';
import { catalog_series_word_number } from './i18n/paraglide/messages/catalog_series_word_number.js';
import { getLocale } from './i18n/paraglide/runtime.js';
import { BASE_LOCALE, type Locale } from './i18n.ts';

/**
 * A series' name in a language (issue 32). The catalog names a series in English ("Galaxy S Series"); as
 * Samsung, Xiaomi and the others write it on their Hindi and Telugu pages, the product line stays in Latin
 * letters and "Series" is said in the language ("Galaxy S सीरीज़"), as are our own describing words ("Redmi
 * Number Series" is "Redmi नंबर सीरीज़"). English, and a name without "Series", stay as they are.
 */
export function seriesNameIn(name: string, locale: Locale = getLocale()): string {
  const line = /^(.*\S)\s+Series$/i.exec(name)?.[1];
  if (locale === BASE_LOCALE || line === undefined) return name;
  const options = locale === getLocale() ? {} : { locale };
  const words = line
    .replace(/\bNumber(?:ed)?$/, () => catalog_series_word_number({}, options))
    .replace(/\bFlagship$/, () => catalog_series_word_flagship({}, options));
  return catalog_series_name({ name: words }, options);
}
