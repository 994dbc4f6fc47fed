import type { ErrorResponse, RequestOf, ResponseOf } from './api/contract.ts';
import type { Locale } from './i18n.ts';

/**
 * What the server and the web app's server entry (apps/web/src/entry-server.tsx, built by Vite into
 * apps/web/dist-ssr) agree on to render a public page: the server hands in the page's address and an
 * in-process reader of the public GET endpoints (the same services the API answers from, never HTTP); the
 * entry answers the body's HTML and the data the browser hydrates with.
 */

/** The public GET endpoints a server-rendered page may read (ARCHITECTURE.md, "How a page is rendered"). */
export const PAGE_READS = [
  'getCities',
  'brands',
  'brandModels',
  'modelVariants',
  'variantDetails',
  'searchResult',
  'deviceReport',
] as const;
export type PageReadName = (typeof PAGE_READS)[number];

/**
 * A read's answer as the endpoint would give it: its 200 body, or its refusal (a missing model is a 404
 * MODEL_NOT_FOUND). Plain data, no classes: the server and the web bundle each have their own copy of this
 * package.
 */
export type PageReadResult<N extends PageReadName> =
  | { ok: true; data: ResponseOf<N> }
  | { ok: false; status: number; error: ErrorResponse };

export type PageReader = <N extends PageReadName>(name: N, input: RequestOf<N>) => Promise<PageReadResult<N>>;

export interface PageRenderRequest {
  /** The path and query of the page ('/hyderabad/sell-mobile/apple?x=1'). */
  url: string;
  read: PageReader;
  /** The language the one-line note at the top offers (i18n.ts `offeredLocale`), if any. */
  offer?: Locale | undefined;
}

export interface RenderedPage {
  /** 404 when the page's own data does not exist (an unknown device report). */
  status: 200 | 404;
  /** What goes inside <div id="root">. */
  html: string;
  /** JSON for the page-data script the browser hydrates with (<, > and & escaped, safe inside <script>). */
  data: string;
  /** Whether the page holds only catalog and content data (may be cached until the catalog changes). */
  cacheable: boolean;
}

export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage>;

/** The id of the <script type="application/json"> holding a page's data. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * The one-line note offering the page in another language, with its words in that language: written by the
 * server, which has every language's messages (each language's browser build has only its own: DR 160).
 */
export interface LanguageOfferLine {
  locale: Locale;
  /** "Read this page in <language>", in that language. */
  link: string;
  /** "No, thanks", in that language. */
  dismiss: string;
}

/** What that script holds. */
export interface PageData<State = unknown> {
  /** The city the server put in the page's links (lib/city-path.ts). */
  city: string;
  /** The page's language (from its URL) and the language the note at the top offers, if any. */
  locale: Locale;
  offer: LanguageOfferLine | null;
  /** TanStack Query's dehydrated state of the page's reads. */
  queries: State;
}
