/** One devicemotion reading: gravity-included acceleration (m/s²) and rotation rate (°/s), nulls as absent. */
export interface MotionReading {
  gravity: [number | null, number | null, number | null];
  rotation: [number | null, number | null, number | null];
}

type MotionLike = Pick<DeviceMotionEvent, 'accelerationIncludingGravity' | 'rotationRate'>;

/** The event's reading, or null when it carries none (desktop Chrome sends one empty event without sensors). */
export function motionReading(event: MotionLike): MotionReading | null {
  const g = event.accelerationIncludingGravity;
  const r = event.rotationRate;
  const reading: MotionReading = {
    gravity: [g?.x ?? null, g?.y ?? null, g?.z ?? null],
    rotation: [r?.alpha ?? null, r?.beta ?? null, r?.gamma ?? null],
  };
  return [...reading.gravity, ...reading.rotation].every((value) => value === null) ? null : reading;
}

/** Tilting moves gravity between the axes by metres per second²; a phone lying still drifts by hundredths. */
const GRAVITY_CHANGE = 1;
/** A slow tilt turns the phone by tens of degrees a second. */
const ROTATION_RATE = 15;

/** Whether the phone moved between the first reading and this one. */
export function motionChanged(first: MotionReading, now: MotionReading): boolean {
  const gravityMoved = now.gravity.some((value, axis) => {
    const before = first.gravity[axis];
    return (
      value !== null && before !== null && before !== undefined && Math.abs(value - before) >= GRAVITY_CHANGE
    );
  });
  const turning = now.rotation.some((value) => value !== null && Math.abs(value) >= ROTATION_RATE);
  return gravityMoved || turning;
}
