import { sc_mic_denied } from '@phonix/shared/messages/sc_mic_denied';
import { sc_mic_heard } from '@phonix/shared/messages/sc_mic_heard';
import { sc_mic_help } from '@phonix/shared/messages/sc_mic_help';
import { sc_mic_level } from '@phonix/shared/messages/sc_mic_level';
import { sc_mic_listening } from '@phonix/shared/messages/sc_mic_listening';
import { sc_mic_missing } from '@phonix/shared/messages/sc_mic_missing';
import { sc_mic_not_heard } from '@phonix/shared/messages/sc_mic_not_heard';
import { sc_mic_start } from '@phonix/shared/messages/sc_mic_start';
import { sc_retry } from '@phonix/shared/messages/sc_retry';
import type { SelfCheckOutcome } from '@phonix/shared/self-check';
import { Mic } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { audioContextClass, canOpenMedia, openFailure, RAW_MICROPHONE, stopStream } from '../utils/media.ts';
import { rms, SPEECH_RMS } from '../utils/signal.ts';

const LISTEN_SECONDS = 8;
/** Readings at speaking level needed: a voice, not one click. */
const LOUD_READINGS = 3;

/** The meter's scale: a quiet room at the left, a loud voice at the right (dB of full scale). */
const METER_FLOOR_DB = -60;
const METER_TOP_DB = -10;
const meterShare = (level: number) => {
  const db = level > 0 ? 20 * Math.log10(level) : METER_FLOOR_DB;
  return Math.min(1, Math.max(0, (db - METER_FLOOR_DB) / (METER_TOP_DB - METER_FLOOR_DB)));
};
const THRESHOLD_SHARE = meterShare(SPEECH_RMS);

type Phase = 'ready' | 'listening' | 'heard' | 'silent' | 'denied' | 'missing';

/** The microphone: the level of what it hears (RMS through an AnalyserNode) must reach a speaking voice in 8 s. */
export function MicrophoneCheck({
  result,
  onResult,
}: {
  result: SelfCheckOutcome | null;
  onResult: (outcome: SelfCheckOutcome | null) => void;
}) {
  const [phase, setPhase] = useState<Phase>('ready');
  const [level, setLevel] = useState(0);
  const [secondsLeft, setSecondsLeft] = useState(LISTEN_SECONDS);
  const stopRef = useRef<() => void>(() => undefined);

  useEffect(() => () => stopRef.current(), []);

  const listen = async () => {
    stopRef.current();
    onResult(null);
    setLevel(0);
    setSecondsLeft(LISTEN_SECONDS);
    const Context = audioContextClass();
    if (!canOpenMedia() || Context === null) {
      setPhase('missing');
      onResult('failed');
      return;
    }
    setPhase('listening');
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
    await context.resume().catch(() => undefined);
    const analyser = context.createAnalyser();
    analyser.fftSize = 2048;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const started = performance.now();
    let loud = 0;
    const stop = () => {
      window.clearInterval(timer);
      stopStream(stream);
      void context.close().catch(() => undefined);
      stopRef.current = () => undefined;
    };
    const timer = window.setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      const reading = rms(samples);
      setLevel(reading);
      if (reading >= SPEECH_RMS) loud += 1;
      const elapsed = (performance.now() - started) / 1000;
      setSecondsLeft(Math.max(0, Math.ceil(LISTEN_SECONDS - elapsed)));
      if (loud >= LOUD_READINGS) {
        stop();
        setPhase('heard');
        onResult('passed');
      } else if (elapsed >= LISTEN_SECONDS) {
        stop();
        setPhase('silent');
        onResult('failed');
      }
    }, 50);
    stopRef.current = stop;
  };

  const share = meterShare(level);
  return (
    <>
      <p>{sc_mic_help()}</p>
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between text-sm font-semibold text-slate-700">
          <span id="self-check-mic-level">{sc_mic_level()}</span>
          {phase === 'listening' ? <span>{sc_mic_listening({ seconds: secondsLeft })}</span> : null}
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a <meter> cannot show the speaking level's mark */}
        <div
          role="meter"
          aria-labelledby="self-check-mic-level"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(share * 100)}
          className="relative h-6 overflow-hidden rounded-full bg-slate-200 ring-1 ring-slate-300"
          data-level={level.toFixed(4)}
        >
          <div
            className={`h-full transition-[width] duration-75 ${share >= THRESHOLD_SHARE ? 'bg-emerald-600' : 'bg-brand-700'}`}
            style={{ width: `${share * 100}%` }}
          />
          <div
            aria-hidden
            className="absolute inset-y-0 w-0.5 bg-slate-900"
            style={{ left: `${THRESHOLD_SHARE * 100}%` }}
          />
        </div>
      </div>
      {phase === 'heard' ? <p className="font-semibold text-emerald-900">{sc_mic_heard()}</p> : null}
      {phase === 'silent' || phase === 'denied' || phase === 'missing' ? (
        <p
          role="alert"
          className="rounded-xl bg-amber-50 p-4 font-semibold text-amber-950 ring-1 ring-amber-300"
        >
          {phase === 'silent' ? sc_mic_not_heard() : phase === 'denied' ? sc_mic_denied() : sc_mic_missing()}
        </p>
      ) : null}
      {phase === 'ready' || phase === 'listening' ? (
        <Button size="lg" onClick={listen} disabled={phase === 'listening'} className="w-full sm:w-auto">
          <Mic className="size-5" aria-hidden />
          {sc_mic_start()}
        </Button>
      ) : result !== null ? (
        <Button variant="secondary" size="lg" onClick={listen} className="w-full sm:w-auto">
          {sc_retry()}
        </Button>
      ) : null}
    </>
  );
}
