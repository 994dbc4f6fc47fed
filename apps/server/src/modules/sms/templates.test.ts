import { LOCALES } from '@phonix/shared/i18n';
import { describe, expect, it } from 'vitest';
import { type OrderFacts, renderMessage, SMS_OUTBOX_TEMPLATES, smsAudience } from '../outbox/templates.ts';
import {
  DLT_VARIABLE,
  developmentDltTemplateIds,
  dltTemplateBody,
  dltTemplateIds,
  renderSms,
  SMS_TEMPLATE_NAMES,
  smsTemplateVariables,
} from './templates.ts';

/** The text DLT would accept for a registered body: the body with any text in place of each {#var#}. */
function bodyPattern(body: string): RegExp {
  const parts = body.split(DLT_VARIABLE).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[\\s\\S]+?')}$`);
}

const SCRIPTS = { hi: /[\u0900-\u097F]/, te: /[\u0C00-\u0C7F]/ };

const ORDER: OrderFacts = {
  ref: 'PX2611280001',
  model: 'iPhone 13',
  variant: '128gb',
  value: 41000,
  pickup_date: '2026-11-28',
  pickup_time: '02:00 PM - 04:00 PM',
  locality: 'Madhapur',
  city: 'Hyderabad',
  pincode: '500081',
};
/** Facts for every outbox SMS template (each reads only its own). */
const FACTS = {
  ...ORDER,
  partner_name: 'Ravi Mobiles',
  partner_mobile: '9876500001',
  revised_value: 38500,
  needs_decision: true,
  amount: 38500,
  status: 'failed',
  reason: 'Cancelled by the seller',
  number: 'GR-000042',
  shop: 'Ravi Mobiles',
  erase_after: '2029-11-28T08:30:00.000Z',
};
const CONTEXT = { publicOrigin: 'https://www.phonix.in' };

