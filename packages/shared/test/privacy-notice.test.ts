import { describe, expect, it } from 'vitest';
import { indiaDay } from '../src/india-time.ts';
import {
  CURRENT_PRIVACY_NOTICE,
  GRIEVANCE_OFFICER,
  isKnownNoticeVersion,
  PRIVACY_NOTICE_ITEMS,
  PRIVACY_NOTICE_VERSIONS,
} from '../src/privacy-notice.ts';
import { keptUntil, RETENTION } from '../src/retention.ts';

describe('the privacy notice', () => {
  it('lists its versions oldest first, each once, the current one last', () => {
    const versions = PRIVACY_NOTICE_VERSIONS.map((entry) => entry.version);
    expect(new Set(versions).size).toBe(versions.length);
    const days = PRIVACY_NOTICE_VERSIONS.map((entry) => entry.effective);
    expect(days).toEqual([...days].sort());
    expect(CURRENT_PRIVACY_NOTICE).toBe(PRIVACY_NOTICE_VERSIONS.at(-1));
    for (const entry of PRIVACY_NOTICE_VERSIONS) {
      expect(entry.version.startsWith(entry.effective)).toBe(true);
      expect(isKnownNoticeVersion(entry.version)).toBe(true);
    }
    expect(isKnownNoticeVersion('2020-01-01.1')).toBe(false);
  });

  it('has no version and no "in effect from" day later than today, India time (issue 32)', () => {
    const today = indiaDay(new Date());
    for (const entry of PRIVACY_NOTICE_VERSIONS) {
      expect(entry.effective <= today, `${entry.version} takes effect ${entry.effective}`).toBe(true);
      expect(entry.version.slice(0, 10) <= today, entry.version).toBe(true);
      expect(entry.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('itemises what is collected, why, who receives it and how long it is kept, under unique codes', () => {
    const codes = PRIVACY_NOTICE_ITEMS.map((item) => item.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const required of ['mobile', 'name', 'addresses', 'device', 'imei', 'id', 'payout'])
      expect(codes).toContain(required);
    for (const item of PRIVACY_NOTICE_ITEMS)
      for (const part of [item.data, item.purpose, item.recipients, item.retention])
        expect(part.trim()).not.toBe('');
    expect(GRIEVANCE_OFFICER.name).not.toBe('');
    expect(GRIEVANCE_OFFICER.email).toMatch(/@/);
  });
});

describe('retention', () => {
  it('keeps a record until 31 March, the given years after its financial year ends', () => {
    expect(keptUntil('2026-27', 7)).toBe('2034-03-31');
    expect(keptUntil('2030-31', 0)).toBe('2031-03-31');
  });

  it('names the source of every period', () => {
    for (const rule of Object.values(RETENTION)) {
      expect(rule.source).toMatch(/Rules|Act|rule/);
      expect(rule.yearsAfterFinancialYear).toBeGreaterThan(0);
    }
  });
});
