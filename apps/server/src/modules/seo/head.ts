import { jsonLdText, metaTags, type PageMetadata } from '@phonix/shared/seo';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element or a double-quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** The <title>, <meta>, canonical <link> and JSON-LD <script> elements of a page, as HTML (its largest image preloaded). */
export function renderHead(page: PageMetadata): string {
  const lines = [`<title>${escapeHtml(page.title)}</title>`];
  for (const image of page.preloadImages) {
    const media = image.media ? ` media="${escapeHtml(image.media)}"` : '';
    lines.push(
      `<link rel="preload" as="image" href="${escapeHtml(image.href)}"${media} fetchpriority="high" />`,
    );
  }
  for (const tag of metaTags(page)) {
    lines.push(`<meta ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}" />`);
  }
  // The not-found page has no address of its own to declare.
  if (!page.notFound) lines.push(`<link rel="canonical" href="${escapeHtml(page.canonical)}" />`);
  for (const alternate of page.alternates) {
    lines.push(
      `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}" />`,
    );
  }
  for (const data of page.jsonLd) {
    lines.push(`<script type="application/ld+json">${jsonLdText(data)}</script>`);
  }
  return lines.join('\n    ');
}

/**
 * index.html cut where each page's parts go: its head where the <title> was (the tags the page head brings
 * itself taken out), and its body inside <div id="root">.
 */
export interface HtmlTemplate {
  before: string;
  /** From the <title> to </head>: the app's own stylesheet, entry script and its modulepreload links. */
  headRest: string;
  /** From </head> to the inside of <div id="root">. */
  bodyStart: string;
  /** From the end of <div id="root"> to the end. */
  after: string;
}

/** What a page puts into the template. */
export interface PageParts {
  /** The <html lang> of the page's language (pages.ts HTML_LANG). */
  lang: string;
  /** renderHead's output. */
  head: string;
  /** The page module's chunks (web/page-modules.ts), preloaded after the app's own. */
  modules: readonly string[];
  /** Fonts to preload before the stylesheet asks for them (the heading's, where it is the LCP element). */
  fonts?: readonly string[];
  /** The server-rendered app, or a <noscript> note for pages the browser draws. */
  body: string;
  /** The page's data for hydration (a <script type="application/json">), if it has any. */
  data: string;
}

export function renderPage(template: HtmlTemplate, parts: PageParts): string {
  const preloads = parts.modules.map(
    (href) => `  <link rel="modulepreload" crossorigin href="${escapeHtml(href)}">\n  `,
  );
  const before = template.before.replace(
    /<html([^>]*)\slang="[^"]*"/i,
    `<html$1 lang="${escapeHtml(parts.lang)}"`,
  );
  // Before the stylesheet, so the font is requested first; crossorigin as fonts are always fetched (CORS mode).
  const fonts = (parts.fonts ?? []).map(
    (href) =>
      `\n    <link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(href)}" />`,
  );
  return `${before}${parts.head}${fonts.join('')}${template.headRest}${preloads.join('')}${template.bodyStart}${parts.body}</div>${parts.data}${template.after}`;
}

/** Tags of index.html that each page's head brings itself (the <title> is the insertion point). */
const REPLACED_TAGS = [
  /\s*<meta\s+name="description"[^>]*>/gi,
  /\s*<meta\s+name="(keywords|robots|twitter:[^"]*)"[^>]*>/gi,
  /\s*<meta\s+property="og:[^"]*"[^>]*>/gi,
  /\s*<link\s+rel="canonical"[^>]*>/gi,
  /\s*<script\s+type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/gi,
];

const ROOT = /<div id="root">\s*<\/div>/i;

/** Splits index.html once at start-up: the page head goes where its <title> was, the page in #root. */
export function parseTemplate(indexHtml: string): HtmlTemplate {
  const title = /<title>[\s\S]*?<\/title>/i.exec(indexHtml);
  const marker = '\u0000phonix-head\u0000';
  let html = title
    ? `${indexHtml.slice(0, title.index)}${marker}${indexHtml.slice(title.index + title[0].length)}`
    : indexHtml.replace(/<\/head>/i, `${marker}</head>`);
  for (const pattern of REPLACED_TAGS) html = html.replace(pattern, '');
  if (!ROOT.test(html)) throw new Error('index.html has no empty <div id="root"></div> for the pages');
  const [before = '', rest = ''] = html.split(marker);
  const headEnd = rest.search(/<\/head>/i);
  const [head = '', body = ''] = [rest.slice(0, headEnd), rest.slice(headEnd)];
  const root = ROOT.exec(body);
  const rootStart = (root?.index ?? 0) + '<div id="root">'.length;
  return {
    before,
    headRest: head,
    bodyStart: body.slice(0, rootStart),
    after: body.slice((root?.index ?? 0) + (root?.[0].length ?? 0)),
  };
}
