import { sc_battery_help } from '@phonix/shared/messages/sc_battery_help';
import { sc_battery_level } from '@phonix/shared/messages/sc_battery_level';
import { sc_battery_read } from '@phonix/shared/messages/sc_battery_read';
import { sc_battery_unsupported } from '@phonix/shared/messages/sc_battery_unsupported';
import { sc_motion_denied } from '@phonix/shared/messages/sc_motion_denied';
import { sc_motion_help } from '@phonix/shared/messages/sc_motion_help';
import { sc_motion_moved } from '@phonix/shared/messages/sc_motion_moved';
import { sc_motion_start } from '@phonix/shared/messages/sc_motion_start';
import { sc_motion_still } from '@phonix/shared/messages/sc_motion_still';
import { sc_motion_unsupported } from '@phonix/shared/messages/sc_motion_unsupported';
import { sc_motion_waiting } from '@phonix/shared/messages/sc_motion_waiting';
import { sc_no } from '@phonix/shared/messages/sc_no';
import { sc_retry } from '@phonix/shared/messages/sc_retry';
import { sc_vibration_help } from '@phonix/shared/messages/sc_vibration_help';
import { sc_vibration_question } from '@phonix/shared/messages/sc_vibration_question';
import { sc_vibration_start } from '@phonix/shared/messages/sc_vibration_start';
import { sc_vibration_unsupported } from '@phonix/shared/messages/sc_vibration_unsupported';
import { sc_yes } from '@phonix/shared/messages/sc_yes';
import type { SelfCheckOutcome } from '@phonix/shared/self-check';
import { BatteryMedium, Move3d, Vibrate } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { type MotionReading, motionChanged, motionReading } from '../utils/motion.ts';

interface CheckProps {
  result: SelfCheckOutcome | null;
  onResult: (outcome: SelfCheckOutcome | null) => void;
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-xl bg-amber-50 p-4 font-semibold text-amber-950 ring-1 ring-amber-300">
      {children}
    </p>
  );
}

const canVibrate = () => typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function';

/** Vibration where the browser has navigator.vibrate (Android's Chrome; not an iPhone): the seller says if they felt it. */
export function VibrationCheck({ result, onResult }: CheckProps) {
  const [supported] = useState(canVibrate);
  const [asked, setAsked] = useState(false);
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    if (!supported) onResult('unsupported');
  }, [supported, onResult]);

  const vibrate = () => {
    onResult(null);
    if (!navigator.vibrate([300, 200, 300])) {
      setRefused(true);
      onResult('unsupported');
      return;
    }
    setAsked(true);
  };

  if (!supported || refused) return <Notice>{sc_vibration_unsupported()}</Notice>;
  return (
    <>
      <p>{sc_vibration_help()}</p>
      {asked ? (
        <fieldset className="flex flex-col gap-3 sm:flex-row">
          <legend className="mb-3 text-lg font-bold text-slate-900">{sc_vibration_question()}</legend>
          {(['passed', 'failed'] as const).map((outcome) => (
            <Button
              key={outcome}
              size="lg"
              variant={result === outcome ? 'primary' : 'secondary'}
              aria-pressed={result === outcome}
              onClick={() => onResult(outcome)}
              className="w-full sm:w-32"
            >
              {outcome === 'passed' ? sc_yes() : sc_no()}
            </Button>
          ))}
        </fieldset>
      ) : null}
      <Button
        size="lg"
        variant={asked ? 'ghost' : 'primary'}
        onClick={vibrate}
        className={`w-full sm:w-auto ${asked ? 'ring-1 ring-slate-300' : ''}`}
      >
        <Vibrate className="size-5" aria-hidden />
        {asked ? sc_retry() : sc_vibration_start()}
      </Button>
    </>
  );
}

const MOTION_SECONDS = 10;

type MotionPhase = 'ready' | 'waiting' | 'moved' | 'still' | 'denied' | 'silent';

interface PermissionedMotion {
  requestPermission?: () => Promise<'granted' | 'denied'>;
}

/**
 * Motion sensors: DeviceMotionEvent readings must change while the seller tilts the phone (iOS asks for the
 * permission first, from the tap). A browser that sends no reading at all has no sensor to offer (unsupported).
 */
