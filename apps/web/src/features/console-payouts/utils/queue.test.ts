import type { PayoutQueueEntry } from '@phonix/shared/payouts-api';
import { describe, expect, it } from 'vitest';
import { ageWords, readEntry, sortByAge } from './queue.ts';

const entry = (ref: string, changes: Partial<PayoutQueueEntry>): PayoutQueueEntry => ({
  ref,
  amount: 41000,
  payout_status: 'reversed',
  payout_problem: 'reversed',
  payout_problem_at: null,
  payout_provider_id: 'pout_1',
  payout_utr: null,
  completed_at: null,
  released_at: null,
  stuck: false,
  ...changes,
});

describe('the payout queue', () => {
  it('offers retry for a failed or reversed payout, mark failed for those and stuck ones, nothing once marked', () => {
    expect(readEntry(entry('A', {}))).toMatchObject({ kind: 'problem', canRetry: true, canMarkFailed: true });
    expect(
      readEntry(entry('B', { payout_status: 'processing', payout_problem: null, stuck: true })),
    ).toMatchObject({ kind: 'stuck', canRetry: false, canMarkFailed: true });
    expect(readEntry(entry('C', { payout_status: 'failed', payout_problem: 'marked_failed' }))).toMatchObject(
      { kind: 'marked_failed', canRetry: false, canMarkFailed: false },
    );
  });

  it('sorts by how long each waits (flagged, else released), either way, one without a time last', () => {
    const list = [
      entry('NEW', { payout_problem_at: '2026-11-27T06:00:00.000Z' }),
      entry('NONE', {}),
      entry('OLD', { released_at: '2026-11-25T06:00:00.000Z', stuck: true }),
      entry('MID', { payout_problem_at: '2026-11-26T06:00:00.000Z' }),
    ];
    expect(sortByAge(list, 'oldest').map((item) => item.ref)).toEqual(['OLD', 'MID', 'NEW', 'NONE']);
    expect(sortByAge(list, 'newest').map((item) => item.ref)).toEqual(['NEW', 'MID', 'OLD', 'NONE']);
  });

  it('writes ages in minutes, hours and days', () => {
    const now = Date.parse('2026-11-27T12:00:00.000Z');
    expect(ageWords('2026-11-27T11:15:00.000Z', now)).toBe('45 min');
    expect(ageWords('2026-11-27T07:00:00.000Z', now)).toBe('5 h');
    expect(ageWords('2026-11-24T08:00:00.000Z', now)).toBe('3 d 4 h');
    expect(ageWords(null, now)).toBe('–');
  });
});
