import { fullModelName, type SearchModel } from '@phonix/shared/catalog';
import { describe, expect, it } from 'vitest';
import { loadCatalogSeed } from '../../db/seed/catalog-seed.ts';
import { ModelSearch, searchWords } from './model-search.ts';

// The real demo catalog, in its display order, named as the catalog service names it ("Samsung Galaxy S23").
const models: SearchModel[] = loadCatalogSeed().brands.flatMap((brand) =>
  brand.series.flatMap((series) =>
    series.models.map((model) => ({
      ItemCode: model.slug,
      ItemName: fullModelName(brand.name, model.name),
      model: model.name,
      image: `${model.slug}.webp`,
      ic_slug: model.slug,
      cgc_slug: brand.slug,
    })),
  ),
);
const search = new ModelSearch(models);
const names = (text: string) => search.search(text).map((model) => model.ItemName);

describe('searchWords', () => {
  it('takes glued letters and digits apart and reads + as plus', () => {
    expect(searchWords('Redmi Note12')).toEqual(['redmi', 'note', '12']);
    expect(searchWords('OnePlus Nord CE3')).toEqual(['oneplus', 'nord', 'ce', '3']);
    expect(searchWords('Galaxy S23+')).toEqual(['galaxy', 's', '23', 'plus']);
    expect(searchWords('Phone (3a)')).toEqual(['phone', '3', 'a']);
  });
});

describe('ModelSearch', () => {
  it('finds the model whose number is glued to its name: iphone13', () => {
    expect(names('iphone13')).toEqual([
      'Apple iPhone 13',
      'Apple iPhone 13 Pro',
      'Apple iPhone 13 mini',
      'Apple iPhone 13 Pro Max',
    ]);
  });

  it('finds a model by the end of its name: 13 pro max', () => {
    expect(names('13 pro max')).toEqual(['Apple iPhone 13 Pro Max']);
  });

  it('puts the plain model before its Plus, FE and Ultra: galaxy s23', () => {
    expect(names('galaxy s23')).toEqual([
      'Samsung Galaxy S23',
      'Samsung Galaxy S23+',
      'Samsung Galaxy S23 FE',
      'Samsung Galaxy S23 Ultra',
    ]);
  });

  it('reads redmi note12 as Redmi Note 12', () => {
    expect(names('redmi note12')).toEqual([
      'Xiaomi Redmi Note 12',
      'Xiaomi Redmi Note 12 Pro',
      'Xiaomi Redmi Note 12 Pro+',
    ]);
  });

  it('reads oneplus nord ce3 as OnePlus Nord CE 3', () => {
    expect(names('oneplus nord ce3')).toEqual(['OnePlus Nord CE 3', 'OnePlus Nord CE 3 Lite']);
  });

  it('forgives a typo: iphnoe 15', () => {
    expect(names('iphnoe 15')).toEqual([
      'Apple iPhone 15',
      'Apple iPhone 15 Pro',
      'Apple iPhone 15 Plus',
      'Apple iPhone 15 Pro Max',
    ]);
    expect(names('samsng galaxy s23')[0]).toBe('Samsung Galaxy S23');
  });

  it('keeps the case-insensitive contains rule as the first tier (SPEC 5)', () => {
    expect(names('IPHONE 15')).toEqual([
      'Apple iPhone 15',
      'Apple iPhone 15 Pro',
      'Apple iPhone 15 Plus',
      'Apple iPhone 15 Pro Max',
    ]);
    const galaxyS = names('samsung galaxy s');
    expect(galaxyS.length).toBeGreaterThan(20);
    for (const name of galaxyS) expect(name.toLowerCase()).toContain('samsung galaxy s');
    // A number on its own ranks the models named by it before those where it is part of a word (K13, 13C).
    const thirteen = names('13');
    expect(thirteen.indexOf('Apple iPhone 13')).toBeLessThan(thirteen.indexOf('Oppo K13'));
    expect(thirteen.indexOf('Xiaomi Redmi 13')).toBeLessThan(thirteen.indexOf('Xiaomi Redmi 13C 5G'));
  });

  it('matches words in any order and skips words the name lacks, such as Galaxy: samsung s23', () => {
    expect(names('samsung s23')[0]).toBe('Samsung Galaxy S23');
    expect(names('samsung s23')).toHaveLength(4);
    expect(names('s23 samsung')[0]).toBe('Samsung Galaxy S23');
  });

  it("knows a brand's other names: poco is Xiaomi", () => {
    expect(names('xiaomi poco f5')).toEqual(['Poco F5']);
  });

  it('never takes one number for another or a letter for a word', () => {
    expect(names('iphone 19')).toEqual([]);
    expect(names('galaxy s99')).toEqual([]);
    // "s" is the S series, not the start of "Samsung": no Galaxy F23 or A23.
    for (const name of names('samsung s23')) expect(name).toMatch(/S23/);
  });

  it('finds nothing for nonsense, blank text or punctuation alone', () => {
    expect(names('zzqx-no-such-phone')).toEqual([]);
    expect(names('')).toEqual([]);
    expect(names('   ')).toEqual([]);
    expect(names('-- !! ..')).toEqual([]);
  });
});
