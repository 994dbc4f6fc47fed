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
  for (const data of page.jsonLd) {
    lines.push(`<script type="application/ld+json">${jsonLdText(data)}</script>`);
  }
  return lines.join('\n    ');
}

/** index.html cut around its <title> and at the end of its head, with the tags the per-page head replaces taken out. */
export interface HtmlTemplate {
  before: string;
  /** From the <title> to </head>: the app's own stylesheet, entry script and its modulepreload links. */
  headRest: string;
  after: string;
}

/**
 * A page: index.html with the page's head, and, after the app's own modulepreload links, its page module's
 * chunks (web/page-modules.ts), so the browser fetches the page's code with the app's.
 */
export function renderPage(template: HtmlTemplate, page: PageMetadata, modules: readonly string[]): string {
  const preloads = modules.map(
    (href) => `  <link rel="modulepreload" crossorigin href="${escapeHtml(href)}">\n  `,
  );
  return `${template.before}${renderHead(page)}${template.headRest}${preloads.join('')}${template.after}`;
}

/** Tags of index.html that each page's head brings itself (the <title> is the insertion point). */
const REPLACED_TAGS = [
  /\s*<meta\s+name="description"[^>]*>/gi,
  /\s*<meta\s+name="(keywords|robots|twitter:[^"]*)"[^>]*>/gi,
  /\s*<meta\s+property="og:[^"]*"[^>]*>/gi,
  /\s*<link\s+rel="canonical"[^>]*>/gi,
  /\s*<script\s+type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/gi,
];

/** Splits index.html once at start-up: the page head goes where its <title> was. */
export function parseTemplate(indexHtml: string): HtmlTemplate {
  const title = /<title>[\s\S]*?<\/title>/i.exec(indexHtml);
  const marker = '\u0000phonix-head\u0000';
  let html = title
    ? `${indexHtml.slice(0, title.index)}${marker}${indexHtml.slice(title.index + title[0].length)}`
    : indexHtml.replace(/<\/head>/i, `${marker}</head>`);
  for (const pattern of REPLACED_TAGS) html = html.replace(pattern, '');
  const [before = '', rest = ''] = html.split(marker);
  const headEnd = rest.search(/<\/head>/i);
  return headEnd === -1
    ? { before, headRest: rest, after: '' }
    : { before, headRest: rest.slice(0, headEnd), after: rest.slice(headEnd) };
}
