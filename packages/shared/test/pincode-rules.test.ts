import { describe, expect, it } from 'vitest';
import type { PincodeEntry } from '../src/account-api.ts';
import { changedCity, chosenPincode, pincodeSuggestions, typedPincode } from '../src/pincode-rules.ts';

const entry = (pincode: string, locality: string): PincodeEntry => ({
  pincode,
  locality,
  city: 'Hyderabad',
  state: 'Telangana',
});
const HYDERABAD = [
  entry('500001', 'Gandhi Bhawan'),
  entry('500001', 'Moazzampura'),
  entry('500033', 'Jubilee Hills'),
  entry('500081', 'Madhapur'),
  entry('501500', 'Chevella'),
];

describe('pincode rules (SPEC 5)', () => {
  it('suggests the pincodes containing the typed digits, those starting with them first', () => {
    expect(pincodeSuggestions(HYDERABAD, '500').map((item) => item.pincode)).toEqual([
      '500001',
      '500001',
      '500033',
      '500081',
      '501500',
    ]);
    expect(pincodeSuggestions(HYDERABAD, '15').map((item) => item.pincode)).toEqual(['501500']);
    expect(pincodeSuggestions(HYDERABAD, '1').map((item) => item.pincode)).toEqual([
      '500001',
      '500001',
      '500081',
      '501500',
    ]);
    expect(pincodeSuggestions(HYDERABAD, '00', 2)).toHaveLength(2);
  });

  it('fills pincode, city, state and locality from a chosen suggestion', () => {
    expect(chosenPincode(entry('500033', 'Jubilee Hills'), 'Hyderabad')).toEqual({
      pincode: '500033',
      city: 'Hyderabad',
      state: 'Telangana',
      locality: 'Jubilee Hills',
    });
  });

  it('takes a whole pincode of the city as typed, and clears for anything else', () => {
    expect(typedPincode('500001', HYDERABAD, 'Hyderabad')).toMatchObject({
      pincode: '500001',
      state: 'Telangana',
      locality: 'Gandhi Bhawan',
    });
    const cleared = { pincode: '', state: '', locality: '' };
    expect(typedPincode('50000', HYDERABAD, 'Hyderabad')).toEqual(cleared);
    expect(typedPincode('110001', HYDERABAD, 'Hyderabad')).toEqual(cleared);
    expect(typedPincode('500001', [], 'Hyderabad')).toEqual(cleared);
  });

  it('clears pincode, state and locality when the city changes', () => {
    expect(changedCity()).toEqual({ pincode: '', state: '', locality: '' });
  });
});
