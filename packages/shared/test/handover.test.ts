import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords } from '../src/amount-in-words.ts';
import {
  describePayout,
  finalAmountProblem,
  finalAmountRequestSchema,
  HANDOVER_MESSAGES,
  ID_TYPES,
  isValidImei,
  isValidVpa,
  maskAccountNumber,
  maskIdNumber,
  maskPayoutChoice,
  maskTail,
  maskVpa,
  payoutChoiceRequestSchema,
  recordImeiRequestSchema,
  sellerIdRequestSchema,
  WIPE_CHECKLIST,
  WIPE_GUIDES,
  wipeChecklistRequestSchema,
  wipeGuideForBrand,
} from '../src/handover.ts';

/** The textbook Luhn check, written independently of the library the app uses. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
const withCheckDigit = (body: string): string => {
  for (let digit = 0; digit < 10; digit++) if (luhnValid(`${body}${digit}`)) return `${body}${digit}`;
  throw new Error('unreachable');
};
/** Placeholders written out independently of the code under test. */
const placeholder = (value: string) => new Set(value.slice(0, 14)).size === 1 || value.startsWith('00000000');
const digits = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('IMEI', () => {
  it('accepts real IMEIs and refuses a wrong check digit', () => {
    expect(isValidImei('490154203237518')).toBe(true);
    expect(isValidImei('356938035643809')).toBe(true);
    expect(isValidImei('490154203237519')).toBe(false);
    expect(isValidImei('49015420323751')).toBe(false);
    expect(isValidImei('4901542032375180')).toBe(false);
    expect(isValidImei('49015420323751a')).toBe(false);
  });

  it('refuses fifteen equal digits and an all-zero type allocation code, like a failed Luhn check', () => {
    for (let digit = 0; digit < 10; digit++) expect(isValidImei(String(digit).repeat(15))).toBe(false);
    expect(luhnValid('000000000000000')).toBe(true);
    // An all-zero TAC with a correct check digit, and the same serial under a real TAC.
    expect(isValidImei(withCheckDigit('00000000123456'))).toBe(false);
    expect(isValidImei(withCheckDigit('49015420123456'))).toBe(true);
    // Only the first eight digits count: zeros after them are a serial number like any other.
    expect(isValidImei(withCheckDigit('00000001000000'))).toBe(true);
    expect(isValidImei(withCheckDigit('49015420000000'))).toBe(true);
    // One digit fourteen times and its Luhn check digit (issue 31): as placeholder as fifteen equal digits.
    for (let digit = 1; digit < 10; digit++) {
      const repeated = withCheckDigit(String(digit).repeat(14));
      expect(luhnValid(repeated)).toBe(true);
      expect(isValidImei(repeated)).toBe(false);
    }
    expect(withCheckDigit('1'.repeat(14))).toBe('111111111111119');
    for (const imei of [
      '000000000000000',
      '111111111111111',
      '111111111111119',
      withCheckDigit('00000000987654'),
    ])
      expect(firstMessage(recordImeiRequestSchema.safeParse({ imei_1: imei }))).toBe(
        HANDOVER_MESSAGES.imeiInvalid,
      );
  });

  it('agrees with the textbook Luhn check on every 15-digit string but placeholders', () => {
    fc.assert(
      fc.property(digits(15), (value) => {
        expect(isValidImei(value)).toBe(luhnValid(value) && !placeholder(value));
      }),
    );
  });

  it('gives every 14-digit body with a real TAC exactly one valid check digit', () => {
    fc.assert(
      fc.property(digits(14), (body) => {
        fc.pre(!/^0{8}/.test(body) && !/^(\d)\1{13}$/.test(body));
        const valid = Array.from({ length: 10 }, (_, d) => `${body}${d}`).filter(isValidImei);
        expect(valid).toHaveLength(1);
      }),
    );
  });

  it('catches every single mistyped digit', () => {
    fc.assert(
      fc.property(
        digits(14),
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 1, max: 9 }),
        (body, at, shift) => {
          const imei = withCheckDigit(body);
          const wrong = `${imei.slice(0, at)}${(Number(imei[at]) + shift) % 10}${imei.slice(at + 1)}`;
          expect(isValidImei(wrong)).toBe(false);
        },
      ),
    );
  });

  it('records one or two distinct IMEIs, ignoring spaces and hyphens', () => {
    expect(recordImeiRequestSchema.parse({ imei_1: '49-015420-323751-8' })).toEqual({
      imei_1: '490154203237518',
      imei_2: '',
    });
    expect(
      recordImeiRequestSchema.parse({ imei_1: '490154203237518', imei_2: '356938035643809' }).imei_2,
    ).toBe('356938035643809');
    const repeated = recordImeiRequestSchema.safeParse({
      imei_1: '490154203237518',
      imei_2: '490154203237518',
    });
    expect(repeated.error?.issues[0]).toMatchObject({
      path: ['imei_2'],
      message: HANDOVER_MESSAGES.imeiRepeated,
    });
    expect(firstMessage(recordImeiRequestSchema.safeParse({ imei_1: '490154203237519' }))).toBe(
      HANDOVER_MESSAGES.imeiInvalid,
    );
    expect(firstMessage(recordImeiRequestSchema.safeParse({ imei_1: '1234' }))).toBe(
      HANDOVER_MESSAGES.imeiDigits,
    );
    expect(firstMessage(recordImeiRequestSchema.safeParse({ imei_1: '  ' }))).toBe(
      HANDOVER_MESSAGES.imeiRequired,
    );
    expect(recordImeiRequestSchema.safeParse({ imei_1: '490154203237518\u0000' }).success).toBe(false);
  });
});

