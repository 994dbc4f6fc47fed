import { COMPANY } from './company.ts';
import { BLOG_ARTICLE_SLUGS } from './content/blog-slugs.ts';
import { blog_heading } from './i18n/paraglide/messages/blog_heading.js';
import { breadcrumb_home } from './i18n/paraglide/messages/breadcrumb_home.js';
import { breadcrumb_sell_mobile } from './i18n/paraglide/messages/breadcrumb_sell_mobile.js';
import { footer_link_contact } from './i18n/paraglide/messages/footer_link_contact.js';
import { home_faq_title } from './i18n/paraglide/messages/home_faq_title.js';
import { page_about_eyebrow } from './i18n/paraglide/messages/page_about_eyebrow.js';
import { page_about_title } from './i18n/paraglide/messages/page_about_title.js';
import { page_not_found_title } from './i18n/paraglide/messages/page_not_found_title.js';
import { page_privacy_title } from './i18n/paraglide/messages/page_privacy_title.js';
import { page_seo_about_description } from './i18n/paraglide/messages/page_seo_about_description.js';
import { page_seo_buy_title } from './i18n/paraglide/messages/page_seo_buy_title.js';
import { page_seo_contact_description } from './i18n/paraglide/messages/page_seo_contact_description.js';
import { page_seo_faq_description } from './i18n/paraglide/messages/page_seo_faq_description.js';
import { page_seo_not_found_description } from './i18n/paraglide/messages/page_seo_not_found_description.js';
import { page_seo_privacy_description } from './i18n/paraglide/messages/page_seo_privacy_description.js';
import { page_seo_privacy_name } from './i18n/paraglide/messages/page_seo_privacy_name.js';
import { page_seo_repair_description } from './i18n/paraglide/messages/page_seo_repair_description.js';
import { page_seo_repair_title } from './i18n/paraglide/messages/page_seo_repair_title.js';
import { page_seo_search_description } from './i18n/paraglide/messages/page_seo_search_description.js';
import { page_seo_search_title } from './i18n/paraglide/messages/page_seo_search_title.js';
import { privacy_account_title } from './i18n/paraglide/messages/privacy_account_title.js';
import { privacy_nominee_page_title } from './i18n/paraglide/messages/privacy_nominee_page_title.js';
import { q_seo_report_description } from './i18n/paraglide/messages/q_seo_report_description.js';
import { q_seo_report_title } from './i18n/paraglide/messages/q_seo_report_title.js';
import { quote_seo_description } from './i18n/paraglide/messages/quote_seo_description.js';
import { quote_seo_title } from './i18n/paraglide/messages/quote_seo_title.js';
import { sc_title } from './i18n/paraglide/messages/sc_title.js';
import { seo_blogs_description } from './i18n/paraglide/messages/seo_blogs_description.js';
import { seo_blogs_title } from './i18n/paraglide/messages/seo_blogs_title.js';
import { seo_brand_description } from './i18n/paraglide/messages/seo_brand_description.js';
import { seo_brand_title } from './i18n/paraglide/messages/seo_brand_title.js';
import { seo_home_description } from './i18n/paraglide/messages/seo_home_description.js';
import { seo_home_title } from './i18n/paraglide/messages/seo_home_title.js';
import { seo_model_description } from './i18n/paraglide/messages/seo_model_description.js';
import { seo_model_description_price } from './i18n/paraglide/messages/seo_model_description_price.js';
import { seo_model_title } from './i18n/paraglide/messages/seo_model_title.js';
import { seo_model_title_price } from './i18n/paraglide/messages/seo_model_title_price.js';
import { seo_options_description } from './i18n/paraglide/messages/seo_options_description.js';
import { seo_options_title } from './i18n/paraglide/messages/seo_options_title.js';
import { seo_partner_form_description } from './i18n/paraglide/messages/seo_partner_form_description.js';
import { seo_partner_form_name } from './i18n/paraglide/messages/seo_partner_form_name.js';
import { seo_partner_form_title } from './i18n/paraglide/messages/seo_partner_form_title.js';
import { seo_sell_mobile_description } from './i18n/paraglide/messages/seo_sell_mobile_description.js';
import { seo_sell_mobile_title } from './i18n/paraglide/messages/seo_sell_mobile_title.js';
import { seo_title_edit_profile } from './i18n/paraglide/messages/seo_title_edit_profile.js';
import { seo_title_partner_portal } from './i18n/paraglide/messages/seo_title_partner_portal.js';
import { seo_title_purchase_orders } from './i18n/paraglide/messages/seo_title_purchase_orders.js';
import { seo_title_reexact_value } from './i18n/paraglide/messages/seo_title_reexact_value.js';
import { seo_title_requote } from './i18n/paraglide/messages/seo_title_requote.js';
import { seo_title_response } from './i18n/paraglide/messages/seo_title_response.js';
import { seo_title_sales_order_detail } from './i18n/paraglide/messages/seo_title_sales_order_detail.js';
import { seo_title_sales_orders } from './i18n/paraglide/messages/seo_title_sales_orders.js';
import { seo_title_sell_now } from './i18n/paraglide/messages/seo_title_sell_now.js';
import { seo_titled_description } from './i18n/paraglide/messages/seo_titled_description.js';
import {
  BASE_LOCALE,
  INTL_LOCALES,
  LOCALES,
  type Locale,
  localeOfPath,
  localePrefix,
  localizedPath,
  pathWithoutLocale,
} from './i18n.ts';
import { bannerArtUrl, MODEL_IMAGE } from './images.ts';
import { formatINR } from './money.ts';
import {
  CONSOLE_BASE,
  isConsolePath,
  isPartnerPath,
  matchRoute,
  PARTNER_BASE,
  ROUTE_PATTERNS,
  type RouteName,
} from './routes.ts';

