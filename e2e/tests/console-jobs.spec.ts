import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility.ts';
import { expectNoHorizontalOverflow } from './support/browser.ts';
import { addStaff, signInToConsole } from './support/staff.ts';

/**
 * The console's scheduled jobs (issue 23, docs/decisions/190): staff see failed runs (none here: the
 * server's jobs run as they should), an admin runs a job now and sees its run done; operations staff see the
 * runs but no buttons. At the phone's and the desk's width, with no serious accessibility problem.
 */

test('an admin sees no failed job, runs the queue alerts now and sees the run done', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInToConsole(page, await addStaff(request, 'admin'));
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Scheduled jobs' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduled jobs' })).toBeVisible();
  await expect(
    page.getByText('No job has failed. Every scheduled job is running as it should.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Run Queue alerts now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Run Queue alerts now?' });
  await dialog.getByRole('button', { name: 'Yes, run it' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'The job will run shortly.' })).toBeVisible();

  // The run is taken by a worker within its poll and finishes: listed under Done.
  await page.getByLabel('Show runs').selectOption('completed');
  const done = page.getByTestId('job-run').filter({ hasText: 'Queue alerts' });
  await expect(async () => {
    await page.getByLabel('Show runs').selectOption('created');
    await page.getByLabel('Show runs').selectOption('completed');
    await expect(done.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await expect(done.first()).toContainText('completed');
  await expectNoHorizontalOverflow(page, testInfo.project.use.viewport?.width ?? 1280);
  expect(await seriousViolations(page)).toEqual([]);
});

test('operations staff see the runs but cannot run or retry a job', async ({ page, request }) => {
  await signInToConsole(page, await addStaff(request, 'operations'));
  await page.goto('/admin/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduled jobs' })).toBeVisible();
  await expect(page.getByText('Pickup reminders')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Run .* now$/ })).toHaveCount(0);
});
