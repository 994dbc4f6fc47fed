import { describe, expect, it } from 'vitest';
import { apiErrorText, ERROR_MESSAGES, errorMessage, networkErrorMessage } from '../src/error-messages.ts';
import { ERRORS, type ErrorCode } from '../src/errors.ts';
import { FIELD_MESSAGES, fieldMessage } from '../src/field-messages.ts';
import { HANDOVER_MESSAGES } from '../src/handover.ts';
import { HANDOVER_FIELD_MESSAGES, handoverFieldMessage } from '../src/handover-field-messages.ts';
import { MESSAGES } from '../src/validation.ts';

const DEVANAGARI = /[\u0900-\u097F]/;
const TELUGU = /[\u0C00-\u0C7F]/;

describe('error messages by code', () => {
  const codes = Object.keys(ERRORS) as ErrorCode[];

  it('has a message for every code of ERRORS and no other', () => {
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...codes].sort());
  });

  it("says each code's English as the API does, and in Hindi and Telugu in their script", () => {
    for (const code of codes) {
      expect(errorMessage(code, 'en'), code).toBe(ERRORS[code].message);
      expect(errorMessage(code, 'hi'), code).toMatch(DEVANAGARI);
      expect(errorMessage(code, 'te'), code).toMatch(TELUGU);
    }
    expect(errorMessage('OTP_INVALID', 'te')).toBe('OTP తప్పు. దయచేసి కోడ్‌ను సరిచూసి మళ్లీ ప్రయత్నించండి.');
  });

  it('gives a generic message in the language for an unknown code or none', () => {
    expect(errorMessage('NO_SUCH_CODE', 'en')).toBe('Something went wrong');
    expect(errorMessage(undefined, 'hi')).toBe('कुछ गड़बड़ हो गई');
    expect(errorMessage('toString', 'te')).toBe('ఏదో పొరపాటు జరిగింది');
    expect(networkErrorMessage('en')).toBe('Network error - please check your connection');
    expect(networkErrorMessage('te')).toMatch(TELUGU);
  });
});

describe('what the web shows for an API error', () => {
  it("is the server's own text in English, its code's message in Hindi and Telugu", () => {
    expect(apiErrorText('ORDER_CHANGED', 'A specific English text', 'en')).toBe('A specific English text');
    expect(apiErrorText('ORDER_CHANGED', undefined, 'en')).toBe(ERRORS.ORDER_CHANGED.message);
    expect(apiErrorText(undefined, undefined, 'en')).toBeUndefined();
    expect(apiErrorText('ORDER_CHANGED', 'A specific English text', 'hi')).toBe(
      errorMessage('ORDER_CHANGED', 'hi'),
    );
    expect(apiErrorText(undefined, 'Some English', 'te')).toBe('ఏదో పొరపాటు జరిగింది');
  });
});

describe('form messages', () => {
  it("has every shared form message, its English the schema's own", () => {
    for (const key of Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]) {
      expect(FIELD_MESSAGES[key]({}, { locale: 'en' }), key).toBe(MESSAGES[key]);
      expect(fieldMessage(MESSAGES[key], 'en')).toBe(MESSAGES[key]);
      expect(fieldMessage(MESSAGES[key], 'hi'), key).toMatch(DEVANAGARI);
      expect(fieldMessage(MESSAGES[key], 'te'), key).toMatch(TELUGU);
    }
    for (const key of Object.keys(HANDOVER_MESSAGES) as (keyof typeof HANDOVER_MESSAGES)[]) {
      expect(HANDOVER_FIELD_MESSAGES[key]({}, { locale: 'en' }), key).toBe(HANDOVER_MESSAGES[key]);
      expect(handoverFieldMessage(HANDOVER_MESSAGES[key], 'te'), key).toMatch(TELUGU);
    }
    expect(fieldMessage(MESSAGES.mobileDigits, 'hi')).toBe('मोबाइल नंबर 10 अंकों का होना चाहिए');
    expect(handoverFieldMessage(MESSAGES.otpRequired, 'te')).toBe('OTP తప్పనిసరి');
  });

  it('says a length limit with its number, and an unknown text generically (English unchanged)', () => {
    expect(fieldMessage('must be at most 200 characters', 'en')).toBe('must be at most 200 characters');
    expect(fieldMessage('must be at most 200 characters', 'hi')).toBe('ज़्यादा से ज़्यादा 200 अक्षर हो सकते हैं');
    expect(fieldMessage('Some new rule', 'en')).toBe('Some new rule');
    expect(fieldMessage('Some new rule', 'te')).toBe('దయచేసి దీన్ని సరిచూడండి');
  });
});
