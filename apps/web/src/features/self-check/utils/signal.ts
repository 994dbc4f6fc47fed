/**
 * The sound checks' arithmetic, apart from the Web Audio nodes so it can be tested on numbers: the level of
 * what the microphone hears, and whether a tone of a given frequency is among it.
 */

/** Root mean square of time-domain samples (-1..1): 0 in silence, about 0.02 for quiet speech near a phone. */
export function rms(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) {
    const value = samples[i] as number;
    sum += value * value;
  }
  return Math.sqrt(sum / samples.length);
}

/** The level a speaking seller reaches: well above a quiet room's hiss, well below a shout. */
export const SPEECH_RMS = 0.02;

/** The FFT bin of a frequency, for an analyser of `fftSize` at `sampleRate`. */
export function binOf(frequency: number, sampleRate: number, fftSize: number): number {
  return Math.round((frequency * fftSize) / sampleRate);
}

export interface ToneReading {
  /** The strongest bin's level near the frequency, dB. */
  level: number;
  /** The frequency of the strongest bin in the whole spectrum above 200 Hz. */
  peakFrequency: number;
}

/** What a spectrum (getFloatFrequencyData, dB per bin) holds at and around a frequency. */
export function readTone(spectrum: ArrayLike<number>, frequency: number, sampleRate: number): ToneReading {
  const fftSize = spectrum.length * 2;
  const binWidth = sampleRate / fftSize;
  const target = binOf(frequency, sampleRate, fftSize);
  let level = Number.NEGATIVE_INFINITY;
  for (let bin = Math.max(0, target - 2); bin <= Math.min(spectrum.length - 1, target + 2); bin += 1) {
    level = Math.max(level, spectrum[bin] as number);
  }
  let peakBin = 0;
  let peak = Number.NEGATIVE_INFINITY;
  for (let bin = Math.ceil(200 / binWidth); bin < spectrum.length; bin += 1) {
    if ((spectrum[bin] as number) > peak) {
      peak = spectrum[bin] as number;
      peakBin = bin;
    }
  }
  return { level, peakFrequency: peakBin * binWidth };
}

/** How far the tone must rise above what the microphone heard before it played, dB. */
export const TONE_RISE_DB = 15;
/** How near the spectrum's peak must be to the tone, Hz (a few bins of a 4096-point FFT). */
export const TONE_TOLERANCE_HZ = 60;

/**
 * The tone was heard: while it played, the spectrum's strongest peak was at its frequency and stood well above
 * the level that frequency had in the room before (so a room's own sound at that pitch does not pass).
 */
export function toneHeard(before: ToneReading, during: ToneReading, frequency: number): boolean {
  return (
    Number.isFinite(during.level) &&
    Math.abs(during.peakFrequency - frequency) <= TONE_TOLERANCE_HZ &&
    during.level - (Number.isFinite(before.level) ? before.level : -160) >= TONE_RISE_DB
  );
}
