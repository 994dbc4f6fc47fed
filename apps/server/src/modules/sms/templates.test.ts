import { glossaryProblems } from '@phonix/shared/glossary';
import { LOCALES } from '@phonix/shared/i18n';
import { PICKUP_SLOTS } from '@phonix/shared/pickup';
import { describe, expect, it } from 'vitest';
import { type OrderFacts, renderMessage, SMS_OUTBOX_TEMPLATES, smsAudience } from '../outbox/templates.ts';
import { isGsm7 } from './sms-driver.ts';
import {
  DLT_URL,
  DLT_VARIABLE,
  developmentDltTemplateIds,
  dltTemplateBody,
  dltTemplateIds,
  renderSms,
  SMS_TEMPLATE_NAMES,
  SMS_VARIABLE_MAX_LENGTH,
  smsTemplateVariables,
  smsValue,
  URL_VARIABLES,
} from './templates.ts';

/** The text DLT would accept for a registered body: the body with any text in place of each {#var#} or {#url#}. */
function bodyPattern(body: string): RegExp {
  const parts = body.split(/\{#(?:var|url)#\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[\\s\\S]+?')}$`);
}

const marks = (body: string) => body.split(DLT_VARIABLE).length - 1 + body.split(DLT_URL).length - 1;

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
  utr: 'AXIS26112812345678',
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
        expect(marks(body), `${template} ${locale}`).toBe(variables.length);
        expect(body, `${template} ${locale}`).not.toMatch(/undefined|\{(?!#(var|url)#\})/);
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

  it('writes the English texts in the GSM alphabet, amounts as "Rs", so an English SMS is one part', () => {
    expect(renderSms('verification_code', 'en', { code: '4821', minutes: '5' }).text).toBe(
      '4821 is your Phonix verification code. It expires in 5 minutes. Do not share it with anyone.',
    );
    const booked = renderMessage('order_booked_seller', ORDER, CONTEXT, 'en');
    expect(booked.channel === 'sms' && booked.sms.text).toBe(
      "Phonix: pickup of iPhone 13 (128GB) booked for November 28th, 02:00 PM - 04:00 PM. Order PX2611280001, quote Rs 41,000. We'll SMS you when a partner confirms.",
    );
    const requote = renderMessage('order_requoted_seller', FACTS, CONTEXT, 'en');
    expect(requote.channel === 'sms' && requote.sms.text).toBe(
      'Phonix: after inspection the offer for your iPhone 13 is Rs 38,500 (quoted Rs 41,000). Photos and decision: https://www.phonix.in/reexact-value/PX2611280001',
    );
    const evening = renderMessage('pickup_reminder_evening_seller', { ...ORDER, shop: null }, CONTEXT, 'en');
    expect(evening.channel === 'sms' && evening.sms.text).toBe(
      'Phonix: reminder, Phonix will pick up your iPhone 13 tomorrow, 02:00 PM - 04:00 PM. Keep the phone, charger and ID ready. Order PX2611280001: https://www.phonix.in/sales-order-detail/PX2611280001',
    );
    const reversed = renderMessage('payout_problem_seller', { ...FACTS, status: 'reversed' }, CONTEXT);
    expect(reversed.channel === 'sms' && reversed.sms.text).toBe(
      'Phonix: the payment of Rs 38,500 for order PX2611280001 did not reach you (returned by the bank). Our team will contact you and pay again. No action is needed.',
    );
    for (const template of SMS_TEMPLATE_NAMES)
      expect(isGsm7(dltTemplateBody(template, 'en')), template).toBe(true);
    for (const template of SMS_OUTBOX_TEMPLATES) {
      const rendered = renderMessage(template, FACTS, CONTEXT, 'en');
      if (rendered.channel !== 'sms') throw new Error(`${template} is not an SMS`);
      expect(isGsm7(rendered.sms.text), rendered.sms.text).toBe(true);
      // One part (160 characters of the GSM alphabet); a link to a page of ours may take a second (153 more).
      const parts = Object.keys(rendered.sms.variables).some((name) => URL_VARIABLES.has(name)) ? 2 : 1;
      expect(rendered.sms.text.length, rendered.sms.text).toBeLessThanOrEqual(parts === 1 ? 160 : 306);
    }
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
      'Phonix: మీ iPhone 13 (128GB) పికప్ బుక్ అయింది. రోజు: 28 నవంబర్, సమయం: మధ్యాహ్నం 2 - సాయంత్రం 4. ఆర్డర్ PX2611280001, కొటేషన్ ₹41,000. పార్ట్‌నర్ కన్ఫర్మ్ చేయగానే మీకు SMS పంపుతాం.',
    );
    const link = renderMessage('order_open_partner', FACTS, CONTEXT, 'hi');
    expect(link.channel === 'sms' && link.sms.variables.link).toBe(
      'https://www.phonix.in/hi/partner/orders/PX2611280001',
    );
    const cancelled = renderMessage('order_cancelled_seller', FACTS, CONTEXT, 'te');
    expect(cancelled.channel === 'sms' && cancelled.sms.variables.reason).toBe('అమ్మకందారు క్యాన్సిల్ చేశారు');
  });

  it("keeps every {#var#} within DLT's 30 characters, for every slot, the longest month and device", () => {
    const longest = [];
    for (const pickup_time of PICKUP_SLOTS) {
      for (const pickup_date of ['2026-09-28', '2026-11-28', '2027-02-28']) {
        for (const model of ['iPhone 13', 'Realme GT Master Edition', 'Nothing Phone (2a) Plus']) {
          const facts = { ...FACTS, pickup_date, pickup_time, model, variant: '12GB-256GB', value: 1_23_456 };
          for (const template of SMS_OUTBOX_TEMPLATES) {
            for (const locale of LOCALES) {
              const rendered = renderMessage(template, facts, CONTEXT, locale);
              if (rendered.channel !== 'sms') continue;
              for (const [name, value] of Object.entries(rendered.sms.variables)) {
                if (URL_VARIABLES.has(name)) continue;
                longest.push(value);
                // Our own values are written to fit: never cut.
                expect([...value].length, `${template} ${locale} ${name}: ${value}`).toBeLessThanOrEqual(
                  SMS_VARIABLE_MAX_LENGTH,
                );
                expect(value, `${template} ${locale} ${name}`).not.toMatch(/\.\.\.$/);
              }
            }
          }
        }
      }
    }
    expect(longest.length).toBeGreaterThan(1000);
  });

  it('registers each link as a {#url#}, and never gives a partner template more than five variables', () => {
    for (const template of SMS_TEMPLATE_NAMES) {
      const variables = smsTemplateVariables(template);
      const body = dltTemplateBody(template, 'en');
      expect(body.split(DLT_URL).length - 1, template).toBe(
        variables.filter((name) => URL_VARIABLES.has(name)).length,
      );
      if (template.endsWith('_partner')) expect(variables.length, template).toBeLessThanOrEqual(5);
    }
    expect(dltTemplateBody('order_open_partner', 'en')).toBe(
      'Phonix: new pickup: {#var#}, {#var#}, at {#var#} on {#var#}. See it and accept: {#url#}',
    );
  });

  it("cuts what a person typed to DLT's 30 characters rather than lose the message", () => {
    expect(smsValue('Sri Venkateswara Mobiles and Electronics')).toBe('Sri Venkateswara Mobiles an...');
    expect([...smsValue('శ్రీ వెంకటేశ్వర మొబైల్స్ అండ్ ఎలక్ట్రానిక్స్')].length).toBe(SMS_VARIABLE_MAX_LENGTH);
    const shop = renderMessage(
      'order_accepted_seller',
      { ...FACTS, partner_name: 'Sri Venkateswara Mobiles and Electronics' },
      CONTEXT,
      'en',
    );
    expect(shop.channel === 'sms' && shop.sms.variables.partner_name).toBe('Sri Venkateswara Mobiles an...');
    const area = renderMessage(
      'order_open_partner',
      { ...FACTS, locality: 'Kukatpally Housing Board Colony Phase 4' },
      CONTEXT,
      'en',
    );
    expect(area.channel === 'sms' && area.sms.variables.area).toBe('Kukatpally Housing B... 500081');
  });

  it("uses the glossary's words and no book word in every SMS as sent in Hindi and Telugu", () => {
    const misses: string[] = [];
    for (const template of SMS_OUTBOX_TEMPLATES) {
      const english = renderMessage(template, FACTS, CONTEXT, 'en');
      for (const locale of ['hi', 'te'] as const) {
        const rendered = renderMessage(template, FACTS, CONTEXT, locale);
        if (rendered.channel !== 'sms' || english.channel !== 'sms') continue;
        for (const problem of glossaryProblems(english.sms.text, rendered.sms.text, locale))
          misses.push(`${template} (${locale}): ${problem}`);
      }
    }
    expect(misses).toEqual([]);
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
