import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

/**
 * The form messages as a Hindi or Telugu browser build calls them (Paraglide's static locale, DR 160): every
 * invalid field of the seller's forms (sign-in, sign-up, profile, address, checkout) names its field and its
 * rule in the build's language, never the generic "Please check this field", and not one Paraglide warning
 * (issue 32: opening the login dialog logged 32 "options.locale cannot override" warnings).
 */
const globals = globalThis as { __PARAGLIDE_STATIC_LOCALE__?: string };
/** The console, typed here (this package's code has no DOM or Node types). */
const logger = (globalThis as unknown as { console: { warn: (...args: unknown[]) => void } }).console;

for (const [locale, script, generic] of [
  ['hi', /[\u0900-\u097F]/, 'कृपया इसे जांचें'],
  ['te', /[\u0C00-\u0C7F]/, 'దయచేసి దీన్ని సరిచూడండి'],
] as const) {
  describe(`the ${locale} build's form messages`, () => {
    const warn = vi.spyOn(logger, 'warn');
    let fieldMessage: (english: string) => string;
    let handoverFieldMessage: (english: string) => string;
    let schemas: Record<string, z.ZodType>;

    beforeAll(async () => {
      globals.__PARAGLIDE_STATIC_LOCALE__ = locale;
      vi.resetModules();
      ({ fieldMessage } = await import('../src/field-messages.ts'));
      ({ handoverFieldMessage } = await import('../src/handover-field-messages.ts'));
      const { fields } = await import('../src/validation.ts');
      const { addressFormSchema } = await import('../src/account-api.ts');
      // The schemas the web's forms give react-hook-form (features/auth, account, addresses).
      schemas = {
        mobile: z.object({ mobile: fields.mobile() }),
        signIn: z.object({ password: fields.password() }),
        signUp: z.object({ name: fields.name(), password: fields.newPassword() }),
        profile: z.object({
          name: fields.name(),
          email: fields.email(),
          alternate_mobile: fields.alternateMobile(),
        }),
        address: addressFormSchema,
        checkout: z.object({
          mobile: fields.mobile(),
          name: fields.name(),
          email: fields.optionalEmail(),
          city: fields.city(),
          pincode: fields.pincode(),
        }),
      };
    });
    afterAll(() => {
      delete globals.__PARAGLIDE_STATIC_LOCALE__;
      warn.mockRestore();
    });

    const errorsOf = (schema: z.ZodType, value: unknown) =>
      (schema.safeParse(value).error?.issues ?? []).map((issue) => ({
        field: issue.path.join('.'),
        text: fieldMessage(issue.message),
      }));

    it('names each empty field and each broken rule in the language', () => {
      const empty = { mobile: '', password: '', name: '', email: '', alternate_mobile: '', address_type: '' };
      const emptyAddress = { ...empty, address_no: '', locality: '', city: '', state: '', pincode: '' };
      const wrong = {
        mobile: '12345',
        password: 'short',
        name: 'Asha',
        email: 'asha@',
        alternate_mobile: '99',
        address_type: 'Home',
        address_no: '4-1',
        locality: 'Kukatpally',
        city: 'Hyderabad',
        state: 'Telangana',
        pincode: '5000',
      };
      const seen = new Map<string, string>();
      for (const [form, schema] of Object.entries(schemas)) {
        for (const value of [emptyAddress, wrong]) {
          for (const { field, text } of errorsOf(schema, value)) {
            expect(text, `${form}.${field}`).toMatch(script);
            expect(text, `${form}.${field}`).not.toBe(generic);
            seen.set(`${form}.${field}:${value === wrong ? 'wrong' : 'empty'}`, text);
          }
        }
      }
      // The rule itself: the minimum length, which field is empty, a bad e-mail.
      expect(seen.get('signUp.password:wrong')).toContain('8');
      expect(seen.get('signUp.name:empty')).toBe(fieldMessage('Name is required'));
      expect(seen.get('profile.email:wrong')).toBe(fieldMessage('Email is invalid'));
      expect(seen.get('address.pincode:wrong')).toBe(fieldMessage('Pincode is invalid'));
      expect(new Set([...seen.values()]).size).toBeGreaterThan(10);
    });

    it('answers the handover forms in the language too', () => {
      expect(handoverFieldMessage('UPI ID is invalid (it looks like name@bank)')).toMatch(script);
      expect(handoverFieldMessage('Name is required')).toBe(fieldMessage('Name is required'));
    });

    it('logs no Paraglide warning', () => {
      const paraglide = warn.mock.calls.filter((call: unknown[]) => String(call[0]).includes('Paraglide'));
      expect(paraglide).toEqual([]);
    });
  });
}
