import { sc_outcome_failed } from '@phonix/shared/messages/sc_outcome_failed';
import { sc_outcome_passed } from '@phonix/shared/messages/sc_outcome_passed';
import { sc_outcome_skipped } from '@phonix/shared/messages/sc_outcome_skipped';
import { sc_outcome_unsupported } from '@phonix/shared/messages/sc_outcome_unsupported';
import { sc_test_back_camera } from '@phonix/shared/messages/sc_test_back_camera';
import { sc_test_battery } from '@phonix/shared/messages/sc_test_battery';
import { sc_test_display } from '@phonix/shared/messages/sc_test_display';
import { sc_test_front_camera } from '@phonix/shared/messages/sc_test_front_camera';
import { sc_test_microphone } from '@phonix/shared/messages/sc_test_microphone';
import { sc_test_motion } from '@phonix/shared/messages/sc_test_motion';
import { sc_test_speaker } from '@phonix/shared/messages/sc_test_speaker';
import { sc_test_touch } from '@phonix/shared/messages/sc_test_touch';
import { sc_test_vibration } from '@phonix/shared/messages/sc_test_vibration';
import type { SelfCheckOutcome, SelfCheckTest } from '@phonix/shared/self-check';

export const TEST_NAMES: Record<SelfCheckTest, () => string> = {
  touch: sc_test_touch,
  display: sc_test_display,
  front_camera: sc_test_front_camera,
  back_camera: sc_test_back_camera,
  microphone: sc_test_microphone,
  speaker: sc_test_speaker,
  vibration: sc_test_vibration,
  motion: sc_test_motion,
  battery: sc_test_battery,
};

export const OUTCOME_WORDS: Record<SelfCheckOutcome, () => string> = {
  passed: sc_outcome_passed,
  failed: sc_outcome_failed,
  skipped: sc_outcome_skipped,
  unsupported: sc_outcome_unsupported,
};

/** High-contrast colours per outcome, never colour alone: the word is always shown beside it. */
export const OUTCOME_STYLES: Record<SelfCheckOutcome, string> = {
  passed: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  failed: 'bg-red-50 text-red-900 ring-red-300',
  skipped: 'bg-slate-100 text-slate-800 ring-slate-300',
  unsupported: 'bg-amber-50 text-amber-900 ring-amber-300',
};
