import { describe, expect, it } from 'vitest';
import { fullModelName } from '../src/catalog.ts';

describe('fullModelName', () => {
  it('puts the brand before a model name that lacks it', () => {
    expect(fullModelName('Apple', 'iPhone 15 Pro Max')).toBe('Apple iPhone 15 Pro Max');
    expect(fullModelName('Samsung', 'Galaxy S23')).toBe('Samsung Galaxy S23');
    expect(fullModelName('Xiaomi', 'Redmi Note 12')).toBe('Xiaomi Redmi Note 12');
  });

  it('does not say the brand twice, whatever its case', () => {
    expect(fullModelName('OnePlus', 'OnePlus Nord CE 3')).toBe('OnePlus Nord CE 3');
    expect(fullModelName('iQOO', 'iQOO 13')).toBe('iQOO 13');
    expect(fullModelName('Nothing', 'Nothing Phone (3)')).toBe('Nothing Phone (3)');
    expect(fullModelName('Poco', 'POCO F7')).toBe('POCO F7');
  });

  it('needs the whole brand word: "Honor" is not the start of "Honorable"', () => {
    expect(fullModelName('Honor', 'Honorable 1')).toBe('Honor Honorable 1');
  });
});
