import { describe, expect, it } from 'vitest';
import { bankNameOfIfsc, isKnownIfsc } from './ifsc.ts';

describe('IFSC against the ifsc package data', () => {
  it('knows real branches', () => {
    // SBI's main branch in Mumbai, HDFC's first branch, ICICI's Mumbai head office branch.
    for (const code of ['SBIN0000001', 'HDFC0000001', 'ICIC0000001', 'sbin0000691', ' UTIB0000004 '])
      expect(isKnownIfsc(code), code).toBe(true);
  });

  it('refuses codes of the right shape that name no branch, and codes of the wrong shape', () => {
    for (const code of ['SBIN0999999', 'ZZZZ0000001', 'HDFC0ZZZZZZ', 'SBIN1000001', 'SBIN000001', ''])
      expect(isKnownIfsc(code), code).toBe(false);
  });

  it('names the bank, including a co-operative bank reached through a larger bank (a sublet)', () => {
    expect(bankNameOfIfsc('SBIN0000001')).toBe('State Bank of India');
    expect(bankNameOfIfsc('HDFC0000001')).toBe('HDFC Bank');
    expect(bankNameOfIfsc('HDFC0CAACOB')).toBe('Akhand Anand Co.op Bank');
    expect(bankNameOfIfsc('SBIN0999999')).toBeNull();
  });
});
