import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits until no CSS animation or transition is running (a toast fading in has a colour that is neither its
 * start nor its end: axe would judge its contrast mid-fade), for at most two seconds. A spinner's endless
 * animation does not count.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      null,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
}

/**
 * Serious and critical accessibility violations of the page (or of one part of it, by selector), as
 * 'rule-id (impact): target' lines so a failure names what to fix.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`),
    );
}
