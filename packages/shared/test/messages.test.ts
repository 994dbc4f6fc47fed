import { describe, expect, it } from 'vitest';
import settings from '../project.inlang/settings.json' with { type: 'json' };
import { GLOSSARY, type GlossaryTerm } from '../src/glossary.ts';
import { LOCALES, type Locale } from '../src/i18n.ts';
import * as m from '../src/messages.ts';

declare global {
  interface ImportMeta {
    /** Vite's glob import (Vitest runs this file through Vite). */
    glob<T>(pattern: string, options: { eager: true; import: 'default' }): Record<string, T>;
  }
}

/**
 * The message files of packages/shared/messages, as translators write them: one file per area and language,
 * found through the project's path patterns as Paraglide finds them.
 */
const ON_DISK = import.meta.glob<Record<string, unknown>>('../messages/**/*.json', {
  eager: true,
  import: 'default',
});
const PATH_PATTERNS: string[] = settings['plugin.inlang.messageFormat'].pathPattern;
const areaFile = (pattern: string, locale: Locale) =>
  pattern.replace('./', '../').replace('{locale}', locale);
const readArea = (pattern: string, locale: Locale): Record<string, unknown> => {
  const file = ON_DISK[areaFile(pattern, locale)];
  if (!file) throw new Error(`${areaFile(pattern, locale)} is missing`);
  return file;
};
const files = Object.fromEntries(
  LOCALES.map((locale) => [locale, Object.assign({}, ...PATH_PATTERNS.map((p) => readArea(p, locale)))]),
) as Record<Locale, Record<string, unknown>>;

const keysOf = (messages: Record<string, unknown>) =>
  Object.keys(messages)
    .filter((key) => key !== '$schema')
    .sort();

/** The variables a message uses: {name} in its text(s) and the inputs its declarations name. */
function variablesOf(message: unknown): string[] {
  const text = JSON.stringify(message);
  const names = new Set<string>();
  for (const match of text.matchAll(/\{(\w+)\}/g)) names.add(match[1] as string);
  for (const match of text.matchAll(/input (\w+)/g)) names.add(match[1] as string);
  return [...names].sort();
}

/** A message's text without its variables, for the glossary's words. */
const wordsOf = (message: unknown) => JSON.stringify(message).replace(/\{\w+\}/g, ' ');

describe('messages', () => {
  it('keeps each message in one area file, every file named in the project settings', () => {
    const named = PATH_PATTERNS.flatMap((pattern) => LOCALES.map((locale) => areaFile(pattern, locale)));
    expect(Object.keys(ON_DISK).sort()).toEqual(named.sort());
    const areaOf = new Map<string, string>();
    const twice: string[] = [];
    for (const pattern of PATH_PATTERNS) {
      for (const key of keysOf(readArea(pattern, 'en'))) {
        if (areaOf.has(key)) twice.push(`${key}: ${areaOf.get(key)} and ${pattern}`);
        areaOf.set(key, pattern);
      }
    }
    expect(twice).toEqual([]);
  });

  it('has every message in English, Hindi and Telugu, with the same variables', () => {
    const english = keysOf(files.en);
    expect(english.length).toBeGreaterThan(0);
    for (const locale of LOCALES) {
      expect(keysOf(files[locale]), `the keys of ${locale}.json`).toEqual(english);
      for (const key of english) {
        expect(variablesOf(files[locale][key]), `the variables of ${key} in ${locale}`).toEqual(
          variablesOf(files.en[key]),
        );
        expect(wordsOf(files[locale][key]).trim(), `${key} in ${locale}`).not.toBe('""');
      }
    }
  });

  it('has no Hindi or Telugu message left in English', () => {
    for (const locale of ['hi', 'te'] as const) {
      const script = locale === 'hi' ? /[\u0900-\u097F]/ : /[\u0C00-\u0C7F]/;
      for (const key of keysOf(files.en)) {
        expect(wordsOf(files[locale][key]), `${key} in ${locale}`).toMatch(script);
      }
    }
  });

  it("uses the glossary's word wherever the English uses a term", () => {
    const misses: string[] = [];
    for (const [term, entry] of Object.entries(GLOSSARY) as [string, GlossaryTerm][]) {
      const pattern = new RegExp(`\\b${entry.en.replace(/\s+/g, '\\s+')}(s|es)?\\b`, 'i');
      for (const key of keysOf(files.en)) {
        if (!pattern.test(wordsOf(files.en[key]))) continue;
        for (const locale of ['hi', 'te'] as const) {
          const text = wordsOf(files[locale][key]);
          if (!entry[locale].some((word) => text.includes(word))) misses.push(`${key} (${locale}): ${term}`);
        }
      }
    }
    expect(misses).toEqual([]);
  });

  it('compiles to functions of their variables in the language asked for', () => {
    expect(m.topbar_city_label({ city: 'Hyderabad' })).toBe('Selected city: Hyderabad. Change city');
    expect(m.topbar_city_label({ city: 'Hyderabad' }, { locale: 'te' })).toBe(
      'ఎంచుకున్న నగరం: Hyderabad. నగరం మార్చండి',
    );
    expect(m.seo_model_title_price({ model: 'iPhone 13', price: '₹41,000' }, { locale: 'hi' })).toBe(
      'पुराना iPhone 13 बेचें: ₹41,000 तक पाएं',
    );
  });
});