/**
 * Search-engine metadata of every route (SPEC 2: title, description, keywords, thumbnail, canonical,
 * open-graph and twitter texts, structured data). The server writes it into the HTML it sends; the web app
 * applies the same table on client-side navigation. The table is keyed by the route names of ROUTE_PATTERNS
 * (routes.ts), and a path finds its entry through routes.ts's `matchRoute`: a route has one path pattern and
 * one metadata entry. The console and partner portal trees (outside ROUTE_PATTERNS) have an entry each, keyed
 * by their base path.
 *
 * Canonical URLs never carry the city segment: /hyderabad/sell-mobile and /sell-mobile are one page to a
 * search engine, so they do not compete with each other. Catalog and content data come in through
 * `SeoSources`, which keeps this module small (it may ship to the browser) and free of zod.
 */

export interface SeoBrand {
  slug: string;
  name: string;
}

export interface SeoModel {
  slug: string;
  /** The full name with the brand, e.g. 'Apple iPhone 15 Pro Max'. */
  name: string;
  brand: SeoBrand;
  /** The highest Get Upto price among the variants, in whole rupees; null without variants. */
  highestPrice: number | null;
}

export interface SeoArticle {
  slug: string;
  title: string;
  description: string;
  /** Site-relative or absolute image URL. */
  image: string;
  /** ISO date (or date-time) of publication. */
  dateTime: string;
}

export interface SeoFaqItem {
  question: string;
  answer: string;
}

/** What the metadata of a route may look up. Brands and models are looked up by their slugs. */
export interface SeoSources {
  /** Where the site is served from, without a trailing slash: 'https://www.phonix.in'. */
  origin: string;
  isCity(slug: string): boolean;
  brand(slug: string): SeoBrand | undefined;
  model(brandSlug: string, modelSlug: string): SeoModel | undefined;
  /** The article's card in the page's language (title and description translated; cover and date the same). */
  article(slug: string, locale: Locale): SeoArticle | undefined;
  /** The FAQ's questions and answers in a language (the FAQ page's FAQPage JSON-LD is in the page's). */
  faq: (locale: Locale) => readonly SeoFaqItem[];
}

