import { cityPath } from '@phonix/shared/routes';
import { storage } from './storage.ts';

/** A site path under the visitor's stored city: '/sell-mobile' -> '/hyderabad/sell-mobile'. */
export function withCity(path: string): string {
  return cityPath(storage.getSelectedCity(), path);
}

/**
 * The current path with `city` as its first segment, replacing a city segment already there
 * (the city modal reloads to this).
 */
export function switchCityPath(pathname: string, city: string, isCity: (slug: string) => boolean): string {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] && isCity(segments[0].toLowerCase())) segments.shift();
  return `/${[city, ...segments].join('/')}`;
}
