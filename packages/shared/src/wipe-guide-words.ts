import { WIPE_GUIDES, type WipeGuide, type WipeGuideKey } from './handover.ts';
import { partner_wipe_guide_android_2_detail } from './i18n/paraglide/messages/partner_wipe_guide_android_2_detail.js';
import { partner_wipe_guide_android_2_title } from './i18n/paraglide/messages/partner_wipe_guide_android_2_title.js';
import { partner_wipe_guide_android_3_detail } from './i18n/paraglide/messages/partner_wipe_guide_android_3_detail.js';
import { partner_wipe_guide_android_title } from './i18n/paraglide/messages/partner_wipe_guide_android_title.js';
import { partner_wipe_guide_apple_1_detail } from './i18n/paraglide/messages/partner_wipe_guide_apple_1_detail.js';
import { partner_wipe_guide_apple_1_title } from './i18n/paraglide/messages/partner_wipe_guide_apple_1_title.js';
import { partner_wipe_guide_apple_2_detail } from './i18n/paraglide/messages/partner_wipe_guide_apple_2_detail.js';
import { partner_wipe_guide_apple_2_title } from './i18n/paraglide/messages/partner_wipe_guide_apple_2_title.js';
import { partner_wipe_guide_apple_3_detail } from './i18n/paraglide/messages/partner_wipe_guide_apple_3_detail.js';
import { partner_wipe_guide_apple_3_title } from './i18n/paraglide/messages/partner_wipe_guide_apple_3_title.js';
import { partner_wipe_guide_apple_4_detail } from './i18n/paraglide/messages/partner_wipe_guide_apple_4_detail.js';
import { partner_wipe_guide_apple_4_title } from './i18n/paraglide/messages/partner_wipe_guide_apple_4_title.js';
import { partner_wipe_guide_apple_5_detail } from './i18n/paraglide/messages/partner_wipe_guide_apple_5_detail.js';
import { partner_wipe_guide_backup_title } from './i18n/paraglide/messages/partner_wipe_guide_backup_title.js';
import { partner_wipe_guide_google_1_detail } from './i18n/paraglide/messages/partner_wipe_guide_google_1_detail.js';
import { partner_wipe_guide_google_2_detail } from './i18n/paraglide/messages/partner_wipe_guide_google_2_detail.js';
import { partner_wipe_guide_google_3_detail } from './i18n/paraglide/messages/partner_wipe_guide_google_3_detail.js';
import { partner_wipe_guide_google_4_detail } from './i18n/paraglide/messages/partner_wipe_guide_google_4_detail.js';
import { partner_wipe_guide_google_backup_detail } from './i18n/paraglide/messages/partner_wipe_guide_google_backup_detail.js';
import { partner_wipe_guide_oneplus_1_detail } from './i18n/paraglide/messages/partner_wipe_guide_oneplus_1_detail.js';
import { partner_wipe_guide_oneplus_2_detail } from './i18n/paraglide/messages/partner_wipe_guide_oneplus_2_detail.js';
import { partner_wipe_guide_oneplus_2_title } from './i18n/paraglide/messages/partner_wipe_guide_oneplus_2_title.js';
import { partner_wipe_guide_oneplus_3_detail } from './i18n/paraglide/messages/partner_wipe_guide_oneplus_3_detail.js';
import { partner_wipe_guide_oneplus_4_detail } from './i18n/paraglide/messages/partner_wipe_guide_oneplus_4_detail.js';
import { partner_wipe_guide_remove_google_title } from './i18n/paraglide/messages/partner_wipe_guide_remove_google_title.js';
import { partner_wipe_guide_reset_title } from './i18n/paraglide/messages/partner_wipe_guide_reset_title.js';
import { partner_wipe_guide_samsung_1_detail } from './i18n/paraglide/messages/partner_wipe_guide_samsung_1_detail.js';
import { partner_wipe_guide_samsung_2_detail } from './i18n/paraglide/messages/partner_wipe_guide_samsung_2_detail.js';
import { partner_wipe_guide_samsung_2_title } from './i18n/paraglide/messages/partner_wipe_guide_samsung_2_title.js';
import { partner_wipe_guide_samsung_3_detail } from './i18n/paraglide/messages/partner_wipe_guide_samsung_3_detail.js';
import { partner_wipe_guide_sim_card_detail } from './i18n/paraglide/messages/partner_wipe_guide_sim_card_detail.js';
import { partner_wipe_guide_sim_card_title } from './i18n/paraglide/messages/partner_wipe_guide_sim_card_title.js';
import { partner_wipe_guide_sim_title } from './i18n/paraglide/messages/partner_wipe_guide_sim_title.js';
import { partner_wipe_guide_xiaomi_2_detail } from './i18n/paraglide/messages/partner_wipe_guide_xiaomi_2_detail.js';
import { partner_wipe_guide_xiaomi_2_title } from './i18n/paraglide/messages/partner_wipe_guide_xiaomi_2_title.js';
import { partner_wipe_guide_xiaomi_3_detail } from './i18n/paraglide/messages/partner_wipe_guide_xiaomi_3_detail.js';
import { partner_wipe_guide_xiaomi_4_detail } from './i18n/paraglide/messages/partner_wipe_guide_xiaomi_4_detail.js';
import { partner_wipe_guide_xiaomi_title } from './i18n/paraglide/messages/partner_wipe_guide_xiaomi_title.js';
import type { Locale } from './i18n.ts';

