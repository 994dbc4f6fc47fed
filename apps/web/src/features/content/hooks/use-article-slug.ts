import { useLocation } from 'react-router';

/** The article's slug is its path's last segment: each article is a static route (/<slug>, /<city>/<slug>). */
export function useArticleSlug(): string {
  const { pathname } = useLocation();
  return pathname.split('/').filter(Boolean).pop() ?? '';
}
