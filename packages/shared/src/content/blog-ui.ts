import type { Locale } from '../i18n.ts';

/**
 * The few words of the blog pages around the articles' and cards' texts (the list's heading, "Read more",
 * the call to sell, the list's head), in each language. Small enough to keep the three together (as a
 * Paraglide message module does); the long texts are per language: cards in blog-cards/<locale>.ts,
 * articles in articles/<locale>/<slug>.ts (DR 140).
 */
export interface BlogUi {
  /** The list's heading and the breadcrumb's last step. */
  blogs: string;
  eyebrow: string;
  lead: string;
  readMore: string;
  /** Before a highlighted tip in an article. */
  tip: string;
  ctaTitle: string;
  ctaText: string;
  ctaButton: string;
  moreFromBlog: string;
  /** The list page's <title> and description. */
  seoTitle: string;
  seoDescription: string;
}

export const BLOG_UI: Record<Locale, BlogUi> = {
  en: {
    blogs: 'Blogs',
    eyebrow: 'Guides and tips',
    lead: 'Practical guides to selling a used phone in India: preparing it, pricing it and what happens at pickup.',
    readMore: 'Read more',
    tip: 'Tip:',
    ctaTitle: 'Ready to sell your phone?',
    ctaText: 'See its exact value in a minute. Pickup is free.',
    ctaButton: 'Check your price',
    moreFromBlog: 'More from our blog',
    seoTitle: 'Blogs: Tips for Selling Your Used Phone',
    seoDescription:
      'Guides and tips on selling your used phone, getting the best price, preparing your device and choosing your next one.',
  },
  hi: {
    blogs: 'ब्लॉग',
    eyebrow: 'गाइड और टिप्स',
    lead: 'भारत में पुराना फोन बेचने की आसान गाइड: फोन कैसे तैयार करें, उसकी कीमत कैसे तय होती है और पिकअप के दिन क्या होता है।',
    readMore: 'पूरा पढ़ें',
    tip: 'टिप:',
    ctaTitle: 'फोन बेचने के लिए तैयार हैं?',
    ctaText: 'एक मिनट में उसकी सही कीमत देखें। पिकअप फ्री है।',
    ctaButton: 'अपनी कीमत देखें',
    moreFromBlog: 'हमारे ब्लॉग से और पढ़ें',
    seoTitle: 'ब्लॉग: पुराना फोन बेचने के टिप्स',
    seoDescription: 'पुराना फोन बेचने, सबसे अच्छी कीमत पाने, फोन तैयार करने और अगला फोन चुनने के लिए आसान गाइड और टिप्स।',
  },
  te: {
    blogs: 'బ్లాగులు',
    eyebrow: 'గైడ్‌లు, టిప్స్',
    lead: 'భారతదేశంలో పాత ఫోన్ అమ్మడానికి ఉపయోగపడే గైడ్‌లు: ఫోన్‌ను ఎలా సిద్ధం చేయాలి, దాని ధర ఎలా నిర్ణయమవుతుంది, పికప్ రోజు ఏమి జరుగుతుంది.',
    readMore: 'ఇంకా చదవండి',
    tip: 'టిప్:',
    ctaTitle: 'మీ ఫోన్ అమ్మడానికి సిద్ధమా?',
    ctaText: 'ఒక్క నిమిషంలో దాని సరైన ధర చూడండి. పికప్ ఉచితం.',
    ctaButton: 'మీ ధర చూడండి',
    moreFromBlog: 'మా బ్లాగ్ నుండి మరిన్ని',
    seoTitle: 'బ్లాగులు: పాత ఫోన్ అమ్మడానికి టిప్స్',
    seoDescription: 'పాత ఫోన్ అమ్మడం, మంచి ధర పొందడం, ఫోన్‌ను సిద్ధం చేయడం, తదుపరి ఫోన్ ఎంచుకోవడంపై గైడ్‌లు, టిప్స్.',
  },
};