export function MotionCheck({ result, onResult }: CheckProps) {
  const [supported] = useState(
    () => typeof window !== 'undefined' && typeof window.DeviceMotionEvent === 'function',
  );
  const [phase, setPhase] = useState<MotionPhase>('ready');
  const [secondsLeft, setSecondsLeft] = useState(MOTION_SECONDS);
  const stopRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!supported) onResult('unsupported');
  }, [supported, onResult]);
  useEffect(() => () => stopRef.current(), []);

  const start = async () => {
    stopRef.current();
    onResult(null);
    const permissioned = window.DeviceMotionEvent as unknown as PermissionedMotion;
    if (typeof permissioned.requestPermission === 'function') {
      const answer = await permissioned.requestPermission().catch(() => 'denied' as const);
      if (answer !== 'granted') {
        setPhase('denied');
        onResult('skipped');
        return;
      }
    }
    setPhase('waiting');
    setSecondsLeft(MOTION_SECONDS);
    let first: MotionReading | null = null;
    const started = performance.now();
    const finish = (outcome: 'moved' | 'still' | 'silent') => {
      stop();
      setPhase(outcome);
      onResult(outcome === 'moved' ? 'passed' : outcome === 'still' ? 'failed' : 'unsupported');
    };
    const onMotion = (event: DeviceMotionEvent) => {
      const reading = motionReading(event);
      if (reading === null) return;
      if (first === null) first = reading;
      else if (motionChanged(first, reading)) finish('moved');
    };
    const timer = window.setInterval(() => {
      const elapsed = (performance.now() - started) / 1000;
      setSecondsLeft(Math.max(0, Math.ceil(MOTION_SECONDS - elapsed)));
      if (elapsed >= MOTION_SECONDS) finish(first === null ? 'silent' : 'still');
    }, 250);
    const stop = () => {
      window.clearInterval(timer);
      window.removeEventListener('devicemotion', onMotion);
      stopRef.current = () => undefined;
    };
    window.addEventListener('devicemotion', onMotion);
    stopRef.current = stop;
  };

  if (!supported) return <Notice>{sc_motion_unsupported()}</Notice>;
  return (
    <>
      <p>{sc_motion_help()}</p>
      {phase === 'waiting' ? (
        <p role="status" className="font-semibold text-brand-800">
          {sc_motion_waiting({ seconds: secondsLeft })}
        </p>
      ) : null}
      {phase === 'moved' ? <p className="font-semibold text-emerald-900">{sc_motion_moved()}</p> : null}
      {phase === 'still' ? <Notice>{sc_motion_still()}</Notice> : null}
      {phase === 'denied' ? <Notice>{sc_motion_denied()}</Notice> : null}
      {phase === 'silent' ? <Notice>{sc_motion_unsupported()}</Notice> : null}
      {phase === 'ready' || phase === 'waiting' ? (
        <Button size="lg" onClick={start} disabled={phase === 'waiting'} className="w-full sm:w-auto">
          <Move3d className="size-5" aria-hidden />
          {sc_motion_start()}
        </Button>
      ) : result !== null ? (
        <Button variant="secondary" size="lg" onClick={start} className="w-full sm:w-auto">
          {sc_retry()}
        </Button>
      ) : null}
    </>
  );
}

interface BatteryManagerLike {
  level: number;
}

/** The battery's charge where the browser tells it (Chromium's getBattery); a browser cannot tell its health. */
export function BatteryCheck({
  result,
  onResult,
  onLevel,
}: CheckProps & { onLevel: (level: number | null) => void }) {
  const [level, setLevel] = useState<number | null>(null);
  const [reading, setReading] = useState(false);

  const read = async () => {
    onResult(null);
    const getBattery = (navigator as Navigator & { getBattery?: () => Promise<BatteryManagerLike> })
      .getBattery;
    if (typeof getBattery !== 'function') {
      onLevel(null);
      onResult('unsupported');
      return;
    }
    setReading(true);
    try {
      const battery = await getBattery.call(navigator);
      const percent = Math.round(Math.min(1, Math.max(0, battery.level)) * 100);
      setLevel(percent);
      onLevel(percent);
      onResult('passed');
    } catch {
      onLevel(null);
      onResult('unsupported');
    } finally {
      setReading(false);
    }
  };

  return (
    <>
      <p>{sc_battery_help()}</p>
      {result === 'passed' && level !== null ? (
        <p className="flex items-center gap-2 text-xl font-extrabold text-slate-900">
          <BatteryMedium className="size-7" aria-hidden />
          {sc_battery_level({ level })}
        </p>
      ) : null}
      {result === 'unsupported' ? <Notice>{sc_battery_unsupported()}</Notice> : null}
      <Button
        size="lg"
        variant={result === null ? 'primary' : 'secondary'}
        onClick={read}
        disabled={reading}
        className="w-full sm:w-auto"
      >
        <BatteryMedium className="size-5" aria-hidden />
        {result === null ? sc_battery_read() : sc_retry()}
      </Button>
    </>
  );
}
