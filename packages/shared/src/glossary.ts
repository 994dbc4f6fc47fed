import type { Locale } from './i18n.ts';

/**
 * The words sellers and partners read for our terms, in plain everyday Hindi and Telugu as large Indian apps
 * write them (issues 22 and 32), so one term is always the same word in every message (packages/shared/messages),
 * SMS and form message. Technical names that Indian users read in Latin letters stay so in every language:
 * IMEI, UPI, OTP. Brand and model names are never translated. The message test (test/messages.test.ts) checks
 * each text through `glossaryProblems`: a text whose English has a term (`en`, matched as a word, any case)
 * uses the term's word in Hindi and Telugu (any of the forms listed: the first is the one to use), never one
 * of the words the term avoids, and no bookish word (BOOKISH_WORDS) or second spelling (HINDI_SPELLINGS).
 */
export interface GlossaryTerm {
  /** The English word or phrase, as the English messages write it. */
  en: string;
  hi: readonly [string, ...string[]];
  te: readonly [string, ...string[]];
  /** How to use it, where the plain translation is not the everyday word. */
  note?: string;
  /** The English word's longer forms count too ('cancel' also finds 'cancelled' and 'cancellation'). */
  stem?: true;
  /** The term only where the English also says this (accepting the revised offer, not a privacy notice). */
  when?: RegExp;
  /** Not the term where the English says this (a bank account is not the seller's account with us). */
  except?: RegExp;
  /** Other words for the same thing that no text uses where the term applies (one word per concept). */
  avoid?: { hi?: readonly (string | RegExp)[]; te?: readonly (string | RegExp)[] };
}

