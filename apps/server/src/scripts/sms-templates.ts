import { LOCALES } from '@phonix/shared/i18n';
import { dltTemplateBody, SMS_TEMPLATE_NAMES } from '../modules/sms/templates.ts';

/**
 * Prints every SMS template's body in every language as DLT registers it ({#var#} for each variable), as
 * JSON { "<template>": { "en": "...", "hi": "...", "te": "..." } }: what to register before a text is sent,
 * and the shape of SMS_DLT_TEMPLATES, whose values are the ids DLT gives back (docs/decisions/146).
 *
 *   npm run sms:templates
 */
const bodies = Object.fromEntries(
  SMS_TEMPLATE_NAMES.map((template) => [
    template,
    Object.fromEntries(LOCALES.map((locale) => [locale, dltTemplateBody(template, locale)])),
  ]),
);
process.stdout.write(`${JSON.stringify(bodies, null, 2)}\n`);
