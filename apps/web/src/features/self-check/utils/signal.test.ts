import { describe, expect, it } from 'vitest';
import { binOf, readTone, rms, SPEECH_RMS, toneHeard } from './signal.ts';

const RATE = 48_000;
const FFT = 4096;

/** A synthetic spectrum: a noise floor with peaks (frequency, dB). */
function spectrum(floor: number, peaks: [number, number][] = []): Float32Array {
  const bins = new Float32Array(FFT / 2).fill(floor);
  for (const [frequency, level] of peaks) {
    const bin = binOf(frequency, RATE, FFT);
    bins[bin] = level;
    bins[bin - 1] = level - 12;
    bins[bin + 1] = level - 12;
  }
  return bins;
}

describe('rms', () => {
  it('is 0 in silence and the amplitude over root two for a sine', () => {
    expect(rms(new Float32Array(512))).toBe(0);
    const sine = Float32Array.from(
      { length: 4800 },
      (_, i) => 0.5 * Math.sin((2 * Math.PI * 1000 * i) / RATE),
    );
    expect(rms(sine)).toBeCloseTo(0.5 / Math.SQRT2, 3);
    expect(rms(sine)).toBeGreaterThan(SPEECH_RMS);
    expect(rms([])).toBe(0);
  });
});

describe('toneHeard', () => {
  const quiet = readTone(spectrum(-110), 1000, RATE);

  it('hears a tone that rises above the room at its frequency', () => {
    const during = readTone(spectrum(-110, [[1000, -40]]), 1000, RATE);
    expect(during.peakFrequency).toBeCloseTo(1000, -1);
    expect(toneHeard(quiet, during, 1000)).toBe(true);
  });

  it('does not hear a tone at another frequency', () => {
    const during = readTone(spectrum(-110, [[2500, -40]]), 1000, RATE);
    expect(toneHeard(quiet, during, 1000)).toBe(false);
  });

  it('does not hear a tone whose peak is drowned by a louder sound elsewhere', () => {
    const during = readTone(
      spectrum(-110, [
        [1000, -60],
        [440, -30],
      ]),
      1000,
      RATE,
    );
    expect(toneHeard(quiet, during, 1000)).toBe(false);
  });

  it('does not take a sound already in the room at that pitch for the tone', () => {
    const room = spectrum(-110, [[1000, -45]]);
    expect(toneHeard(readTone(room, 1000, RATE), readTone(room, 1000, RATE), 1000)).toBe(false);
  });

  it('does not hear silence', () => {
    expect(toneHeard(quiet, quiet, 2500)).toBe(false);
    const empty = readTone(spectrum(Number.NEGATIVE_INFINITY), 2500, RATE);
    expect(toneHeard(empty, empty, 2500)).toBe(false);
  });
});