/** The revised offer, as the English says it: accepting or declining it uses the glossary's own words. */
const ABOUT_THE_OFFER = /offer|\{revised\}|new price|price after the check/i;

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
  account: {
    en: 'account',
    hi: ['अकाउंट'],
    te: ['అకౌంట్'],
    note: 'a seller’s or partner’s account with us; a bank account is "बैंक खाता" / "బ్యాంక్ ఖాతా"',
    except: /\bbank\b|\bA\/c\b|account (number|holder)|books of account/i,
    // A word of its own ("दिखाता" is "shows"; "मेल खाता" is "matches").
    avoid: { hi: [/(?<![\u0900-\u097F]|मेल (नहीं )?)खात[ाे]/], te: ['ఖాతా'] },
  },
  bankAccount: {
    en: 'bank account',
    hi: ['बैंक खाता', 'बैंक खाते'],
    te: ['బ్యాంక్ ఖాతా'],
    note: 'the one place खाता / ఖాతా is written',
  },
  payment: {
    en: 'payment',
    hi: ['पेमेंट'],
    te: ['పేమెంట్'],
    avoid: { hi: ['भुगतान'], te: ['చెల్లింపు'] },
  },
  payout: {
    en: 'payout',
    hi: ['पेमेंट'],
    te: ['పేమెంట్'],
    note: 'what the seller is paid: the same word as payment',
  },
  offer: {
    en: 'offer',
    hi: ['ऑफ़र'],
    te: ['ఆఫర్'],
    avoid: { hi: ['ऑफर'] },
  },
  revisedOffer: {
    en: 'revised offer',
    hi: ['नया ऑफ़र', 'नए ऑफ़र'],
    te: ['కొత్త ఆఫర్'],
    note: 'the price after the check at the door',
    avoid: { hi: ['बदला हुआ ऑफ़र', 'बदले हुए ऑफ़र', 'संशोधित'], te: ['మార్చిన ఆఫర్', 'సవరించిన'] },
  },
  acceptOffer: {
    en: 'accept',
    stem: true,
    when: ABOUT_THE_OFFER,
    hi: ['मंज़ूर'],
    te: ['ఒప్పుక'],
    note: 'hi "मंज़ूर करें", te "ఒప్పుకోండి" (ఒప్పుకున్నారు, ఒప్పుకుంటే...)',
    avoid: { hi: ['स्वीकार'], te: ['అంగీకర'] },
  },
  declineOffer: {
    en: 'decline',
    stem: true,
    when: ABOUT_THE_OFFER,
    hi: ['मना'],
    te: ['వద్దు', 'వద్దా', 'వద్దన', 'వద్దం'],
    note: 'hi "मना करें", te "వద్దు" (వద్దన్నారు, వద్దంటే...)',
    avoid: { hi: ['अस्वीकार', 'नामंज़ूर'], te: ['తిరస్కర'] },
  },
  cancel: {
    en: 'cancel',
    stem: true,
    hi: ['कैंसल'],
    te: ['క్యాన్సిల్'],
    avoid: { hi: ['कैंसिल', 'रद्द'], te: ['రద్ద', 'కాన్సిల్', 'క్యాన్సల్'] },
  },
  privacy: {
    en: 'privacy',
    hi: ['प्राइवेसी'],
    te: ['ప్రైవసీ'],
    avoid: { hi: ['गोपनीयता'], te: ['గోప్యత'] },
  },
  nominee: {
    en: 'nominee',
    hi: ['नॉमिनी'],
    te: ['నామినీ'],
    note: 'naming one: hi "नॉमिनी बनाएं", te "నామినీని పెట్టండి"',
    avoid: { hi: ['नामांकित', 'नामित', 'नामिती'], te: ['నామినేట్'] },
  },
  final: {
    en: 'final',
    hi: ['फ़ाइनल'],
    te: ['ఫైనల్'],
    avoid: { hi: ['अंतिम', 'फाइनल'], te: ['తుది'] },
  },
  step: {
    en: 'step',
    hi: ['स्टेप'],
    te: ['స్టెప్'],
    avoid: { hi: ['चरण', 'कदम'], te: ['దశ'] },
  },
  device: {
    en: 'device',
    hi: ['डिवाइस', 'फ़ोन'],
    te: ['డివైస్', 'ఫోన్'],
    note: 'the phone being sold may be फ़ोन / ఫోన్',
    avoid: { hi: ['उपकरण', 'डिवाइज़'], te: ['పరికర', 'డివైజ్'] },
  },
  verify: {
    en: 'verif',
    stem: true,
    hi: ['वेरिफ़'],
    te: ['వెరిఫ'],
    note: 'hi "वेरिफ़ाई करें", "वेरिफ़िकेशन"; te "వెరిఫై చేయండి", "వెరిఫికేషన్"',
  },
  confirm: {
    en: 'confirm',
    stem: true,
    hi: ['कन्फ़र्म'],
    te: ['కన్ఫర్మ'],
    note: 'hi "कन्फ़र्म करें", "कन्फ़र्म हो गया"; te "కన్ఫర్మ్ చేయండి", "కన్ఫర్మ్ అయింది"',
  },
  version: { en: 'version', hi: ['वर्ज़न'], te: ['వెర్షన్'] },
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

/**
 * Book words a native reader stumbles on, each with the everyday word Indian apps write instead (issue 32:
 * a review by a reader of both languages). No text uses them.
 */
export const BOOKISH_WORDS: Record<'hi' | 'te', readonly { word: RegExp; instead: string }[]> = {
  hi: [
    { word: /संस्करण/, instead: 'वर्ज़न' },
    { word: /सत्याप/, instead: 'वेरिफ़ाई' },
    { word: /नामांकित/, instead: 'नॉमिनी' },
    { word: /उल्लंघन/, instead: 'डेटा लीक' },
    { word: /वैकल्पिक/, instead: 'ज़रूरी नहीं' },
    { word: /प्रतीक्षा/, instead: 'इंतज़ार' },
    { word: /निलंबित/, instead: 'सस्पेंड' },
    { word: /अनुरोध/, instead: 'रिक्वेस्ट' },
    { word: /उपयोग/, instead: 'इस्तेमाल' },
    { word: /वर्षों/, instead: 'सालों' },
  ],
  te: [
    // The "-బడు" passive ("నిర్ధారించబడింది", "పంపబడింది"): Telugu says who did it or "అయింది".
    { word: /[చయపడ]బడ|ోబడ/, instead: '"… అయింది" / "… చేశాం"' },
    { word: /ఐచ్ఛిక/, instead: 'తప్పనిసరి కాదు' },
    { word: /సమర్పించ/, instead: 'పంపండి' },
    { word: /ధృవీకర|ధ్రువీకర/, instead: 'వెరిఫై' },
    { word: /నిర్ధారించ|నిర్ధారణ/, instead: 'కన్ఫర్మ్' },
    { word: /ఉల్లంఘన/, instead: 'డేటా లీక్' },
    { word: /విఫల/, instead: 'ఫెయిల్ అయింది' },
    { word: /అభ్యర్థన/, instead: 'రిక్వెస్ట్' },
    { word: /ప్రత్యామ్నాయ/, instead: 'వేరే' },
    { word: /ఆమోదించ/, instead: 'అప్రూవ్' },
    { word: /ప్రచురించ/, instead: 'పెడతాం' },
    { word: /నివేదిక/, instead: 'రిపోర్ట్' },
    { word: /వినియోగ/, instead: 'వాడకం' },
  ],
};

