/** Why a camera or microphone did not open, as the seller is told it. */
export type OpenFailure = 'denied' | 'missing' | 'error';

/**
 * getUserMedia's refusal, sorted: NotAllowedError is the seller's (or the browser's) no, which says nothing of
 * the part; NotFoundError and OverconstrainedError mean no such camera or microphone; the rest (in use by another
 * app, hardware error) that it could not be opened.
 */
export function openFailure(error: unknown): OpenFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') {
    return 'missing';
  }
  return 'error';
}

/** Whether this browser can ask for a camera or microphone at all (not over plain HTTP, not in old browsers). */
export function canOpenMedia(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

export function stopStream(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * The microphone as it is, for measuring: the browser's echo cancelling would remove the very tone the speaker
 * test plays, and its gain control would lift a quiet room to a speaking level.
 */
export const RAW_MICROPHONE: MediaStreamConstraints = {
  audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false },
};

type AudioContextClass = typeof AudioContext;
export function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  return (
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext ??
    null
  );
}