export interface PageMetadata {
  title: string;
  description: string;
  keywords: string;
  /** Absolute URL of the page's canonical (city-less) address. */
  canonical: string;
  /** The thumbnail (og:image, twitter:image), absolute. */
  image: { url: string; alt: string; width: number; height: number };
  ogType: 'website' | 'article' | 'product';
  /** False for login-only, personal and placeholder pages (noindex). */
  indexable: boolean;
  jsonLd: Record<string, unknown>[];
  /** The page's largest image, fetched by the browser before the app asks for it (site-relative). */
  preloadImages: PreloadImage[];
  /** True for the not-found page. */
  notFound: boolean;
  /** The storefront route that draws the page (the server preloads its code); null for the not-found page and the console and partner trees. */
  route: RouteName | null;
  /** The page's language (its URL's prefix). */
  locale: Locale;
  /**
   * The page in each language and x-default (English), for <link rel="alternate" hreflang> and the sitemap:
   * every indexable page, none for the others.
   */
  alternates: HreflangAlternate[];
}

export interface HreflangAlternate {
  hreflang: Locale | 'x-default';
  href: string;
}

export interface PreloadImage {
  href: string;
  /** Only for screens matching this media query (as the <picture> source that uses it). */
  media?: string;
}

/** The site-wide share image (generated by the server at start-up). */
export const SITE_IMAGE = { path: '/images/og/phonix.png', width: 1200, height: 630 } as const;

const SUFFIX = ` | ${COMPANY.name}`;
const BASE_KEYWORDS = 'sell old mobile, sell used phone, sell phone online, instant cash, doorstep pickup';

interface RouteContext {
  params: Record<string, string>;
  /** The page's language: the texts' (messages given `{ locale }`), never a global. */
  locale: Locale;
  sources: SeoSources;
  /** The canonical path built from the pattern and the path's own parameters. */
  path: string;
}

interface RouteDescription {
  title: string;
  description: string;
  keywords?: string;
  /** Canonical path when it differs from the matched one (catalog pages use the catalog's own slugs). */
  path?: string;
  image?: PageMetadata['image'];
  ogType?: PageMetadata['ogType'];
  jsonLd?: (absolute: (path: string) => string) => Record<string, unknown>[];
  preloadImages?: PreloadImage[];
}

/**
 * The route trees outside ROUTE_PATTERNS, each a single-page app of its own under its base path (never under
 * a city; the server serves every path of them, see apps/server web routes' isKnownPage).
 */
const ROUTE_TREES = [
  [CONSOLE_BASE, isConsolePath],
  [PARTNER_BASE, isPartnerPath],
] as const;
export type RouteTreeBase = (typeof ROUTE_TREES)[number][0];

/** What the metadata table is keyed by: a route name of ROUTE_PATTERNS, or a route tree's base path. */
export type PageKey = RouteName | RouteTreeBase;

/**
 * Who the page is for. 'index' (the default): search engines. 'noindex': placeholders and pages of one
 * visitor's search or answers, kept out of search results. 'personal': login-only pages and pages reached by
 * an order reference, noindex, and robots.txt asks crawlers to stay out of them (with or without a city first).
 */
export type PageVisibility = 'index' | 'noindex' | 'personal';

interface PageEntry {
  visibility?: PageVisibility;
  /** The page's texts; undefined when the brand, model or article does not exist (not found). */
  describe: (context: RouteContext) => RouteDescription | undefined;
}

const breadcrumbs = (items: [name: string, path: string][]) => (absolute: (path: string) => string) => [
  {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absolute(path),
    })),
  },
];

/** The company, as schema.org knows it (the home page states it; other pages name it as their subject). */
const organization = (absolute: (path: string) => string) => ({
  '@type': 'Organization',
  '@id': absolute('/#organization'),
  name: COMPANY.name,
  legalName: COMPANY.legalName,
  url: absolute('/'),
  logo: absolute('/favicon.svg'),
  email: COMPANY.email,
  telephone: COMPANY.phone,
  address: {
    '@type': 'PostalAddress',
    streetAddress: COMPANY.address.street,
    addressLocality: COMPANY.address.city,
    addressRegion: COMPANY.address.state,
    postalCode: COMPANY.address.pincode,
    addressCountry: 'IN',
  },
  sameAs: COMPANY.social.map((link) => link.url),
});

