import { describe, expect, it } from 'vitest';
import {
  localeOfCookie,
  localeOfPath,
  localizedPath,
  offeredLocale,
  pathWithoutLocale,
  preferredLocale,
} from '../src/i18n.ts';
import { formatIndiaMoment, formatIndiaTime } from '../src/india-time.ts';
import { formatINR, formatNumber } from '../src/money.ts';

describe('the language of a path', () => {
  it('is its prefix, English without one, city routes included', () => {
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/sell-mobile/apple')).toBe('en');
    expect(localeOfPath('/hi')).toBe('hi');
    expect(localeOfPath('/hi/')).toBe('hi');
    expect(localeOfPath('/te/hyderabad/sell-mobile')).toBe('te');
    // Only a whole first segment: no English prefix, no look-alikes.
    expect(localeOfPath('/en/about')).toBe('en');
    expect(localeOfPath('/hindi')).toBe('en');
    expect(localeOfPath('/history')).toBe('en');
    expect(localeOfPath('/te-x/about')).toBe('en');
  });

  it('comes off and goes on without touching the rest of the path', () => {
    expect(pathWithoutLocale('/hi/sell-mobile/apple')).toBe('/sell-mobile/apple');
    expect(pathWithoutLocale('/te/hyderabad')).toBe('/hyderabad');
    expect(pathWithoutLocale('/hi')).toBe('/');
    expect(pathWithoutLocale('/hi/')).toBe('/');
    expect(pathWithoutLocale('/about')).toBe('/about');
    expect(pathWithoutLocale('/en/about')).toBe('/en/about');
    expect(localizedPath('/sell-mobile', 'hi')).toBe('/hi/sell-mobile');
    expect(localizedPath('/', 'te')).toBe('/te/');
    expect(localizedPath('/hi/about', 'en')).toBe('/about');
    expect(localizedPath('/hi/hyderabad/about', 'te')).toBe('/te/hyderabad/about');
    expect(localizedPath('/te/', 'en')).toBe('/');
    for (const path of ['/', '/about', '/hyderabad/sell-mobile/apple/apple-iphone-13']) {
      for (const locale of ['en', 'hi', 'te'] as const) {
        const localized = localizedPath(path, locale);
        expect(localeOfPath(localized)).toBe(locale);
        expect(pathWithoutLocale(localized)).toBe(path);
      }
    }
  });
});

describe('the language a browser prefers', () => {
  it("reads Accept-Language in the browser's order of preference, and navigator.languages", () => {
    expect(preferredLocale('te-IN,te;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('te');
    expect(preferredLocale('en-IN,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(preferredLocale('ta-IN, hi;q=0.5, te;q=0.6')).toBe('te');
    expect(preferredLocale('HI')).toBe('hi');
    expect(preferredLocale('fr, de;q=0.5')).toBeUndefined();
    expect(preferredLocale('te;q=0, hi;q=0.1')).toBe('hi');
    expect(preferredLocale('')).toBeUndefined();
    expect(preferredLocale(undefined)).toBeUndefined();
    expect(preferredLocale(['ta-IN', 'hi-IN', 'en-US'])).toBe('hi');
  });

  it('is offered only on a first visit, on a page in another language, and never English', () => {
    expect(offeredLocale('en', undefined, 'te')).toBe('te');
    expect(offeredLocale('hi', undefined, 'te')).toBe('te');
    expect(offeredLocale('te', undefined, 'te')).toBeUndefined();
    expect(offeredLocale('en', 'en', 'te')).toBeUndefined();
    expect(offeredLocale('hi', undefined, 'en')).toBeUndefined();
    expect(offeredLocale('en', undefined, undefined)).toBeUndefined();
  });

  it('reads the chosen language from the cookie, ignoring anything else there', () => {
    expect(localeOfCookie('a=1; phonix_lang=te; b=2')).toBe('te');
    expect(localeOfCookie('phonix_lang=xx')).toBeUndefined();
    expect(localeOfCookie('other_phonix_lang=hi')).toBeUndefined();
    expect(localeOfCookie(undefined)).toBeUndefined();
  });
});

describe('formats in each language', () => {
  it('writes money and numbers with Indian grouping and Latin digits, English unchanged by default', () => {
    expect(formatINR(123456)).toBe('₹1,23,456');
    expect(formatINR(123456, 'hi')).toBe('₹1,23,456');
    expect(formatINR(123456, 'te')).toBe('₹1,23,456');
    expect(formatINR(1234567.4, 'te')).toBe('₹12,34,567');
    expect(formatNumber(1234567)).toBe('12,34,567');
    expect(formatNumber(1234567.25, 'hi')).toBe('12,34,567.25');
    for (const locale of ['en', 'hi', 'te'] as const) {
      expect(formatINR(9876543210, locale)).toMatch(/^₹[0-9,]+$/);
    }
  });

  it('writes dates and times in India time, with no English ordinal in Hindi or Telugu', () => {
    // 10:05 UTC is 3:35 PM in India, on 26 November.
    const at = new Date('2026-11-26T10:05:00Z');
    expect(formatIndiaTime(at)).toBe('3:35 PM');
    expect(formatIndiaTime(at, 'en')).toBe('3:35 PM');
    // The part of the day first, in words (Intl's h12 clock writes a Latin "pm" in Hindi and Telugu).
    expect(formatIndiaTime(at, 'hi')).toBe('दोपहर 3:35');
    expect(formatIndiaTime(at, 'te')).toBe('మధ్యాహ్నం 3:35');
    expect(formatIndiaMoment(at, 'date')).toBe('26 November 2026');
    expect(formatIndiaMoment(at, 'longDate', 'hi')).toBe('26 नवंबर 2026');
    expect(formatIndiaMoment(at, 'longDate', 'te')).toMatch(/^26 నవంబర్,? 2026$/);
    // 23:00 UTC is already the next day in India.
    expect(formatIndiaMoment(new Date('2026-11-26T23:00:00Z'), 'date', 'te')).toMatch(/^27\D/);
    for (const locale of ['hi', 'te'] as const) {
      const text = formatIndiaMoment(at, 'dateTime', locale);
      expect(text).not.toMatch(/\d(st|nd|rd|th)\b/);
      expect(text).toMatch(/^[^0-9]*26\D/);
      expect(text).not.toMatch(/[\u0966-\u096F\u0C66-\u0C6F]/);
      expect(text).not.toMatch(/[A-Za-z]/);
    }
  });
});
