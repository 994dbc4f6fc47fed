import type { Locale } from './i18n.ts';

/**
 * The words sellers and partners read for our terms, in plain everyday Hindi and Telugu as large Indian apps
 * write them (issue 22), so one term is always the same word in every message (packages/shared/messages).
 * Technical names that Indian users read in Latin letters stay so in every language: IMEI, UPI, OTP.
 * Brand and model names are never translated. The message test (test/messages.test.ts) checks that a
 * message whose English has a term (`en`, matched as a word, any case) uses the term's word in Hindi and
 * Telugu (any of the forms listed: the first is the one to use).
 */
export interface GlossaryTerm {
  /** The English word or phrase, as the English messages write it. */
  en: string;
  hi: readonly [string, ...string[]];
  te: readonly [string, ...string[]];
  /** How to use it, where the plain translation is not the everyday word. */
  note?: string;
}

export const GLOSSARY = {
  quote: { en: 'quote', hi: ['कोटेशन'], te: ['కొటేషన్'], note: 'the offer we make for a phone' },
  price: { en: 'price', hi: ['कीमत'], te: ['ధర'], note: 'also "exact price": hi "सही कीमत", te "సరైన ధర"' },
  pickup: {
    en: 'pickup',
    hi: ['पिकअप'],
    te: ['పికప్'],
    note: 'doorstep pickup: hi "घर से पिकअप", te "ఇంటి వద్ద పికప్"',
  },
  partner: { en: 'partner', hi: ['पार्टनर'], te: ['పార్ట్‌నర్'] },
  getUpto: {
    en: 'Get Upto',
    hi: ['तक पाएं', 'अधिकतम पाएं'],
    te: ['వరకు పొందండి', 'గరిష్ఠంగా పొందండి'],
    note: 'with an amount: "₹12,000 तक पाएं" / "₹12,000 వరకు పొందండి"; as a label above the amount: the second form',
  },
  order: { en: 'order', hi: ['ऑर्डर'], te: ['ఆర్డర్'] },
  seller: { en: 'seller', hi: ['विक्रेता'], te: ['అమ్మకందారు'] },
  payment: { en: 'payment', hi: ['पेमेंट'], te: ['పేమెంట్'] },
  instantCash: { en: 'instant cash', hi: ['तुरंत कैश'], te: ['వెంటనే క్యాష్'] },
  variant: { en: 'variant', hi: ['वेरिएंट'], te: ['వేరియంట్'] },
  model: { en: 'model', hi: ['मॉडल'], te: ['మోడల్'] },
  brand: { en: 'brand', hi: ['ब्रांड'], te: ['బ్రాండ్'] },
  city: { en: 'city', hi: ['शहर'], te: ['నగరం'] },
  login: { en: 'login', hi: ['लॉगिन'], te: ['లాగిన్'] },
  imei: { en: 'IMEI', hi: ['IMEI'], te: ['IMEI'] },
  upi: { en: 'UPI', hi: ['UPI'], te: ['UPI'] },
  otp: { en: 'OTP', hi: ['OTP'], te: ['OTP'] },
} as const satisfies Record<string, GlossaryTerm>;

/** The glossary's word for a term in a language (its first form). */
export function glossaryWord(term: keyof typeof GLOSSARY, locale: Locale): string {
  const entry: GlossaryTerm = GLOSSARY[term];
  return locale === 'en' ? entry.en : entry[locale][0];
}
