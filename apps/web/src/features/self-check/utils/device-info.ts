import type { SelfCheckDevice } from '@phonix/shared/self-check';

interface HighEntropyUserAgent {
  getHighEntropyValues?: (hints: string[]) => Promise<{ model?: string }>;
}

/** The model as the browser says it (Chromium's client hints); null where it does not (Safari, Firefox, desktops). */
export async function reportedModel(): Promise<string | null> {
  const userAgentData = (navigator as Navigator & { userAgentData?: HighEntropyUserAgent }).userAgentData;
  if (typeof userAgentData?.getHighEntropyValues !== 'function') return null;
  try {
    const { model } = await userAgentData.getHighEntropyValues(['model']);
    const trimmed = model?.trim().slice(0, 100);
    return trimmed ? trimmed : null;
  } catch {
    return null;
  }
}

/** What the browser tells of this phone: its model where it says it, and its screen. */
export async function readDevice(batteryLevel: number | null): Promise<SelfCheckDevice> {
  return {
    model: await reportedModel(),
    screen_width: Math.round(window.screen.width),
    screen_height: Math.round(window.screen.height),
    pixel_ratio: Math.round((window.devicePixelRatio || 1) * 100) / 100,
    battery_level: batteryLevel,
  };
}

const squash = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Whether the model the browser reports plainly differs from the one chosen: neither name holds the other once
 * spaces and signs are dropped ("Pixel 7" and "Pixel 7 Pro" do not differ; "SM-G991B" and "Galaxy S21" do, which
 * the note says kindly, since browsers often give a code).
 */
export function modelDiffers(reported: string | null, chosen: string | null): boolean {
  if (!reported || !chosen) return false;
  const a = squash(reported);
  const b = squash(chosen);
  if (!a || !b) return false;
  return !a.includes(b) && !b.includes(a);
}