/** A page about the company (schema.org AboutPage, WebPage, ContactPage ...), with the company as its subject. */
const companyPage =
  (type: string, path: string, name: string) =>
  (absolute: (path: string) => string): Record<string, unknown>[] => [
    {
      '@context': 'https://schema.org',
      '@type': type,
      name,
      url: absolute(path),
      about: { '@id': absolute('/#organization') },
      mainEntity: organization(absolute),
    },
  ];

const fixed =
  (title: string, description: string, keywords?: string): PageEntry['describe'] =>
  () => ({ title, description, ...(keywords ? { keywords } : {}) });

type TitleMessage = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/** A page with only a title to tell, in the page's language: the description is made from it. */
const titled =
  (title: TitleMessage): PageEntry['describe'] =>
  ({ locale }) => {
    const text = title({}, { locale });
    return {
      title: text,
      description: seo_titled_description({ title: text, company: COMPANY.name }, { locale }),
    };
  };

const personal = (title: TitleMessage): PageEntry => ({ visibility: 'personal', describe: titled(title) });

/**
 * The metadata of every page (SPEC 2), one entry per route of ROUTE_PATTERNS and per route tree; the type
 * asks for every route and allows no other key.
 */
export const PAGE_METADATA: Readonly<Record<PageKey, PageEntry>> = {
  home: {
    describe: ({ locale }) => ({
      title: seo_home_title({}, { locale }),
      // The first banner slide is the home page's largest paint (apps/web features/home banner-slides.ts).
      preloadImages: [
        { href: bannerArtUrl(1, 'mobile', locale), media: '(max-width: 767.98px)' },
        { href: bannerArtUrl(1, 'desktop', locale), media: '(min-width: 768px)' },
      ],
      description: seo_home_description({ company: COMPANY.name }, { locale }),
      jsonLd: (absolute) => [
        { '@context': 'https://schema.org', ...organization(absolute) },
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: COMPANY.name,
          url: absolute('/'),
          publisher: { '@id': absolute('/#organization') },
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: absolute('/search-result/{search_term_string}') },
            'query-input': 'required name=search_term_string',
          },
        },
      ],
    }),
  },
  sellMobile: {
    describe: ({ locale }) => ({
      title: seo_sell_mobile_title({}, { locale }),
      description: seo_sell_mobile_description({}, { locale }),
      jsonLd: breadcrumbs([
        [breadcrumb_home({}, { locale }), '/'],
        [breadcrumb_sell_mobile({}, { locale }), '/sell-mobile'],
      ]),
    }),
  },
  brand: {
    describe: ({ params, sources, locale }) => {
      const brand = sources.brand(params.brand ?? '');
      if (!brand) return undefined;
      const path = `/sell-mobile/${encodeURIComponent(brand.slug)}`;
      return {
        title: seo_brand_title({ brand: brand.name }, { locale }),
        description: seo_brand_description({ brand: brand.name }, { locale }),
        keywords: `sell old ${brand.name} phone, sell used ${brand.name} mobile, ${brand.name} phone price, ${BASE_KEYWORDS}`,
        path,
        jsonLd: breadcrumbs([
          [breadcrumb_home({}, { locale }), '/'],
          [breadcrumb_sell_mobile({}, { locale }), '/sell-mobile'],
          [brand.name, path],
        ]),
      };
    },
  },
  model: {
    describe: ({ params, sources, locale }) => {
      const model = sources.model(params.brand ?? '', params.model ?? '');
      if (!model) return undefined;
      const brandPath = `/sell-mobile/${encodeURIComponent(model.brand.slug)}`;
      const path = `${brandPath}/${encodeURIComponent(model.slug)}`;
      const price = model.highestPrice;
      const named = { model: model.name };
      const priced = { ...named, price: price === null ? '' : formatINR(price, locale) };
      return {
        title:
          price === null ? seo_model_title(named, { locale }) : seo_model_title_price(priced, { locale }),
        description:
          price === null
            ? seo_model_description(named, { locale })
            : seo_model_description_price(priced, { locale }),
        keywords: `sell old ${model.name}, sell used ${model.name}, ${model.name} resale price, ${BASE_KEYWORDS}`,
        path,
        ogType: 'product',
        preloadImages: [{ href: `/images/models/${encodeURIComponent(model.slug)}.webp` }],
        image: {
          url: `/images/models/${encodeURIComponent(model.slug)}.webp`,
          alt: model.name,
          ...MODEL_IMAGE,
        },
        jsonLd: (absolute) => [
          {
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: model.name,
            image: absolute(`/images/models/${encodeURIComponent(model.slug)}.webp`),
            description: `Used ${model.name} bought by ${COMPANY.name} for instant cash with free doorstep pickup.`,
            brand: { '@type': 'Brand', name: model.brand.name },
            ...(price === null
              ? {}
              : {
                  offers: {
                    '@type': 'Offer',
                    url: absolute(path),
                    price,
                    priceCurrency: 'INR',
                    availability: 'https://schema.org/InStock',
                    itemCondition: 'https://schema.org/UsedCondition',
                    seller: { '@type': 'Organization', name: COMPANY.name },
                  },
                }),
          },
          ...breadcrumbs([
            [breadcrumb_home({}, { locale }), '/'],
            [breadcrumb_sell_mobile({}, { locale }), '/sell-mobile'],
            [model.brand.name, brandPath],
            [model.name, path],
          ])(absolute),
        ],
      };
    },
  },
  buyMobile: {
    visibility: 'noindex',
    describe: ({ locale }) => ({
      title: page_seo_buy_title({}, { locale }),
      description: page_seo_repair_description({}, { locale }),
    }),
  },
  repairMobile: {
    visibility: 'noindex',
    describe: ({ locale }) => ({
      title: page_seo_repair_title({}, { locale }),
      description: page_seo_repair_description({}, { locale }),
    }),
  },
  purchaseOrders: { visibility: 'noindex', describe: titled(seo_title_purchase_orders) },
  options: {
    visibility: 'noindex',
    describe: ({ locale }) => ({
      title: seo_options_title({}, { locale }),
      description: seo_options_description({}, { locale }),
    }),
  },
  searchResult: {
    visibility: 'noindex',
    describe: ({ params, locale }) => ({
      title: page_seo_search_title({ search: params.search ?? '' }, { locale }),
      description: page_seo_search_description(
        { search: params.search ?? '', company: COMPANY.name },
        { locale },
      ),
    }),
  },
  exactValue: {
    visibility: 'personal',
    describe: ({ locale }) => ({
      title: quote_seo_title({}, { locale }),
      description: quote_seo_description({ company: COMPANY.name }, { locale }),
    }),
  },
  sellNow: personal(seo_title_sell_now),
  about: {
    describe: ({ locale }) => ({
      title: page_about_title({}, { locale }),
      description: page_seo_about_description({}, { locale }),
      keywords: `about ${COMPANY.name}, ${BASE_KEYWORDS}`,
      jsonLd: companyPage('AboutPage', '/about', page_about_eyebrow({ company: COMPANY.name }, { locale })),
    }),
  },
  faq: {
    describe: ({ sources, locale }) => ({
      title: home_faq_title({}, { locale }),
      description: page_seo_faq_description({}, { locale }),
      keywords: `${COMPANY.name} faq, how to sell old phone, ${BASE_KEYWORDS}`,
      jsonLd: () => [
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: sources.faq(locale).map((item) => ({
            '@type': 'Question',
            name: item.question,
            acceptedAnswer: { '@type': 'Answer', text: item.answer },
          })),
        },
      ],
    }),
  },
  blogs: {
    describe: ({ locale }) => ({
      title: seo_blogs_title({}, { locale }),
      description: seo_blogs_description({}, { locale }),
      keywords: `sell phone tips, phone resale guide, ${BASE_KEYWORDS}`,
      jsonLd: breadcrumbs([
        [breadcrumb_home({}, { locale }), '/'],
        [blog_heading({}, { locale }), '/blogs'],
      ]),
    }),
  },
  privacyPolicy: {
    describe: ({ locale }) => ({
      title: page_privacy_title({}, { locale }),
      description: page_seo_privacy_description({}, { locale }),
      jsonLd: companyPage(
        'WebPage',
        '/privacy-policy',
        page_seo_privacy_name({ company: COMPANY.name }, { locale }),
      ),
    }),
  },
  partnerForm: {
    describe: ({ locale }) => ({
      title: seo_partner_form_title({}, { locale }),
      description: seo_partner_form_description({ company: COMPANY.name }, { locale }),
      keywords: `${COMPANY.name} partner, mobile shop partnership, sell used phones business`,
      jsonLd: companyPage(
        'ContactPage',
        '/partner-form',
        seo_partner_form_name({ company: COMPANY.name }, { locale }),
      ),
    }),
  },
  contact: {
    describe: ({ locale }) => ({
      title: footer_link_contact({}, { locale }),
      description: page_seo_contact_description(
        {
          phone: COMPANY.phone,
          email: COMPANY.email,
          company: COMPANY.name,
          city: COMPANY.address.city,
          state: COMPANY.address.state,
        },
        { locale },
      ),
      keywords: `contact ${COMPANY.name}, ${COMPANY.name} customer care, ${BASE_KEYWORDS}`,
      jsonLd: (absolute) => [
        {
          '@context': 'https://schema.org',
          '@type': 'ContactPage',
          url: absolute('/contact'),
          mainEntity: {
            '@type': 'Organization',
            name: COMPANY.name,
            email: COMPANY.email,
            telephone: COMPANY.phone,
            url: absolute('/'),
          },
        },
      ],
    }),
  },
  editProfile: personal(seo_title_edit_profile),
  response: personal(seo_title_response),
  salesOrders: personal(seo_title_sales_orders),
  salesOrderDetail: personal(seo_title_sales_order_detail),
  accountPrivacy: personal(privacy_account_title),
  nomineeAccess: personal(privacy_nominee_page_title),
  deviceReport: {
    visibility: 'personal',
    describe: ({ locale }) => ({
      title: q_seo_report_title({}, { locale }),
      description: q_seo_report_description({ company: COMPANY.name }, { locale }),
    }),
  },
  requote: personal(seo_title_requote),
  reexactValue: personal(seo_title_reexact_value),
  checkMyPhone: personal(sc_title),
  blogArticle: {
    describe: ({ params, sources, locale }) => {
      const article = sources.article(params.article ?? '', locale);
      if (!article) return undefined;
      const path = `/${encodeURIComponent(article.slug)}`;
      return {
        title: article.title,
        description: article.description,
        keywords: `${article.title}, ${BASE_KEYWORDS}`,
        path,
        ogType: 'article',
        // The cover is the article page's largest paint.
        preloadImages: [{ href: article.image }],
        jsonLd: (absolute) => [
          {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: article.title,
            description: article.description,
            inLanguage: INTL_LOCALES[locale],
            image: absolute(article.image),
            datePublished: article.dateTime,
            dateModified: article.dateTime,
            mainEntityOfPage: absolute(path),
            author: { '@type': 'Organization', name: COMPANY.name, url: absolute('/') },
            publisher: {
              '@type': 'Organization',
              name: COMPANY.name,
              logo: { '@type': 'ImageObject', url: absolute('/favicon.svg') },
            },
          },
        ],
      };
    },
  },
  // The operations console stays English (issue 22).
  [CONSOLE_BASE]: {
    visibility: 'personal',
    describe: fixed('Operations console', `Operations console. ${COMPANY.tagline} with ${COMPANY.name}.`),
  },
  [PARTNER_BASE]: personal(seo_title_partner_portal),
};

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export interface PageMatch {
  key: PageKey;
  params: Record<string, string>;
  /**
   * The canonical path, without the city: the route's pattern with the visited parameters, or the tree's
   * base with the rest as visited.
   */
  path: string;
}

