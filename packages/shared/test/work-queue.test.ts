import { describe, expect, it } from 'vitest';
import { isUnassigned, workingMinutesBetween } from '../src/work-queue.ts';

const ist = (local: string) => new Date(`${local}+05:30`);

describe('working minutes (08:00 to 20:00 India time, every day)', () => {
  it('counts only the working part of the time between two moments', () => {
    expect(workingMinutesBetween(ist('2026-11-26T10:00:00'), ist('2026-11-26T11:30:00'))).toBe(90);
    // Booked at night: the wait starts at 08:00.
    expect(workingMinutesBetween(ist('2026-11-25T23:00:00'), ist('2026-11-26T08:45:00'))).toBe(45);
    expect(workingMinutesBetween(ist('2026-11-26T20:30:00'), ist('2026-11-27T07:59:00'))).toBe(0);
    // Across an evening: 19:30-20:00 and 08:00-08:30.
    expect(workingMinutesBetween(ist('2026-11-26T19:30:00'), ist('2026-11-27T08:30:00'))).toBe(60);
    // Two whole days.
    expect(workingMinutesBetween(ist('2026-11-24T00:00:00'), ist('2026-11-26T00:00:00'))).toBe(2 * 12 * 60);
    expect(workingMinutesBetween(ist('2026-11-26T12:00:00'), ist('2026-11-26T11:00:00'))).toBe(0);
  });

  it('calls an order unassigned once it waited the alert in working hours', () => {
    const booked = ist('2026-11-26T19:30:00');
    expect(isUnassigned(booked, ist('2026-11-27T08:29:00'), 60)).toBe(false);
    expect(isUnassigned(booked, ist('2026-11-27T08:30:00'), 60)).toBe(true);
    expect(isUnassigned(ist('2026-11-26T10:00:00'), ist('2026-11-26T10:59:00'), 60)).toBe(false);
  });
});