/**
 * Hindi words written two ways: English loanwords and Hindi's own words keep their nukta (फ़ोन, ऑफ़र,
 * ज़रूरी, सिर्फ़), as the glossary's words do. Each entry: the spelling no text uses, and the one to use.
 */
export const HINDI_SPELLINGS: readonly { word: RegExp; instead: string }[] = [
  { word: /फोन/, instead: 'फ़ोन' },
  { word: /कन्फर्म/, instead: 'कन्फ़र्म' },
  { word: /ट्रांसफर/, instead: 'ट्रांसफ़र' },
  { word: /फैक्टरी/, instead: 'फ़ैक्टरी' },
  { word: /ऑफिस/, instead: 'ऑफ़िस' },
  { word: /फॉर्म/, instead: 'फ़ॉर्म' },
  { word: /वेरिफा|वेरिफि/, instead: 'वेरिफ़ाई' },
  { word: /सिर्फ(?!\u093C)/, instead: 'सिर्फ़' },
  { word: /खत्म/, instead: 'ख़त्म' },
  { word: /गलत/, instead: 'ग़लत' },
  { word: /साफ(?!\u093C)/, instead: 'साफ़' },
  { word: /जरूर/, instead: 'ज़रूर' },
  { word: /ज्यादा/, instead: 'ज़्यादा' },
  { word: /इंतजार/, instead: 'इंतज़ार' },
  { word: /प्रोफाइल/, instead: 'प्रोफ़ाइल' },
  { word: /फेल/, instead: 'फ़ेल' },
  { word: /फ्री/, instead: 'फ़्री' },
  { word: /रेफरेंस/, instead: 'रेफ़रेंस' },
  { word: /फ्लैट/, instead: 'फ़्लैट' },
  { word: /फैसल/, instead: 'फ़ैसला' },
  { word: /फोटो/, instead: 'फ़ोटो' },
  { word: /स्टाफ(?!\u093C)/, instead: 'स्टाफ़' },
  { word: /तरफ(?!\u093C)/, instead: 'तरफ़' },
  { word: /एग्जीक्यूटिव/, instead: 'एग्ज़ीक्यूटिव' },
];

const termPattern = (entry: GlossaryTerm) =>
  new RegExp(`\\b${entry.en.replace(/\s+/g, '\\s+')}${entry.stem ? '\\w*' : '(s|es)?\\b'}`, 'i');

/**
 * What a Hindi or Telugu text does against the glossary, given its English: a term the English uses and the
 * text does not, a word a term avoids, a bookish word, a second spelling. Empty when the text keeps every
 * rule. Variables ({name}) are left out of both texts by the caller or stay as they are (they hold no words).
 */