/**
 * The metadata entry of a path: its route (routes.ts `matchRoute`, with or without a city; blog articles only
 * at their slugs), or the console or partner portal tree it is under (never under a city); undefined for a
 * path that is no page.
 */
export function matchPage(pathname: string, isCity: (slug: string) => boolean): PageMatch | undefined {
  const path = pathname.split(/[?#]/)[0] || '/';
  for (const [base, isTreePath] of ROUTE_TREES) {
    if (!isTreePath(path.toLowerCase())) continue;
    const rest = path
      .slice(base.length)
      .split('/')
      .filter(Boolean)
      .map((segment) => encodeURIComponent(decodeSegment(segment)));
    return { key: base, params: {}, path: [base, ...rest].join('/') };
  }
  const match = matchRoute(path, isCity);
  if (!match) return undefined;
  const canonical = ROUTE_PATTERNS[match.name].replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(match.params[name] ?? ''),
  );
  return { key: match.name, params: match.params, path: canonical };
}

/** Whether search engines may list the page (visibility 'index'). */
export function isIndexable(key: PageKey): boolean {
  return (PAGE_METADATA[key].visibility ?? 'index') === 'index';
}

const isRouteTreeBase = (key: PageKey): key is RouteTreeBase => key.startsWith('/');

/** The literal start of a page's paths: '/response' for '/response/:ref', the base for a tree. */
function literalPrefix(key: PageKey): string {
  if (isRouteTreeBase(key)) return key;
  const pattern: string = ROUTE_PATTERNS[key];
  const literal = pattern.split('/:')[0] ?? '';
  return literal === '' ? '/' : literal;
}

/**
 * robots.txt's Disallow rules: crawlers stay out of the personal pages, routes with or without a city first
 * (route trees are never under a city). A rule is a path prefix; where that prefix would also cover another
 * page ('/partner' and '/partner-form') the rules are the exact path ('$') and the tree below it instead.
 */
export function robotsDisallowRules(): string[] {
  const keys = Object.keys(PAGE_METADATA) as PageKey[];
  const otherPaths = [...keys.map(literalPrefix), ...BLOG_ARTICLE_SLUGS.map((slug) => `/${slug}`)];
  return keys
    .filter((key) => PAGE_METADATA[key].visibility === 'personal')
    .flatMap((key) => {
      const prefix = literalPrefix(key);
      const overlaps = otherPaths.some(
        (other) => other !== prefix && other.startsWith(prefix) && !other.startsWith(`${prefix}/`),
      );
      const rules = overlaps ? [`${prefix}$`, `${prefix}/`] : [prefix];
      if (!isRouteTreeBase(key)) return rules.flatMap((rule) => [rule, `/*${rule}`]);
      // The partner portal is served under each language's prefix too (the console only in English).
      const prefixes = key === PARTNER_BASE ? LOCALES.map(localePrefix) : [''];
      return prefixes.flatMap((prefix) => rules.map((rule) => `${prefix}${rule}`));
    });
}

function absoluteUrl(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * The not-found page's metadata (HTTP 404), in the language of its path (or the one given: the server keeps
 * the canonical at '/' for an address that is no page at all).
 */
export function notFoundMetadata(
  sources: Pick<SeoSources, 'origin'>,
  pathname = '/',
  locale: Locale = localeOfPath(pathname),
): PageMetadata {
  return {
    title: `${page_not_found_title({}, { locale })}${SUFFIX}`,
    description: page_seo_not_found_description({}, { locale }),
    keywords: BASE_KEYWORDS,
    canonical: absoluteUrl(sources.origin, pathname.split(/[?#]/)[0] || '/'),
    image: siteImage(sources.origin),
    ogType: 'website',
    indexable: false,
    jsonLd: [],
    preloadImages: [],
    notFound: true,
    route: null,
    locale,
    alternates: [],
  };
}

function siteImage(origin: string): PageMetadata['image'] {
  return {
    url: absoluteUrl(origin, SITE_IMAGE.path),
    alt: `${COMPANY.name}: ${COMPANY.tagline}`,
    width: SITE_IMAGE.width,
    height: SITE_IMAGE.height,
  };
}

/** Site paths that are files, not pages: never under a language prefix. */
const isFilePath = (path: string) =>
  /^\/(#|images\/|banners\/|assets\/)/.test(path) || /\.[a-z0-9]+$/i.test(path.split(/[?#]/)[0] ?? '');

/**
 * The metadata of a page in its language (the path's prefix: '/hi/sell-mobile/apple'); the not-found
 * metadata when it is no page (matchPage) or its brand/model/article is unknown. Its canonical and the
 * page links of its JSON-LD stay in its language; `alternates` names it in every language.
 */
export function describePage(pathname: string, sources: SeoSources): PageMetadata {
  const locale = localeOfPath(pathname);
  const match = matchPage(pathWithoutLocale(pathname), (slug) => sources.isCity(slug));
  if (!match) return notFoundMetadata(sources, pathname);
  const entry = PAGE_METADATA[match.key];
  const description = entry.describe({ params: match.params, sources, path: match.path, locale });
  if (!description) return notFoundMetadata(sources, pathname);
  const inLocale = (path: string, to: Locale) => (isFilePath(path) ? path : localizedPath(path, to));
  const absolute = (path: string) => absoluteUrl(sources.origin, inLocale(path, locale));
  const canonicalPath = description.path ?? match.path;
  const indexable = isIndexable(match.key);
  const image = description.image
    ? { ...description.image, url: absolute(description.image.url) }
    : siteImage(sources.origin);
  return {
    title: `${description.title}${SUFFIX}`,
    description: description.description,
    keywords: description.keywords ?? BASE_KEYWORDS,
    canonical: absolute(canonicalPath),
    image,
    ogType: description.ogType ?? 'website',
    indexable,
    jsonLd: description.jsonLd?.(absolute) ?? [],
    preloadImages: description.preloadImages ?? [],
    notFound: false,
    route: isRouteTreeBase(match.key) ? null : match.key,
    locale,
    alternates: indexable ? hreflangAlternates(sources.origin, canonicalPath) : [],
  };
}

/** A page's address in each language, and x-default (English): the same for every language of the page. */
export function hreflangAlternates(origin: string, path: string): HreflangAlternate[] {
  const inEach = LOCALES.map((locale) => ({
    hreflang: locale,
    href: absoluteUrl(origin, localizedPath(path, locale)),
  }));
  return [...inEach, { hreflang: 'x-default', href: absoluteUrl(origin, localizedPath(path, BASE_LOCALE)) }];
}

/** The og:locale of each language. */
const OG_LOCALES: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN', te: 'te_IN' };

/** One <meta> tag of the head: `key` goes in the name (or property, for open-graph) attribute. */
export interface MetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

/** The <meta> tags of a page, in order; the server renders them and the web app updates them. */
export function metaTags(page: PageMetadata): MetaTag[] {
  const name = (key: string, content: string): MetaTag => ({ attribute: 'name', key, content });
  const property = (key: string, content: string): MetaTag => ({ attribute: 'property', key, content });
  return [
    name('description', page.description),
    name('keywords', page.keywords),
    name('robots', page.indexable ? 'index, follow, max-image-preview:large' : 'noindex, follow'),
    property('og:site_name', COMPANY.name),
    property('og:locale', OG_LOCALES[page.locale]),
    property('og:type', page.ogType),
    property('og:title', page.title),
    property('og:description', page.description),
    property('og:url', page.canonical),
    property('og:image', page.image.url),
    property('og:image:alt', page.image.alt),
    property('og:image:width', String(page.image.width)),
    property('og:image:height', String(page.image.height)),
    name('twitter:card', page.image.width > page.image.height ? 'summary_large_image' : 'summary'),
    name('twitter:site', '@phonix_in'),
    name('twitter:title', page.title),
    name('twitter:description', page.description),
    name('twitter:image', page.image.url),
    name('twitter:image:alt', page.image.alt),
  ];
}

/** JSON for a <script type="application/ld+json"> element: no '<' can close the script early. */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
