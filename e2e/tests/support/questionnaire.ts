import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The condition questionnaire as a seller sees it (SPEC 2, 3 and 4). The texts are spelt here on purpose,
 * not imported from the app, so a changed question or option text fails the tests.
 */
export const STEP = {
  primary: 'Primary Info',
  screen: 'Screen Errors',
  body: 'Body Errors',
  functional: 'Functional or Physical Error',
  accessories: 'Do you have the following accessories ?',
  warranty: 'Warranty Info',
} as const;
export type StepTitle = (typeof STEP)[keyof typeof STEP];

export const Q = {
  calls: 'Are you able to make and receive calls?',
  screen: 'Is your mobile screen in good condition?',
  body: 'Is your phone body in good condition?',
  warranty: 'Is your phone under warranty? (valid bill needed)',
  touch: 'Is the touch screen working?',
  spot: 'Spots on the screen',
  line: 'Lines on the display',
  physical: 'Physical condition of the screen',
  scratches: 'Scratches on the body',
  dents: 'Dents on the body',
  panel: 'Side or back panel',
  bend: 'Bend or loose screen',
  band: 'How old is your phone? (as on the bill)',
} as const;

type YesNo = 'Yes' | 'No';

/** Option text -> code of the answer record (SPEC 3). */
const SPOT = {
  'White / Black Spots': 'Sp1',
  'Different Color Spots': 'Sp2',
  'Yellow Spots': 'Sp3',
  'No Defect': '',
};
const LINE = { 'Single Line on Display': 'SLi', 'Multi Lines on Display': 'SMLi', 'No Defect': '' };
const PHYSICAL = {
  'Front Glass Broken or Cracked': 'Sbr1',
  'Chipped Cracked': 'Sbr2',
  'Heavy Scratches': 'SHeavy',
  '1 or 2 Scratches': 'SLight',
  'No Defect': '',
};
const SCRATCHES = { '1-2 Scratches': 'B1', 'Major Scratches': 'B2', 'No Defect': '' };
const DENTS = { '1-2 Minor Dents': 'D1', '1-2 Major Heavy Dents': 'D2', 'No Defect': '' };
const PANEL = {
  'Cracked - Broken Side or Back Panel': 'PanCr',
  'Missing Side or Back Panel': 'PanMis',
  'No Defect': '',
};
const BEND = { 'Body Bend or Deform': 'PanBent', 'Loose Gap in Screen': 'PanLoose', 'No Defect': '' };
const FUNCTIONAL = {
  'Front Camera': 'F1',
  'Back Camera': 'F2',
  'Volume Button': 'Vbutton',
  'Finger Sensor': 'FTouch',
  WiFi: 'wifi',
  Battery: 'Battery',
  Speaker: 'Spk',
  'Power Button': 'PwBut',
  'Audio Receiver': 'AudRcv',
  'Charging Port': 'chgPort',
  'Face Sensor': 'FcSnsr',
};
const ACCESSORIES = {
  'Original Box with same IMEI/Serial Number': 'Box',
  'Original Charger': 'Chr',
  'Original Earphones': 'EarPhone',
};
const BANDS = {
  '0-3 Months': 'warranty03',
  '3-6 Months': 'warranty36',
  '6-11 Months': 'warranty611',
  'Above 11 Months': 'warrantyAbove11',
};
export const ALL_ACCESSORIES = Object.keys(ACCESSORIES) as (keyof typeof ACCESSORIES)[];

export interface Answers {
  calls: YesNo;
  screen: YesNo;
  body: YesNo;
  warranty: YesNo;
  /** Step 2, answered only when the screen is not in good condition. */
  screenErrors?: {
    touch: YesNo;
    spot: keyof typeof SPOT;
    line: keyof typeof LINE;
    physical: keyof typeof PHYSICAL;
  };
  /** Step 3, answered only when the body is not in good condition. */
  bodyErrors?: {
    scratches: keyof typeof SCRATCHES;
    dents: keyof typeof DENTS;
    panel: keyof typeof PANEL;
    bend: keyof typeof BEND;
  };
  faulty: (keyof typeof FUNCTIONAL)[];
  accessories: (keyof typeof ACCESSORIES)[];
  /** Step 6, only when under warranty. */
  band?: keyof typeof BANDS;
}

export interface Device {
  variant: number;
  ic_slug: string;
}

