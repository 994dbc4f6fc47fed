import { describe, expect, it } from 'vitest';
import settings from '../project.inlang/settings.json' with { type: 'json' };
import { FIELD_MESSAGES } from '../src/field-messages.ts';
import { BOOKISH_WORDS, glossaryProblems } from '../src/glossary.ts';
import { HANDOVER_MESSAGES } from '../src/handover.ts';
import { HANDOVER_FIELD_MESSAGES } from '../src/handover-field-messages.ts';
import { LOCALES, type Locale } from '../src/i18n.ts';
import * as m from '../src/messages.ts';
import { MESSAGES } from '../src/validation.ts';

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

  it("uses the glossary's word wherever the English uses a term, and no word it avoids", () => {
    const misses: string[] = [];
    for (const key of keysOf(files.en)) {
      for (const locale of ['hi', 'te'] as const) {
        for (const problem of glossaryProblems(wordsOf(files.en[key]), wordsOf(files[locale][key]), locale))
          misses.push(`${key} (${locale}): ${problem}`);
      }
    }
    expect(misses).toEqual([]);
  });

  it('holds the SMS texts and the form messages to the glossary too, with their variables filled in', () => {
    // Every SMS (sms_*) and form message (error_field_*) is a message the test above reads...
    const english = keysOf(files.en);
    expect(english.filter((key) => key.startsWith('sms_')).length).toBeGreaterThan(25);
    expect(english.filter((key) => key.startsWith('error_field_')).length).toBeGreaterThan(30);
    // ...and as sent and shown: each SMS with sample values, each form message as the forms give it.
    const misses: string[] = [];
    const messages = m as unknown as Record<
      string,
      (inputs: Record<string, string>, options: { locale: Locale }) => string
    >;
    for (const key of english.filter((name) => name.startsWith('sms_'))) {
      const values = Object.fromEntries(variablesOf(files.en[key]).map((name) => [name, `X${name}X`]));
      const sent = (locale: Locale) =>
        (messages[key] as (typeof messages)[string])(values, { locale }).replace(/X\w+X/g, ' ');
      for (const locale of ['hi', 'te'] as const)
        for (const problem of glossaryProblems(sent('en'), sent(locale), locale))
          misses.push(`${key} (${locale}): ${problem}`);
    }
    const forms = [
      ...Object.entries(FIELD_MESSAGES).map(
        ([name, message]) => [MESSAGES[name as keyof typeof MESSAGES], message] as const,
      ),
      ...Object.entries(HANDOVER_FIELD_MESSAGES).map(
        ([name, message]) => [HANDOVER_MESSAGES[name as keyof typeof HANDOVER_MESSAGES], message] as const,
      ),
    ];
    expect(forms.length).toBeGreaterThan(40);
    for (const [englishText, message] of forms) {
      for (const locale of ['hi', 'te'] as const)
        for (const problem of glossaryProblems(englishText, message({}, { locale }), locale))
          misses.push(`"${englishText}" (${locale}): ${problem}`);
    }
    expect(misses).toEqual([]);
  });

  it('finds the book words and second words it forbids, so they do not come back', () => {
    // The Telugu "-బడు" passive and the words issue 32 named, in an SMS and in a form message.
    expect(glossaryProblems('Your pickup is confirmed', 'మీ పికప్ నిర్ధారించబడింది', 'te')).toEqual([
      'confirm: write కన్ఫర్మ',
      'not చబడ but "… అయింది" / "… చేశాం"',
      'not నిర్ధారించ but కన్ఫర్మ్',
    ]);
    expect(glossaryProblems('Landmark (optional)', 'ల్యాండ్‌మార్క్ (ఐచ్ఛికం)', 'te')).toEqual([
      'not ఐచ్ఛిక but తప్పనిసరి కాదు',
    ]);
    expect(glossaryProblems('Verified', 'सत्यापित', 'hi')).toEqual([
      'verify: write वेरिफ़',
      'not सत्याप but वेरिफ़ाई',
    ]);
    expect(glossaryProblems('Accept version 2', 'संस्करण 2 स्वीकार करें', 'hi')).toEqual([
      'version: write वर्ज़न',
      'not संस्करण but वर्ज़न',
    ]);
    // One word per concept: the seller's account is अकाउंट, a bank account खाता.
    expect(glossaryProblems('Create your account', 'अपना खाता बनाएं', 'hi')).toEqual([
      'account: write अकाउंट',
      'account: not खाता but अकाउंट',
    ]);
    expect(
      glossaryProblems('IMPS or NEFT to your bank account', 'आपके बैंक खाते में IMPS या NEFT से', 'hi'),
    ).toEqual([]);
    // The revised offer is accepted with मंज़ूर / ఒప్పుకో and declined with मना / వద్దు.
    expect(glossaryProblems('Decline offer', 'ఆఫర్ తిరస్కరించండి', 'te')).toEqual([
      'declineOffer: write వద్దు',
      'declineOffer: not తిరస్కర but వద్దు',
    ]);
    for (const locale of ['hi', 'te'] as const) expect(BOOKISH_WORDS[locale].length).toBeGreaterThan(8);
  });

  it('writes no grammar word after a value that carries its own: labels instead', () => {
    // A slot, a day, a payout's destination, a reason are written in the reader's language and may end in a
    // word of their own ("UPI …@ybl पर", "సాయంత్రం 4"): a postposition or a Telugu case ending after them doubles
    // it or glues it to a time ("…@ybl पर पर", "…@yblకుకు", "4:00 మధ్యాహ్నంన"). Write "पिकअप का समय: {slot}".
    const hindi = /^\s*(पर|में|को|से|का|की|के|तक|ने)(?![\u0900-\u097F])/;
    const telugu = /^\s?(న|కు|కి|లో|ని|ను|తో|పై|గా)(?![\u0C00-\u0C7F])/;
    const phrases = {
      hi: ['slot', 'destination', 'payout', 'method', 'reason', 'on'],
      te: ['slot', 'day', 'date', 'due', 'until', 'on', 'destination', 'payout', 'method', 'reason'],
    };
    const glued: string[] = [];
    for (const locale of ['hi', 'te'] as const) {
      for (const key of keysOf(files[locale])) {
        const text = JSON.stringify(files[locale][key]);
        for (const match of text.matchAll(/\{(\w+)\}/g)) {
          const after = text.slice((match.index ?? 0) + match[0].length);
          if (phrases[locale].includes(match[1] as string) && (locale === 'hi' ? hindi : telugu).test(after))
            glued.push(`${key} (${locale}): ${match[0]}${after.slice(0, 8)}`);
        }
      }
    }
    expect(glued).toEqual([]);
    expect(
      m.seller_confirm_title({ amount: '₹38,500', destination: 'UPI XXXXXX3210@ybl' }, { locale: 'hi' }),
    ).toBe('₹38,500 का पेमेंट कन्फ़र्म करें: UPI XXXXXX3210@ybl');
    expect(m.seller_pickup_on({ slot: '28 నవంబర్, 2026, సాయంత్రం 4 - 6' }, { locale: 'te' })).toBe(
      'పికప్ సమయం: 28 నవంబర్, 2026, సాయంత్రం 4 - 6',
    );
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