describe('the SMS template registry', () => {
  it('has every template in every language, with the same variables, each one a {#var#} of its DLT body', () => {
    for (const template of SMS_TEMPLATE_NAMES) {
      const variables = smsTemplateVariables(template);
      expect(variables.length, template).toBeGreaterThan(0);
      for (const locale of LOCALES) {
        const body = dltTemplateBody(template, locale);
        expect(body.split(DLT_VARIABLE).length - 1, `${template} ${locale}`).toBe(variables.length);
        expect(body, `${template} ${locale}`).not.toMatch(/undefined|\{(?!#var#\})/);
        if (locale !== 'en') expect(body, `${template} ${locale}`).toMatch(SCRIPTS[locale]);
      }
    }
  });

  it('writes a text that is its registered body with the variables filled in, in each language', () => {
    for (const template of SMS_TEMPLATE_NAMES) {
      const values = Object.fromEntries(
        smsTemplateVariables(template).map((name, index) => [name, `<${name} ${index}>`]),
      );
      for (const locale of LOCALES) {
        const sms = renderSms(template, locale, values as never);
        expect(sms).toMatchObject({ template, locale, variables: values });
        expect(sms.text, `${template} ${locale}`).toMatch(bodyPattern(dltTemplateBody(template, locale)));
        for (const value of Object.values(values)) expect(sms.text).toContain(value);
      }
    }
  });

  it('refuses a missing variable rather than sending "undefined"', () => {
    expect(() => renderSms('verification_code', 'te', { code: '1234' } as never)).toThrow(
      'SMS template verification_code is missing minutes',
    );
  });

  it('keeps the English texts word for word as they were', () => {
    expect(renderSms('verification_code', 'en', { code: '4821', minutes: '5' }).text).toBe(
      '4821 is your Phonix verification code. It expires in 5 minutes. Do not share it with anyone.',
    );
    const booked = renderMessage('order_booked_seller', ORDER, CONTEXT, 'en');
    expect(booked.channel === 'sms' && booked.sms.text).toBe(
      'Phonix: your pickup for iPhone 13 (128GB) is booked for November 28th, 2026, 02:00 PM - 04:00 PM. Order PX2611280001, quoted ₹41,000. We will SMS you when a partner confirms.',
    );
    const requote = renderMessage('order_requoted_seller', FACTS, CONTEXT, 'en');
    expect(requote.channel === 'sms' && requote.sms.text).toBe(
      'Phonix: after inspection the offer for your iPhone 13 is ₹38,500 (quoted ₹41,000). Accept or decline: https://www.phonix.in/reexact-value/PX2611280001',
    );
    const evening = renderMessage('pickup_reminder_evening_seller', { ...ORDER, shop: null }, CONTEXT, 'en');
    expect(evening.channel === 'sms' && evening.sms.text).toBe(
      'Phonix: reminder, Phonix will pick up your iPhone 13 tomorrow, 02:00 PM - 04:00 PM. Keep the phone, charger and ID ready. Order PX2611280001: https://www.phonix.in/sales-order-detail/PX2611280001',
    );
    const reversed = renderMessage('payout_problem_seller', { ...FACTS, status: 'reversed' }, CONTEXT);
    expect(reversed.channel === 'sms' && reversed.sms.text).toBe(
      'Phonix: the payment of ₹38,500 for order PX2611280001 did not reach your account (returned by the bank). Our team will contact you and pay again. No action is needed.',
    );
  });

  it("renders every outbox SMS as a registered template in the recipient's language", () => {
    expect(SMS_OUTBOX_TEMPLATES.length).toBeGreaterThan(15);
    for (const template of SMS_OUTBOX_TEMPLATES) {
      expect(['seller', 'partner']).toContain(smsAudience(template));
      for (const locale of LOCALES) {
        const rendered = renderMessage(template, FACTS, CONTEXT, locale);
        if (rendered.channel !== 'sms') throw new Error(`${template} is not an SMS`);
        const { sms } = rendered;
        expect(sms.locale).toBe(locale);
        expect(sms.text, `${template} ${locale}`).toMatch(bodyPattern(dltTemplateBody(sms.template, locale)));
        if (locale !== 'en') {
          expect(sms.text, `${template} ${locale}`).toMatch(SCRIPTS[locale]);
          // No English date or time words: the slot through the language's formatters.
          expect(sms.text, `${template} ${locale}`).not.toMatch(/November|28th/);
        }
      }
    }
    const te = renderMessage('order_booked_seller', ORDER, CONTEXT, 'te');
    expect(te.channel === 'sms' && te.sms.text).toBe(
      'Phonix: మీ iPhone 13 (128GB) పికప్ బుక్ అయింది: 28 నవంబర్, 2026, 2:00 మధ్యాహ్నం - 4:00 మధ్యాహ్నం. ఆర్డర్ PX2611280001, కొటేషన్ ₹41,000. పార్ట్‌నర్ కన్ఫర్మ్ చేయగానే మీకు SMS పంపుతాము.',
    );
    const link = renderMessage('order_open_partner', FACTS, CONTEXT, 'hi');
    expect(link.channel === 'sms' && link.sms.variables.link).toBe('https://www.phonix.in/hi/partner');
    const cancelled = renderMessage('order_cancelled_seller', FACTS, CONTEXT, 'te');
    expect(cancelled.channel === 'sms' && cancelled.sms.variables.reason).toBe('అమ్మకందారు రద్దు చేశారు');
  });

  it('keeps the team e-mails English and out of the SMS registry', () => {
    expect(smsAudience('order_booked_team')).toBeUndefined();
    const mail = renderMessage('order_booked_team', { ...ORDER, seller_name: 'Asha' }, CONTEXT, 'te');
    expect(mail.channel === 'email' && mail.email.subject).toBe(
      'New order PX2611280001: iPhone 13 (128GB), ₹41,000',
    );
  });
});

describe('DLT template ids from SMS_DLT_TEMPLATES', () => {
  it('are development ids when not configured and not required', () => {
    expect(dltTemplateIds(undefined, { required: false }).order_booked_seller.te).toBe(
      'DEV-order_booked_seller-te',
    );
    expect(() => dltTemplateIds(undefined, { required: true })).toThrow('SMS_DLT_TEMPLATES is required');
  });

  it('must name every template and language, and nothing else', () => {
    const complete = developmentDltTemplateIds();
    expect(dltTemplateIds(JSON.stringify(complete), { required: true })).toEqual(complete);
    const missing: Record<string, Record<string, string>> = JSON.parse(JSON.stringify(complete));
    delete missing.order_completed_seller;
    (missing.order_open_partner as Record<string, string>).te = ' ';
    (missing.payout_code as Record<string, string>).ta = '1';
    expect(() => dltTemplateIds(JSON.stringify(missing), { required: false })).toThrow(
      'SMS_DLT_TEMPLATES: payout_code has an unknown language ta; order_completed_seller has no ids; order_open_partner has no te id',
    );
    expect(() => dltTemplateIds('{not json', { required: false })).toThrow('SMS_DLT_TEMPLATES is not JSON');
    expect(() => dltTemplateIds('[]', { required: false })).toThrow('must be a JSON object');
  });
});
