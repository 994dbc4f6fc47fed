import { DEFAULT_CITY } from '@phonix/shared/cities';
import { cityPath } from '@phonix/shared/routes';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { storage } from './storage.ts';

/**
 * The city the server put in the page's links: the address's own city segment, else the default. The
 * browser hydrates with the same city, then switches to the stored one (SPEC 2: links carry the stored
 * selected city), so the first client render matches the server's HTML.
 */
export const RenderedCityContext = createContext<string>(DEFAULT_CITY);

const noSubscription = () => () => {};

/** The visitor's selected city (the city modal saves it and reloads the page). */
export function useSelectedCity(): string {
  const rendered = useContext(RenderedCityContext);
  return useSyncExternalStore(noSubscription, storage.getSelectedCity, () => rendered);
}

/** Builds site paths under the selected city: '/sell-mobile' -> '/hyderabad/sell-mobile'. */
export function useCityPath(): (path: string) => string {
  const city = useSelectedCity();
  return (path) => cityPath(city, path);
}

/** A site path under the visitor's stored city, for navigation from an event (not for rendering). */
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
