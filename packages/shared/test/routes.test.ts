import { describe, expect, it } from 'vitest';
import { citySlug } from '../src/cities.ts';
import { cityPath, matchRoute } from '../src/routes.ts';

const isCity = (slug: string) => ['hyderabad', 'navi-mumbai'].includes(slug);

describe('routes', () => {
  it('matches routes with and without a served city', () => {
    expect(matchRoute('/sell-mobile/apple', isCity)).toEqual({
      name: 'brand',
      params: { brand: 'apple' },
      city: undefined,
    });
    expect(matchRoute('/hyderabad/sell-mobile/apple', isCity)).toEqual({
      name: 'brand',
      params: { brand: 'apple' },
      city: 'hyderabad',
    });
    expect(matchRoute('/hyderabad', isCity)?.name).toBe('home');
    expect(matchRoute('/', isCity)?.name).toBe('home');
    expect(matchRoute('/hyderabad/options/apple-iphone-13/128gb', isCity)?.params).toEqual({
      model: 'apple-iphone-13',
      variant: '128gb',
    });
  });

  it('rejects unknown paths and unknown cities', () => {
    expect(matchRoute('/atlantis', isCity)).toBeNull();
    expect(matchRoute('/atlantis/sell-mobile', isCity)).toBeNull();
    expect(matchRoute('/sell-mobile/apple/x/y', isCity)).toBeNull();
  });

  it('decodes search text', () => {
    expect(matchRoute('/search-result/iphone%2015', isCity)?.params.search).toBe('iphone 15');
  });

  it('builds city paths and slugs', () => {
    expect(cityPath('hyderabad', '/')).toBe('/hyderabad');
    expect(cityPath('hyderabad', '/sell-mobile')).toBe('/hyderabad/sell-mobile');
    expect(citySlug('Navi Mumbai')).toBe('navi-mumbai');
  });
});