/** The answer record (SPEC 3) the site should store and price for these answers. */
export function expectedRecord(answers: Answers, device: Device) {
  const screen = answers.screen === 'No' ? answers.screenErrors : undefined;
  const body = answers.body === 'No' ? answers.bodyErrors : undefined;
  return {
    callingerr: answers.calls.toLowerCase(),
    toucherr: screen ? screen.touch.toLowerCase() : 'yes',
    screenspoterror: screen ? SPOT[screen.spot] : '',
    screenlineerror: screen ? LINE[screen.line] : '',
    screenphysicalcondition: screen ? PHYSICAL[screen.physical] : '',
    bodyscratches: body ? SCRATCHES[body.scratches] : '',
    bodydent: body ? DENTS[body.dents] : '',
    panelerror: body ? PANEL[body.panel] : '',
    benderror: body ? BEND[body.bend] : '',
    functionalerror: answers.faulty.map((label) => FUNCTIONAL[label]),
    accessories: answers.accessories.map((label) => ACCESSORIES[label]),
    warranty: answers.warranty === 'Yes' && answers.band ? BANDS[answers.band] : '',
    variant: device.variant,
    ic_slug: device.ic_slug,
  };
}

export function radio(page: Page, question: string, option: string): Locator {
  return page
    .getByRole('radiogroup', { name: question, exact: true })
    .getByRole('radio', { name: option, exact: true });
}

export function checkbox(page: Page, option: string): Locator {
  return page.getByRole('checkbox', { name: option, exact: true });
}

/**
 * Picks an answer. The step is drawn by the server, so on a busy machine a click can land before the page has
 * hydrated and do nothing, as a seller's early tap would: the click is repeated until the answer shows as
 * chosen (choosing the same radio again changes nothing).
 */
export async function choose(page: Page, question: string, option: string): Promise<void> {
  const target = radio(page, question, option);
  await expect(async () => {
    await target.click();
    await expect(target).toBeChecked({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

export async function tick(page: Page, option: string): Promise<void> {
  const target = checkbox(page, option);
  await target.click();
  await expect(target).toBeChecked();
}

/** The forward button of the questionnaire ('Continue' or 'Confirm'). */
export function forward(page: Page, label: 'Continue' | 'Confirm'): Locator {
  return page.getByRole('button', { name: label, exact: true });
}

export function backButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Back', exact: true });
}

export async function expectStep(page: Page, title: StepTitle): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
}

/** The validation toast of the questionnaire. */
export function toast(page: Page, message: string): Locator {
  return page.getByRole('status').filter({ hasText: message });
}

/** Opens the questionnaire of a model's variant and waits for its first step. */
export async function openOptions(page: Page, modelSlug: string, variantSlug: string): Promise<void> {
  await page.goto(`/hyderabad/options/${modelSlug}/${variantSlug}`);
  await expectStep(page, STEP.primary);
}

/**
 * Answers every applicable step from step 1 and submits, checking on the way that each step is the one the
 * skip rules call for and that the final button says 'Confirm'. Returns the steps seen, in order.
 */
export async function completeQuestionnaire(page: Page, answers: Answers): Promise<StepTitle[]> {
  const seen: StepTitle[] = [STEP.primary];
  await expectStep(page, STEP.primary);
  await choose(page, Q.calls, answers.calls);
  await choose(page, Q.screen, answers.screen);
  await choose(page, Q.body, answers.body);
  await choose(page, Q.warranty, answers.warranty);
  await forward(page, 'Continue').click();

  if (answers.screen === 'No') {
    const errors = answers.screenErrors;
    if (!errors) throw new Error('screenErrors are needed when the screen answer is No');
    await expectStep(page, STEP.screen);
    seen.push(STEP.screen);
    await choose(page, Q.touch, errors.touch);
    await choose(page, Q.spot, errors.spot);
    await choose(page, Q.line, errors.line);
    await choose(page, Q.physical, errors.physical);
    await forward(page, 'Continue').click();
  }

  if (answers.body === 'No') {
    const errors = answers.bodyErrors;
    if (!errors) throw new Error('bodyErrors are needed when the body answer is No');
    await expectStep(page, STEP.body);
    seen.push(STEP.body);
    await choose(page, Q.scratches, errors.scratches);
    await choose(page, Q.dents, errors.dents);
    await choose(page, Q.panel, errors.panel);
    await choose(page, Q.bend, errors.bend);
    await forward(page, 'Continue').click();
  }

  await expectStep(page, STEP.functional);
  seen.push(STEP.functional);
  for (const part of answers.faulty) await tick(page, part);
  await forward(page, 'Continue').click();

  await expectStep(page, STEP.accessories);
  seen.push(STEP.accessories);
  for (const accessory of answers.accessories) await tick(page, accessory);
  if (answers.warranty === 'Yes') {
    await expect(forward(page, 'Confirm')).toHaveCount(0);
    await forward(page, 'Continue').click();
    await expectStep(page, STEP.warranty);
    seen.push(STEP.warranty);
    await expect(forward(page, 'Confirm')).toBeDisabled();
    if (!answers.band) throw new Error('band is needed when under warranty');
    await choose(page, Q.band, answers.band);
  }
  await expect(forward(page, 'Continue')).toHaveCount(0);
  await expect(forward(page, 'Confirm')).toBeEnabled();
  await forward(page, 'Confirm').click();
  return seen;
}
