import { sc_camera_back_help } from '@phonix/shared/messages/sc_camera_back_help';
import { sc_camera_denied } from '@phonix/shared/messages/sc_camera_denied';
import { sc_camera_error } from '@phonix/shared/messages/sc_camera_error';
import { sc_camera_front_help } from '@phonix/shared/messages/sc_camera_front_help';
import { sc_camera_missing } from '@phonix/shared/messages/sc_camera_missing';
import { sc_camera_no } from '@phonix/shared/messages/sc_camera_no';
import { sc_camera_open } from '@phonix/shared/messages/sc_camera_open';
import { sc_camera_preview } from '@phonix/shared/messages/sc_camera_preview';
import { sc_camera_private } from '@phonix/shared/messages/sc_camera_private';
import { sc_camera_question } from '@phonix/shared/messages/sc_camera_question';
import { sc_camera_same } from '@phonix/shared/messages/sc_camera_same';
import { sc_camera_still } from '@phonix/shared/messages/sc_camera_still';
import { sc_camera_take } from '@phonix/shared/messages/sc_camera_take';
import { sc_camera_yes } from '@phonix/shared/messages/sc_camera_yes';
import { sc_retry } from '@phonix/shared/messages/sc_retry';
import type { SelfCheckOutcome } from '@phonix/shared/self-check';
import { Camera } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { canOpenMedia, type OpenFailure, openFailure, stopStream } from '../utils/media.ts';

type Phase = 'ready' | 'opening' | 'live' | 'still' | 'answered' | 'problem';
type Problem = OpenFailure | 'same';

const PROBLEM_TEXT: Record<Problem, () => string> = {
  denied: sc_camera_denied,
  missing: sc_camera_missing,
  error: sc_camera_error,
  same: sc_camera_same,
};

/**
 * One camera: opened by the side it faces, shown live, one still taken on the phone (a canvas, never sent) that
 * the seller judges. A refusal of the permission says nothing of the camera (skipped); no camera on that side,
 * or one that will not open, fails; a browser that gives the front camera when asked for the back (a laptop)
 * cannot test it (unsupported).
 */
export function CameraCheck({
  facing,
  frontCameraId,
  onCameraId,
  result,
  onResult,
}: {
  facing: 'user' | 'environment';
  frontCameraId: string | null;
  onCameraId?: (deviceId: string) => void;
  result: SelfCheckOutcome | null;
  onResult: (outcome: SelfCheckOutcome | null) => void;
}) {
  const [phase, setPhase] = useState<Phase>('ready');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [still, setStill] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);

  useEffect(() => () => stopStream(stream.current), []);

  const fail = (reason: Problem) => {
    stopStream(stream.current);
    stream.current = null;
    setProblem(reason);
    setPhase('problem');
    onResult(reason === 'denied' ? 'skipped' : reason === 'same' ? 'unsupported' : 'failed');
  };

  const open = async () => {
    onResult(null);
    setStill(null);
    setProblem(null);
    if (!canOpenMedia()) {
      fail('missing');
      return;
    }
    setPhase('opening');
    try {
      const opened = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: facing },
        audio: false,
      });
      stream.current = opened;
      const settings = opened.getVideoTracks()[0]?.getSettings() ?? {};
      if (
        facing === 'environment' &&
        (settings.facingMode === 'user' || settings.deviceId === frontCameraId)
      ) {
        fail('same');
        return;
      }
      if (settings.deviceId) onCameraId?.(settings.deviceId);
      setPhase('live');
    } catch (error) {
      fail(openFailure(error));
    }
  };

  // The preview element exists once the phase is live.
  useEffect(() => {
    if (phase !== 'live' || !video.current || !stream.current) return;
    video.current.srcObject = stream.current;
    void video.current.play().catch(() => undefined);
  }, [phase]);

  const take = () => {
    const element = video.current;
    if (!element || element.videoWidth === 0) return;
    const canvas = document.createElement('canvas');
    const scale = Math.min(1, 960 / Math.max(element.videoWidth, element.videoHeight));
    canvas.width = Math.round(element.videoWidth * scale);
    canvas.height = Math.round(element.videoHeight * scale);
    canvas.getContext('2d')?.drawImage(element, 0, 0, canvas.width, canvas.height);
    setStill(canvas.toDataURL('image/jpeg', 0.85));
    stopStream(stream.current);
    stream.current = null;
    setPhase('still');
  };

  const answer = (looksRight: boolean) => {
    setPhase('answered');
    onResult(looksRight ? 'passed' : 'failed');
  };

  return (
    <>
      <p>{facing === 'user' ? sc_camera_front_help() : sc_camera_back_help()}</p>
      <p className="text-sm text-slate-600">{sc_camera_private()}</p>
      {phase === 'live' ? (
        <div className="flex flex-col gap-3">
          <video
            ref={video}
            muted
            playsInline
            aria-label={sc_camera_preview()}
            className={`aspect-[3/4] w-full max-w-sm self-center rounded-xl bg-black object-cover ${facing === 'user' ? '-scale-x-100' : ''}`}
          />
          <Button size="lg" onClick={take} className="w-full sm:w-auto sm:self-center">
            <Camera className="size-5" aria-hidden />
            {sc_camera_take()}
          </Button>
        </div>
      ) : null}
      {still && (phase === 'still' || phase === 'answered') ? (
        <div className="flex flex-col gap-3">
          <img
            src={still}
            alt={sc_camera_still()}
            className={`aspect-[3/4] w-full max-w-sm self-center rounded-xl bg-black object-cover ${facing === 'user' ? '-scale-x-100' : ''}`}
          />
          <fieldset className="flex flex-col gap-3 sm:flex-row">
            <legend className="mb-3 text-lg font-bold text-slate-900">{sc_camera_question()}</legend>
            <Button
              size="lg"
              variant={result === 'passed' ? 'primary' : 'secondary'}
              aria-pressed={result === 'passed'}
              onClick={() => answer(true)}
              className="w-full sm:w-auto"
            >
              {sc_camera_yes()}
            </Button>
            <Button
              size="lg"
              variant={result === 'failed' ? 'primary' : 'secondary'}
              aria-pressed={result === 'failed'}
              onClick={() => answer(false)}
              className="w-full sm:w-auto"
            >
              {sc_camera_no()}
            </Button>
          </fieldset>
        </div>
      ) : null}
      {phase === 'problem' && problem ? (
        <p
          role="alert"
          className="rounded-xl bg-amber-50 p-4 font-semibold text-amber-950 ring-1 ring-amber-300"
        >
          {PROBLEM_TEXT[problem]()}
        </p>
      ) : null}
      {phase === 'ready' || phase === 'opening' ? (
        <Button size="lg" onClick={open} disabled={phase === 'opening'} className="w-full sm:w-auto">
          <Camera className="size-5" aria-hidden />
          {sc_camera_open()}
        </Button>
      ) : phase === 'problem' || phase === 'answered' ? (
        <Button variant="secondary" size="lg" onClick={open} className="w-full sm:w-auto">
          {sc_retry()}
        </Button>
      ) : null}
    </>
  );
}
