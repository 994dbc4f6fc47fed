import { describe, expect, it } from 'vitest';
import type { AnswerRecord } from '../src/questionnaire.ts';
import {
  applySelfCheckSuggestions,
  SELF_CHECK_TESTS,
  type SelfCheckOutcome,
  type SelfCheckReport,
  type SelfCheckTest,
  selfCheckSuggestions,
} from '../src/self-check.ts';

const GOOD: AnswerRecord = {
  callingerr: 'yes',
  toucherr: 'yes',
  screenspoterror: '',
  screenlineerror: '',
  screenphysicalcondition: '',
  bodyscratches: '',
  bodydent: '',
  panelerror: '',
  benderror: '',
  functionalerror: [],
  accessories: ['Box'],
  screencondition: 'yes',
  bodycondition: 'yes',
  warranty: '',
  variant: 7,
  ic_slug: 'galaxy-s21',
};

function report(
  outcomes: Partial<Record<SelfCheckTest, SelfCheckOutcome>>,
  display_finding: SelfCheckReport['display_finding'] = null,
): Pick<SelfCheckReport, 'results' | 'display_finding'> {
  const results = Object.fromEntries(
    SELF_CHECK_TESTS.map((test) => [test, outcomes[test] ?? 'passed']),
  ) as Record<SelfCheckTest, SelfCheckOutcome>;
  return { results, display_finding };
}

describe('selfCheckSuggestions', () => {
  it('suggests nothing when every test passed or was skipped', () => {
    expect(selfCheckSuggestions(report({}, 'none'), GOOD)).toEqual([]);
    const skipped = report(Object.fromEntries(SELF_CHECK_TESTS.map((test) => [test, 'skipped'])));
    expect(selfCheckSuggestions(skipped, GOOD)).toEqual([]);
  });

  it('suggests "touch screen not working" for a failed touch test, unless already answered', () => {
    expect(selfCheckSuggestions(report({ touch: 'failed' }, 'none'), GOOD)).toEqual([
      { test: 'touch', field: 'toucherr', code: 'no' },
    ]);
    expect(selfCheckSuggestions(report({ touch: 'failed' }), { ...GOOD, toucherr: 'no' })).toEqual([]);
  });

  it('suggests White / Black Spots for spots, unless the seller already named any spot', () => {
    const spots = report({ display: 'failed' }, 'spots');
    expect(selfCheckSuggestions(spots, GOOD)).toEqual([
      { test: 'display', field: 'screenspoterror', code: 'Sp1' },
    ]);
    expect(selfCheckSuggestions(spots, { ...GOOD, screenspoterror: 'Sp3' })).toEqual([]);
  });

  it('suggests a single line for lines, unless lines are already answered', () => {
    const lines = report({ display: 'failed' }, 'lines');
    expect(selfCheckSuggestions(lines, GOOD)).toEqual([
      { test: 'display', field: 'screenlineerror', code: 'SLi' },
    ]);
    expect(selfCheckSuggestions(lines, { ...GOOD, screenlineerror: 'SMLi' })).toEqual([]);
  });

  it('suggests the front and back camera for cameras that failed, not those already marked', () => {
    const cameras = report({ front_camera: 'failed', back_camera: 'failed' });
    expect(selfCheckSuggestions(cameras, GOOD).map((s) => s.code)).toEqual(['F1', 'F2']);
    expect(selfCheckSuggestions(cameras, { ...GOOD, functionalerror: ['F2'] }).map((s) => s.code)).toEqual([
      'F1',
    ]);
  });

  it('suggests the speaker only when the microphone that listened for it worked', () => {
    expect(selfCheckSuggestions(report({ speaker: 'failed' }), GOOD)).toEqual([
      { test: 'speaker', field: 'functionalerror', code: 'Spk' },
    ]);
    expect(selfCheckSuggestions(report({ speaker: 'failed', microphone: 'failed' }), GOOD)).toEqual([]);
    expect(selfCheckSuggestions(report({ speaker: 'failed', microphone: 'skipped' }), GOOD)).toEqual([]);
  });

  it('suggests nothing for a failed microphone, vibration, motion or battery', () => {
    const failed = report({ microphone: 'failed', vibration: 'failed', motion: 'failed', battery: 'failed' });
    expect(selfCheckSuggestions(failed, GOOD)).toEqual([]);
    expect(selfCheckSuggestions(report({ vibration: 'unsupported', battery: 'unsupported' }), GOOD)).toEqual(
      [],
    );
  });
});

describe('applySelfCheckSuggestions', () => {
  it('marks the screen as not good for screen answers and keeps its other answers', () => {
    const failed = report({ touch: 'failed', display: 'failed' }, 'spots');
    const next = applySelfCheckSuggestions(GOOD, selfCheckSuggestions(failed, GOOD));
    expect(next).toMatchObject({ toucherr: 'no', screenspoterror: 'Sp1', screencondition: 'no' });
    expect(next.screenlineerror).toBe('');
    expect(next.screenphysicalcondition).toBe('');
    expect(next.accessories).toEqual(['Box']);
  });

  it('adds parts to the functional answers once, without changing the record it was given', () => {
    const current = { ...GOOD, functionalerror: ['wifi' as const] };
    const next = applySelfCheckSuggestions(current, [
      { test: 'front_camera', field: 'functionalerror', code: 'F1' },
      { test: 'speaker', field: 'functionalerror', code: 'Spk' },
      { test: 'speaker', field: 'functionalerror', code: 'Spk' },
    ]);
    expect(next.functionalerror).toEqual(['wifi', 'F1', 'Spk']);
    expect(current.functionalerror).toEqual(['wifi']);
    expect(next.screencondition).toBe('yes');
  });

  it('applies only what the seller confirmed', () => {
    expect(applySelfCheckSuggestions(GOOD, [])).toEqual(GOOD);
  });
});
