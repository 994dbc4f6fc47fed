// @vitest-environment node
import { LOCALES } from '@phonix/shared/i18n';
import { privacy_right_access } from '@phonix/shared/messages/privacy_right_access';
import { privacy_right_correct } from '@phonix/shared/messages/privacy_right_correct';
import { privacy_right_erase } from '@phonix/shared/messages/privacy_right_erase';
import { privacy_right_grievance } from '@phonix/shared/messages/privacy_right_grievance';
import { privacy_right_withdraw } from '@phonix/shared/messages/privacy_right_withdraw';
import {
  GRIEVANCE_ANSWER_DAYS,
  PRIVACY_NOTICE_ITEMS,
  PRIVACY_RIGHTS_TEXT,
} from '@phonix/shared/privacy-notice';
import { RETENTION, type RetentionCode } from '@phonix/shared/retention';
import { describe, expect, it } from 'vitest';
import { kindLabel, NOTICE_ITEM_WORDS, RETENTION_WORDS } from './notice-text.ts';

/**
 * The notice's words are messages keyed by privacy-notice.ts's codes: the English ones must be the notice's
 * own text, so a new notice version (or a changed retention period) fails here until its translations are
 * updated with it.
 */
type Message = (inputs?: Record<string, never>, options?: { locale: 'en' | 'hi' | 'te' }) => string;
const inLocale = (message: () => string, locale: 'en' | 'hi' | 'te') =>
  (message as unknown as Message)({}, { locale });

describe('the privacy notice in three languages', () => {
  it('has words for every item of the current notice, the English ones equal to privacy-notice.ts', () => {
    for (const item of PRIVACY_NOTICE_ITEMS) {
      const words = NOTICE_ITEM_WORDS[item.code];
      expect(words, `words for item ${item.code}`).toBeDefined();
      if (!words) continue;
      expect(inLocale(words.data, 'en')).toBe(item.data);
      expect(inLocale(words.purpose, 'en')).toBe(item.purpose);
      expect(inLocale(words.recipients, 'en')).toBe(item.recipients);
      expect(inLocale(words.retention, 'en')).toBe(item.retention);
    }
    expect(Object.keys(NOTICE_ITEM_WORDS).sort()).toEqual(
      PRIVACY_NOTICE_ITEMS.map((item) => item.code).sort(),
    );
  });

  it("states retention.ts's rules word for word in English", () => {
    for (const code of Object.keys(RETENTION) as RetentionCode[]) {
      const words = RETENTION_WORDS[code];
      expect(inLocale(words.what, 'en')).toBe(RETENTION[code].what);
      expect(inLocale(words.why, 'en')).toBe(RETENTION[code].why);
      expect(inLocale(words.source, 'en')).toBe(RETENTION[code].source);
      expect(inLocale(words.period, 'en')).toBe(RETENTION[code].period);
    }
  });

  it('states the rights as privacy-notice.ts words them', () => {
    expect(privacy_right_withdraw({}, { locale: 'en' })).toBe(PRIVACY_RIGHTS_TEXT.withdraw);
    expect(privacy_right_access({}, { locale: 'en' })).toBe(PRIVACY_RIGHTS_TEXT.access);
    expect(privacy_right_correct({}, { locale: 'en' })).toBe(PRIVACY_RIGHTS_TEXT.correct);
    expect(privacy_right_erase({}, { locale: 'en' })).toBe(PRIVACY_RIGHTS_TEXT.erase);
    expect(privacy_right_grievance({ days: String(GRIEVANCE_ANSWER_DAYS) }, { locale: 'en' })).toBe(
      PRIVACY_RIGHTS_TEXT.grievance,
    );
  });

  it('is translated in Hindi and Telugu (never the English text)', () => {
    for (const locale of LOCALES.filter((locale) => locale !== 'en')) {
      for (const item of PRIVACY_NOTICE_ITEMS) {
        const words = NOTICE_ITEM_WORDS[item.code];
        if (!words) continue;
        for (const field of ['data', 'purpose', 'recipients', 'retention'] as const) {
          const text = inLocale(words[field], locale);
          expect(text, `${item.code}.${field} in ${locale}`).not.toBe(item[field]);
          expect(text.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('names every kind of record it knows, and any other as "Other records"', () => {
    expect(kindLabel('purchase_receipts')).toBe('Purchase receipts');
    expect(kindLabel('a_table_added_later')).toBe('Other records');
  });
});