export function glossaryProblems(english: string, text: string, locale: 'hi' | 'te'): string[] {
  const problems: string[] = [];
  // What the text keeps in Latin letters as the English has it (a phone's menu names: "Settings > Accounts
  // and backup") is not a term to translate.
  for (const kept of text.match(/[A-Za-z][A-Za-z&' ,-]*[A-Za-z]/g) ?? [])
    english = english.replaceAll(kept, ' ');
  for (const [term, entry] of Object.entries(GLOSSARY) as [string, GlossaryTerm][]) {
    if ((entry.when && !entry.when.test(english)) || entry.except?.test(english)) continue;
    if (termPattern(entry).test(english) && !entry[locale].some((word) => text.includes(word)))
      problems.push(`${term}: write ${entry[locale][0]}`);
    for (const word of entry.avoid?.[locale] ?? []) {
      const found = typeof word === 'string' ? (text.includes(word) ? word : null) : word.exec(text)?.[0];
      if (found) problems.push(`${term}: not ${found} but ${entry[locale][0]}`);
    }
  }
  const words = locale === 'hi' ? [...BOOKISH_WORDS.hi, ...HINDI_SPELLINGS] : BOOKISH_WORDS.te;
  for (const { word, instead } of words) {
    const found = word.exec(text);
    if (found) problems.push(`not ${found[0]} but ${instead}`);
  }
  return problems;
}

/**
 * The cities we serve and their states, as Hindi and Telugu write them (issue 32): shown in the reader's
 * language wherever a page names them (the city picker, the top bar, the address forms' choices and saved
 * addresses); what is stored and sent stays the English name. The company's own address stays in Latin letters.
 * One table per language, the same places in the same order, so a browser build of one language keeps only its
 * own (placeNameIn).
 */
export const HINDI_PLACE_NAMES: Readonly<Record<string, string>> = {
  Hyderabad: 'हैदराबाद',
  Bengaluru: 'बेंगलुरु',
  Mumbai: 'मुंबई',
  Delhi: 'दिल्ली',
  Chennai: 'चेन्नई',
  Pune: 'पुणे',
  Kolkata: 'कोलकाता',
  Ahmedabad: 'अहमदाबाद',
  Noida: 'नोएडा',
  Gurugram: 'गुरुग्राम',
  Jaipur: 'जयपुर',
  Visakhapatnam: 'विशाखापत्तनम',
  Vijayawada: 'विजयवाड़ा',
  Warangal: 'वारंगल',
  Telangana: 'तेलंगाना',
  Karnataka: 'कर्नाटक',
  Maharashtra: 'महाराष्ट्र',
  'Tamil Nadu': 'तमिलनाडु',
  'West Bengal': 'पश्चिम बंगाल',
  Gujarat: 'गुजरात',
  'Uttar Pradesh': 'उत्तर प्रदेश',
  Haryana: 'हरियाणा',
  Rajasthan: 'राजस्थान',
  'Andhra Pradesh': 'आंध्र प्रदेश',
};

export const TELUGU_PLACE_NAMES: Readonly<Record<string, string>> = {
  Hyderabad: 'హైదరాబాద్',
  Bengaluru: 'బెంగళూరు',
  Mumbai: 'ముంబై',
  Delhi: 'ఢిల్లీ',
  Chennai: 'చెన్నై',
  Pune: 'పుణె',
  Kolkata: 'కోల్‌కతా',
  Ahmedabad: 'అహ్మదాబాద్',
  Noida: 'నోయిడా',
  Gurugram: 'గురుగ్రామ్',
  Jaipur: 'జైపూర్',
  Visakhapatnam: 'విశాఖపట్నం',
  Vijayawada: 'విజయవాడ',
  Warangal: 'వరంగల్',
  Telangana: 'తెలంగాణ',
  Karnataka: 'కర్ణాటక',
  Maharashtra: 'మహారాష్ట్ర',
  'Tamil Nadu': 'తమిళనాడు',
  'West Bengal': 'పశ్చిమ బెంగాల్',
  Gujarat: 'గుజరాత్',
  'Uttar Pradesh': 'ఉత్తర ప్రదేశ్',
  Haryana: 'హర్యానా',
  Rajasthan: 'రాజస్థాన్',
  'Andhra Pradesh': 'ఆంధ్రప్రదేశ్',
};

/**
 * A city's or state's name in a language; English, or a place not listed, as it is. In a browser build of one
 * language (DR 160) that language is a constant: the English build needs neither table and the Hindi build
 * not the Telugu one, and the minifier drops them (DR 216).
 */
export function placeNameIn(name: string, locale: Locale): string {
  const language =
    (globalThis as { __PARAGLIDE_STATIC_LOCALE__?: Locale }).__PARAGLIDE_STATIC_LOCALE__ ?? locale;
  if (language === 'en') return name;
  const names = language === 'hi' ? HINDI_PLACE_NAMES : TELUGU_PLACE_NAMES;
  return (Object.hasOwn(names, name) ? names[name] : undefined) ?? name;
}