/**
 * The step-by-step wipe guides (WIPE_GUIDES in handover.ts) in the reader's language (issue 22): the same
 * steps, menu names written as the phone shows them in English but in the language's script ("सेटिंग्स >
 * जनरल"), brand and product names as they are. English is WIPE_GUIDES, unchanged. A module of its own, so
 * the page that shows a guide can load its texts (the largest of the handover's) only when it shows one.
 * Without a language, the current one (the page's in the browser, the render's on the server).
 */
export function wipeGuideIn(key: WipeGuideKey, locale?: Locale): WipeGuide {
  const options = locale ? { locale } : {};
  switch (key) {
    case 'apple':
      return {
        key,
        title: WIPE_GUIDES.apple.title,
        steps: [
          {
            title: partner_wipe_guide_apple_1_title({}, options),
            detail: partner_wipe_guide_apple_1_detail({}, options),
          },
          {
            title: partner_wipe_guide_apple_2_title({}, options),
            detail: partner_wipe_guide_apple_2_detail({}, options),
          },
          {
            title: partner_wipe_guide_apple_3_title({}, options),
            detail: partner_wipe_guide_apple_3_detail({}, options),
          },
          {
            title: partner_wipe_guide_apple_4_title({}, options),
            detail: partner_wipe_guide_apple_4_detail({}, options),
          },
          {
            title: partner_wipe_guide_sim_title({}, options),
            detail: partner_wipe_guide_apple_5_detail({}, options),
          },
        ],
      };
    case 'samsung':
      return {
        key,
        title: WIPE_GUIDES.samsung.title,
        steps: [
          {
            title: partner_wipe_guide_backup_title({}, options),
            detail: partner_wipe_guide_samsung_1_detail({}, options),
          },
          {
            title: partner_wipe_guide_samsung_2_title({}, options),
            detail: partner_wipe_guide_samsung_2_detail({}, options),
          },
          {
            title: partner_wipe_guide_reset_title({}, options),
            detail: partner_wipe_guide_samsung_3_detail({}, options),
          },
          {
            title: partner_wipe_guide_sim_card_title({}, options),
            detail: partner_wipe_guide_sim_card_detail({}, options),
          },
        ],
      };
    case 'xiaomi':
      return {
        key,
        title: partner_wipe_guide_xiaomi_title({}, options),
        steps: [
          {
            title: partner_wipe_guide_backup_title({}, options),
            detail: partner_wipe_guide_google_backup_detail({}, options),
          },
          {
            title: partner_wipe_guide_xiaomi_2_title({}, options),
            detail: partner_wipe_guide_xiaomi_2_detail({}, options),
          },
          {
            title: partner_wipe_guide_remove_google_title({}, options),
            detail: partner_wipe_guide_xiaomi_3_detail({}, options),
          },
          {
            title: partner_wipe_guide_reset_title({}, options),
            detail: partner_wipe_guide_xiaomi_4_detail({}, options),
          },
          {
            title: partner_wipe_guide_sim_card_title({}, options),
            detail: partner_wipe_guide_sim_card_detail({}, options),
          },
        ],
      };
    case 'oneplus':
      return {
        key,
        title: WIPE_GUIDES.oneplus.title,
        steps: [
          {
            title: partner_wipe_guide_backup_title({}, options),
            detail: partner_wipe_guide_oneplus_1_detail({}, options),
          },
          {
            title: partner_wipe_guide_oneplus_2_title({}, options),
            detail: partner_wipe_guide_oneplus_2_detail({}, options),
          },
          {
            title: partner_wipe_guide_reset_title({}, options),
            detail: partner_wipe_guide_oneplus_3_detail({}, options),
          },
          {
            title: partner_wipe_guide_sim_title({}, options),
            detail: partner_wipe_guide_oneplus_4_detail({}, options),
          },
        ],
      };
    case 'google':
      return {
        key,
        title: WIPE_GUIDES.google.title,
        steps: [
          {
            title: partner_wipe_guide_backup_title({}, options),
            detail: partner_wipe_guide_google_1_detail({}, options),
          },
          {
            title: partner_wipe_guide_remove_google_title({}, options),
            detail: partner_wipe_guide_google_2_detail({}, options),
          },
          {
            title: partner_wipe_guide_reset_title({}, options),
            detail: partner_wipe_guide_google_3_detail({}, options),
          },
          {
            title: partner_wipe_guide_sim_title({}, options),
            detail: partner_wipe_guide_google_4_detail({}, options),
          },
        ],
      };
    case 'android':
      return {
        key,
        title: partner_wipe_guide_android_title({}, options),
        steps: [
          {
            title: partner_wipe_guide_backup_title({}, options),
            detail: partner_wipe_guide_google_backup_detail({}, options),
          },
          {
            title: partner_wipe_guide_android_2_title({}, options),
            detail: partner_wipe_guide_android_2_detail({}, options),
          },
          {
            title: partner_wipe_guide_reset_title({}, options),
            detail: partner_wipe_guide_android_3_detail({}, options),
          },
          {
            title: partner_wipe_guide_sim_card_title({}, options),
            detail: partner_wipe_guide_sim_card_detail({}, options),
          },
        ],
      };
  }
}