describe('masking', () => {
  it('never shows more than the last four characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 40 }), (value) => {
        const masked = maskTail(value);
        expect([...masked]).toHaveLength([...value].length);
        const shown = masked.replace(/^X*/, '');
        expect(shown.length).toBeLessThanOrEqual(4);
        expect(value.endsWith(shown)).toBe(true);
      }),
    );
  });

  it('masks account numbers, VPAs and IDs as printed', () => {
    expect(maskAccountNumber('123456789012')).toBe('XXXXXXXX9012');
    expect(maskVpa('9876543210@ybl')).toBe('XXXXXX3210@ybl');
    expect(maskVpa('ravi@okhdfcbank')).toBe('XXvi@okhdfcbank');
    expect(maskIdNumber('aadhaar', '1234')).toBe('XXXX XXXX 1234');
    expect(maskIdNumber('pan', '234f')).toBe('XXXXXX234F');
    expect(maskIdNumber('passport', '4567')).toBe('XXXX4567');
  });

  it('keeps at most the last four characters of an ID, whatever is passed in', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ID_TYPES), fc.stringMatching(/^[0-9A-W]{0,20}$/), (type, value) => {
        const shown = maskIdNumber(type, value).replace(/[X ]/g, '');
        expect(shown.length).toBeLessThanOrEqual(4);
        expect(value.endsWith(shown)).toBe(true);
      }),
    );
  });

  it('keeps only masked account details of a bank payout', () => {
    const choice = payoutChoiceRequestSchema.parse({
      method: 'bank',
      account_holder: 'Ravi Kumar',
      account_number: '5010 0123 4567 89',
      confirm_account_number: '50100123456789',
      ifsc: 'hdfc0000001',
    });
    const masked = maskPayoutChoice(choice, 'HDFC Bank');
    expect(JSON.stringify(masked)).not.toContain('50100123456789');
    expect(describePayout(masked)).toBe('Bank transfer to A/c XXXXXXXXXX6789 (HDFC Bank, IFSC HDFC0000001)');
  });
});

describe('seller ID', () => {
  it('takes the type, the last four characters and the name on the ID', () => {
    expect(
      sellerIdRequestSchema.parse({ id_type: 'pan', id_last_four: '234f', name_on_id: ' Ravi Kumar ' }),
    ).toEqual({
      id_type: 'pan',
      id_last_four: '234F',
      name_on_id: 'Ravi Kumar',
    });
  });

  it('refuses a last four that cannot end that ID, or more than four characters', () => {
    expect(
      firstMessage(
        sellerIdRequestSchema.safeParse({ id_type: 'aadhaar', id_last_four: '12A4', name_on_id: 'R' }),
      ),
    ).toBe('Enter the last 4 digits of the Aadhaar number');
    expect(
      sellerIdRequestSchema.safeParse({ id_type: 'aadhaar', id_last_four: '123412341234', name_on_id: 'R' })
        .success,
    ).toBe(false);
    expect(
      firstMessage(
        sellerIdRequestSchema.safeParse({ id_type: 'aadhaar', id_last_four: '1234', name_on_id: ' ' }),
      ),
    ).toBe(HANDOVER_MESSAGES.nameOnIdRequired);
    expect(
      sellerIdRequestSchema.safeParse({ id_type: 'ration', id_last_four: '1234', name_on_id: 'R' }).success,
    ).toBe(false);
  });
});

