import { sc_mic_denied } from '@phonix/shared/messages/sc_mic_denied';
import { sc_mic_missing } from '@phonix/shared/messages/sc_mic_missing';
import { sc_retry } from '@phonix/shared/messages/sc_retry';
import { sc_speaker_heard } from '@phonix/shared/messages/sc_speaker_heard';
import { sc_speaker_help } from '@phonix/shared/messages/sc_speaker_help';
import { sc_speaker_not_heard } from '@phonix/shared/messages/sc_speaker_not_heard';
import { sc_speaker_playing } from '@phonix/shared/messages/sc_speaker_playing';
import { sc_speaker_route } from '@phonix/shared/messages/sc_speaker_route';
import { sc_speaker_start } from '@phonix/shared/messages/sc_speaker_start';
import type { SelfCheckOutcome } from '@phonix/shared/self-check';
import { Volume2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { audioContextClass, canOpenMedia, openFailure, RAW_MICROPHONE, stopStream } from '../utils/media.ts';
import { readTone, type ToneReading, toneHeard } from '../utils/signal.ts';

/** Two tones, low and high, as a speaker that rattles or has lost its treble would fail one of them. */
export const SPEAKER_TONES = [1000, 2500] as const;
const BASELINE_MS = 400;
const LISTEN_MS = 1500;
const READ_EVERY_MS = 40;

type Phase = 'ready' | 'running' | 'heard' | 'not_heard' | 'denied' | 'missing';

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * The speaker: each tone is played (an OscillatorNode to the browser's output: the loudspeaker, or where the
 * browser routes it) and listened for through the microphone (an AnalyserNode's spectrum): heard when, while it
 * plays, the spectrum's strongest peak is at its frequency and well above what the room had there before.
 */
export function SpeakerCheck({
  result,
  onResult,
}: {
  result: SelfCheckOutcome | null;
  onResult: (outcome: SelfCheckOutcome | null) => void;
}) {
  const [phase, setPhase] = useState<Phase>('ready');
  const [playing, setPlaying] = useState<number | null>(null);
  const cancel = useRef<() => void>(() => undefined);

  useEffect(() => () => cancel.current(), []);

  const run = async () => {
    cancel.current();
    onResult(null);
    const Context = audioContextClass();
    if (!canOpenMedia() || Context === null) {
      setPhase('missing');
      onResult('failed');
      return;
    }
    setPhase('running');
    // Made and resumed within the tap: Safari keeps a context made after an await suspended.
    const context = new Context();
    void context.resume().catch(() => undefined);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia(RAW_MICROPHONE);
    } catch (error) {
      void context.close().catch(() => undefined);
      const failure = openFailure(error);
      setPhase(failure === 'denied' ? 'denied' : 'missing');
      onResult(failure === 'denied' ? 'skipped' : 'failed');
      return;
    }
    let cancelled = false;
    const close = () => {
      stopStream(stream);
      void context.close().catch(() => undefined);
    };
    cancel.current = () => {
      cancelled = true;
      close();
    };
    await context.resume().catch(() => undefined);
    const analyser = context.createAnalyser();
    analyser.fftSize = 4096;
    analyser.smoothingTimeConstant = 0;
    context.createMediaStreamSource(stream).connect(analyser);
    const spectrum = new Float32Array(analyser.frequencyBinCount);
    const read = (frequency: number): ToneReading => {
      analyser.getFloatFrequencyData(spectrum);
      return readTone(spectrum, frequency, context.sampleRate);
    };

    let allHeard = true;
    for (const frequency of SPEAKER_TONES) {
      setPlaying(frequency);
      // The room before the tone: its loudest moment at this frequency.
      let before: ToneReading = { level: Number.NEGATIVE_INFINITY, peakFrequency: 0 };
      for (let elapsed = 0; elapsed < BASELINE_MS && !cancelled; elapsed += READ_EVERY_MS) {
        const reading = read(frequency);
        if (reading.level > before.level) before = reading;
        await wait(READ_EVERY_MS);
      }
      const oscillator = context.createOscillator();
      oscillator.frequency.value = frequency;
      const gain = context.createGain();
      gain.gain.value = 0.5;
      oscillator.connect(gain).connect(context.destination);
      oscillator.start();
      let heard = false;
      for (let elapsed = 0; elapsed < LISTEN_MS && !heard && !cancelled; elapsed += READ_EVERY_MS) {
        await wait(READ_EVERY_MS);
        heard = toneHeard(before, read(frequency), frequency);
      }
      oscillator.stop();
      oscillator.disconnect();
      gain.disconnect();
      if (cancelled) return;
      if (!heard) {
        allHeard = false;
        break;
      }
      await wait(200);
    }
    close();
    cancel.current = () => undefined;
    setPlaying(null);
    setPhase(allHeard ? 'heard' : 'not_heard');
    onResult(allHeard ? 'passed' : 'failed');
  };

  return (
    <>
      <p>{sc_speaker_help()}</p>
      <p className="text-sm text-slate-600">{sc_speaker_route()}</p>
      {phase === 'running' && playing !== null ? (
        <p role="status" className="font-semibold text-brand-800">
          {sc_speaker_playing({ frequency: playing })}
        </p>
      ) : null}
      {phase === 'heard' ? <p className="font-semibold text-emerald-900">{sc_speaker_heard()}</p> : null}
      {phase === 'not_heard' || phase === 'denied' || phase === 'missing' ? (
        <p
          role="alert"
          className="rounded-xl bg-amber-50 p-4 font-semibold text-amber-950 ring-1 ring-amber-300"
        >
          {phase === 'not_heard'
            ? sc_speaker_not_heard()
            : phase === 'denied'
              ? sc_mic_denied()
              : sc_mic_missing()}
        </p>
      ) : null}
      {phase === 'ready' || phase === 'running' ? (
        <Button size="lg" onClick={run} disabled={phase === 'running'} className="w-full sm:w-auto">
          <Volume2 className="size-5" aria-hidden />
          {sc_speaker_start()}
        </Button>
      ) : result !== null ? (
        <Button variant="secondary" size="lg" onClick={run} className="w-full sm:w-auto">
          {sc_retry()}
        </Button>
      ) : null}
    </>
  );
}
