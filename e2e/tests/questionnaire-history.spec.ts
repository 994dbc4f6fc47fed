import { expect, type Page, test } from '@playwright/test';
import { isRed } from './support/browser.ts';
import {
  backButton,
  choose,
  expectStep,
  forward,
  openOptions,
  Q,
  radio,
  STEP,
  toast,
} from './support/questionnaire.ts';

/**
 * Issue 11: each questionnaire step is a history entry (the browser's and the phone's Back and Forward
 * move between steps by SPEC's Back rules), the answers survive a reload, and a refused Continue brings
 * the unanswered question into view, marked and focused.
 */

const MODEL = 'apple-iphone-13';
const radiogroup = (page: Page, question: string) =>
  page.getByRole('radiogroup', { name: question, exact: true });

test.describe('questionnaire history and draft', () => {
  test('Back and Forward move between steps, and a reload keeps the step and every answer', async ({
    page,
  }) => {
    await page.goto('/hyderabad/about');
    await openOptions(page, MODEL, '128gb');
    await choose(page, Q.calls, 'Yes');
    await choose(page, Q.screen, 'No');
    await choose(page, Q.body, 'No');
    await choose(page, Q.warranty, 'No');
    await forward(page, 'Continue').click();
    await expectStep(page, STEP.screen);
    await expect(page).toHaveURL(/\?step=2$/);
    await choose(page, Q.touch, 'Yes');
    await choose(page, Q.spot, 'Yellow Spots');

    // A reload on step 2 keeps the step and the answers of both steps.
    await page.reload();
    await expectStep(page, STEP.screen);
    await expect(radio(page, Q.touch, 'Yes')).toBeChecked();
    await expect(radio(page, Q.spot, 'Yellow Spots')).toBeChecked();
    await choose(page, Q.line, 'No Defect');
    await choose(page, Q.physical, 'Heavy Scratches');
    await forward(page, 'Continue').click();
    await expectStep(page, STEP.body);

    // The browser's Back walks the steps (3 > 2 > 1), then leaves the questionnaire.
    await page.goBack();
    await expectStep(page, STEP.screen);
    await expect(radio(page, Q.physical, 'Heavy Scratches')).toBeChecked();
    await page.goBack();
    await expectStep(page, STEP.primary);
    await expect(radio(page, Q.screen, 'No')).toBeChecked();
    await page.goForward();
    await expectStep(page, STEP.screen);
    await page.goBack();
    await expectStep(page, STEP.primary);

    // Answers changed on step 1: the screen step no longer applies, so Forward lands on the body step.
    await choose(page, Q.screen, 'Yes');
    await page.goForward();
    await expectStep(page, STEP.body);
    await expect(page).toHaveURL(/\?step=3$/);
    // The page's Back follows SPEC's rule too: from the body step to step 1 when the screen is fine.
    await backButton(page).click();
    await expectStep(page, STEP.primary);

    await page.goBack();
    await expect(page).toHaveURL(/\/hyderabad\/about$/);
    await page.goForward();
    await expectStep(page, STEP.primary);
    await expect(radio(page, Q.calls, 'Yes')).toBeChecked();
  });

  test('a step the answers do not reach cannot be opened by its address', async ({ page }) => {
    await page.goto(`/hyderabad/options/${MODEL}/128gb?step=5`);
    await expectStep(page, STEP.primary);
    await expect(page).toHaveURL(/\/options\/apple-iphone-13\/128gb$/);
  });

  test('a refused Continue scrolls to the unanswered question, marks it and moves the focus to it', async ({
    page,
  }) => {
    await openOptions(page, MODEL, '128gb');
    await choose(page, Q.calls, 'Yes');
    await choose(page, Q.screen, 'No');
    await choose(page, Q.body, 'Yes');
    await choose(page, Q.warranty, 'No');
    await forward(page, 'Continue').click();
    await expectStep(page, STEP.screen);
    await choose(page, Q.touch, 'Yes');
    await choose(page, Q.spot, 'No Defect');
    await choose(page, Q.physical, '1 or 2 Scratches');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

    await forward(page, 'Continue').click();
    await expect(toast(page, 'Please answer line errors')).toBeVisible();
    const missing = radiogroup(page, Q.line);
    await expect(missing).toHaveAttribute('aria-invalid', 'true');
    await expect(missing).toHaveAccessibleDescription('Please answer line errors');
    await expect(missing).toBeInViewport();
    await expect.poll(() => missing.evaluate((group) => group.contains(document.activeElement))).toBe(true);
    // Marked for the eye too: a red ring around the question.
    const shadow = await missing.locator('xpath=..').evaluate((card) => getComputedStyle(card).boxShadow);
    expect(shadow.match(/(oklch|lab|rgba?)\([^)]*\)/g)?.some(isRed)).toBe(true);
    for (const answered of [Q.touch, Q.spot, Q.physical]) {
      await expect(radiogroup(page, answered)).not.toHaveAttribute('aria-invalid', 'true');
    }

    // Answering it clears the mark.
    await radio(page, Q.line, 'No Defect').click();
    await expect(missing).not.toHaveAttribute('aria-invalid', 'true');
    await forward(page, 'Continue').click();
    await expectStep(page, STEP.functional);
  });
});
