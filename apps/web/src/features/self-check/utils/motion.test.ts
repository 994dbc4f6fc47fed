import { describe, expect, it } from 'vitest';
import { motionChanged, motionReading } from './motion.ts';

const event = (x: number | null, y: number | null, z: number | null, beta: number | null = null) => ({
  accelerationIncludingGravity: { x, y, z },
  rotationRate: { alpha: null, beta, gamma: null },
});

describe('motion readings', () => {
  it('takes an event without values as no reading', () => {
    expect(motionReading(event(null, null, null))).toBeNull();
    expect(motionReading({ accelerationIncludingGravity: null, rotationRate: null })).toBeNull();
  });

  it('sees a tilt in gravity moving between axes, not a phone lying still', () => {
    const flat = motionReading(event(0.02, 0.01, 9.81));
    const stillFlat = motionReading(event(0.05, 0.03, 9.79));
    const tilted = motionReading(event(3.1, 0.2, 9.3));
    if (!flat || !stillFlat || !tilted) throw new Error('readings expected');
    expect(motionChanged(flat, stillFlat)).toBe(false);
    expect(motionChanged(flat, tilted)).toBe(true);
  });

  it('sees the phone turning from its rotation rate', () => {
    const first = motionReading(event(0, 0, 9.8, 0));
    const turning = motionReading(event(0, 0, 9.8, 40));
    if (!first || !turning) throw new Error('readings expected');
    expect(motionChanged(first, turning)).toBe(true);
  });
});