describe('data wipe', () => {
  it('needs every checklist step confirmed', () => {
    const all = Object.fromEntries(WIPE_CHECKLIST.map((item) => [item.code, true]));
    expect(wipeChecklistRequestSchema.parse(all)).toEqual(all);
    for (const item of WIPE_CHECKLIST) {
      const result = wipeChecklistRequestSchema.safeParse({ ...all, [item.code]: false });
      expect(result.error?.issues[0]).toMatchObject({
        path: [item.code],
        message: HANDOVER_MESSAGES.wipeStepRequired,
      });
    }
  });

  it('gives each catalog brand its guide, and the generic Android one to the rest', () => {
    expect(wipeGuideForBrand('apple').key).toBe('apple');
    expect(wipeGuideForBrand('poco').key).toBe('xiaomi');
    expect(wipeGuideForBrand('Samsung').key).toBe('samsung');
    expect(wipeGuideForBrand('vivo').key).toBe('android');
    expect(
      wipeGuideForBrand('apple')
        .steps.map((step) => step.detail)
        .join(' '),
    ).toContain('Erase All Content and Settings');
    for (const guide of Object.values(WIPE_GUIDES)) {
      const text = guide.steps.map((step) => `${step.title} ${step.detail}`).join(' ');
      expect(text).toMatch(/back up/i);
      expect(text).toMatch(/sign out|remove account/i);
      expect(text).toMatch(/erase|delete all/i);
      expect(text).toMatch(/SIM/);
    }
  });
});

describe('payout choice', () => {
  it('accepts UPI IDs of the usual shapes and refuses others', () => {
    for (const vpa of ['9876543210@ybl', 'ravi.kumar@okhdfcbank', 'ravi_k-1@paytm', 'RK@upi'])
      expect(payoutChoiceRequestSchema.safeParse({ method: 'upi', vpa }).success).toBe(true);
    for (const vpa of [
      'ravi',
      '@ybl',
      'r@ybl',
      'ravi@',
      'ravi@ybl.com',
      'ravi kumar@ybl',
      'ravi@y',
      '.ravi@ybl',
    ])
      expect(firstMessage(payoutChoiceRequestSchema.safeParse({ method: 'upi', vpa }))).toBe(
        HANDOVER_MESSAGES.vpaInvalid,
      );
    expect(isValidVpa('ravi@okaxis')).toBe(true);
  });

  it('checks the account number, its confirmation and the IFSC format', () => {
    const bank = {
      method: 'bank',
      account_holder: 'Ravi',
      account_number: '123456789',
      confirm_account_number: '123456789',
      ifsc: 'SBIN0000691',
    };
    expect(payoutChoiceRequestSchema.safeParse(bank).success).toBe(true);
    expect(
      firstMessage(
        payoutChoiceRequestSchema.safeParse({
          ...bank,
          account_number: '12345678',
          confirm_account_number: '12345678',
        }),
      ),
    ).toBe(HANDOVER_MESSAGES.accountNumberInvalid);
    expect(
      firstMessage(
        payoutChoiceRequestSchema.safeParse({
          ...bank,
          account_number: '1234567890123456789',
          confirm_account_number: '1234567890123456789',
        }),
      ),
    ).toBe(HANDOVER_MESSAGES.accountNumberInvalid);
    expect(
      firstMessage(payoutChoiceRequestSchema.safeParse({ ...bank, confirm_account_number: '123456780' })),
    ).toBe(HANDOVER_MESSAGES.accountNumbersMustMatch);
    for (const ifsc of ['SBIN1000691', 'SBI00000691', 'SBIN000069', 'SBIN0000691X'])
      expect(firstMessage(payoutChoiceRequestSchema.safeParse({ ...bank, ifsc }))).toBe(
        HANDOVER_MESSAGES.ifscInvalid,
      );
  });

  it('asks for a method first', () => {
    expect(firstMessage(payoutChoiceRequestSchema.safeParse({ method: 'cash' }))).toBe(
      HANDOVER_MESSAGES.payoutMethodRequired,
    );
    expect(firstMessage(payoutChoiceRequestSchema.safeParse({}))).toBe(
      HANDOVER_MESSAGES.payoutMethodRequired,
    );
  });
});

describe('final amount', () => {
  it('is a whole number of rupees, exactly the agreed value', () => {
    expect(finalAmountRequestSchema.safeParse({ final_amount: 12500 }).success).toBe(true);
    expect(firstMessage(finalAmountRequestSchema.safeParse({ final_amount: 12500.5 }))).toBe(
      HANDOVER_MESSAGES.finalAmountWhole,
    );
    expect(firstMessage(finalAmountRequestSchema.safeParse({ final_amount: 0 }))).toBe(
      HANDOVER_MESSAGES.finalAmountPositive,
    );
    expect(finalAmountProblem(12500, 12500)).toBeNull();
    const notAgreed =
      'The amount paid is the agreed price of ₹12,500. A lower price comes only from a re-check the seller accepts.';
    expect(finalAmountProblem(12501, 12500)).toBe(notAgreed);
    expect(finalAmountProblem(12499, 12500)).toBe(notAgreed);
  });

  it('is written in words the Indian way', () => {
    expect(amountInWords(12500)).toBe('Rupees Twelve Thousand Five Hundred Only');
    expect(amountInWords(123456)).toBe('Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six Only');
    expect(amountInWords(10000000)).toBe('Rupees One Crore Only');
    expect(() => amountInWords(12.5)).toThrow(RangeError);
  });
});
