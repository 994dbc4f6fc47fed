export { escapeHtml } from './head.ts';
export type { HtmlTemplate } from './head.ts';
export { parseTemplate } from './head.ts';
export { renderHead } from './head.ts';
export { renderPage } from './head.ts';
export { SeoService } from './service.ts';
export { ensureSiteImage } from './og-image.ts';
export { seoRoutes } from './routes.ts';
