import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createRecord } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signIn } from './helpers.js';

test("a survey template's Responses tab summarises the answers in charts and exports them", async ({
  page,
}) => {
  test.slow();
  // the first sign-in of a run can outlast its 5 s on a busy machine: once more then
  await signIn(page).catch(() => signIn(page));
  const suffix = Date.now().toString(36);
  const templateId = await createRecord(page, 'inu_survey_template', {
    name: `Summary ${suffix}`,
    title: `Feedback ${suffix}`,
    object_name: 'contact',
    publickey: `sum${suffix}${Math.random().toString(36).slice(2, 10)}`,
    meta: JSON.stringify({
      properties: [
        'firstname',
        { logicalName: 'rating', displayName: 'Rating', type: 'Integer', flags: [] },
        { logicalName: 'again', displayName: 'Again', type: 'Boolean', flags: [] },
      ],
    }),
    panel: JSON.stringify({
      fields: [
        { name: 'firstname', label: 'First name' },
        { name: 'rating', label: 'How was it?' },
        { name: 'again', label: 'Would you come again?' },
      ],
    }),
  });
  const answers = [
    { firstname: 'Ann', rating: 5, again: true },
    { firstname: '=1+1', rating: 3, again: false },
    { rating: 5, again: true },
  ];
  for (const [index, body] of answers.entries()) {
    await createRecord(page, 'inu_survey_record', {
      name: `Answer ${index + 1} ${suffix}`,
      templateid: templateId,
      body: JSON.stringify(body),
    });
  }

  await page.goto(`${appUrl('demo')}/sales/edit/inu_survey_template/${templateId}`);
  await page.getByRole('tab', { name: /^Responses/ }).click();
  await page.getByRole('button', { name: 'Summary' }).click();
  const summary = page.getByRole('region', { name: 'Summary of the responses' });
  await expect(summary.getByText('3 responses')).toBeVisible();
  const rating = summary.getByRole('figure', { name: 'How was it?' });
  await expect(rating).toContainText('3 of 3 answered');
  await expect(rating).toContainText('average 4.33');
  // one bar per rating from 3 to 5 (recharts draws no rectangle for the 0 of rating 4)
  await expect
    .poll(async () => (await rating.locator('svg text').allTextContents()).slice(0, 3))
    .toEqual(['3', '4', '5']);
  await expect(rating.locator('.recharts-bar-rectangle')).toHaveCount(2);
  await expect(
    summary.getByRole('figure', { name: 'Would you come again?' }).getByTestId('survey-chart'),
  ).toBeVisible();
  await expect(summary.getByRole('figure', { name: 'First name' })).toContainText('2 of 3 answered');
  await expect(summary.getByRole('link', { name: `Answer 1 ${suffix}` })).toBeVisible();

  const download = page.waitForEvent('download');
  await summary.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const csv = readFileSync(file, 'utf8');
  expect(
    csv.startsWith('\uFEFFResponse;Submitted on;Status;First name;How was it?;Would you come again?\r\n'),
  ).toBe(true);
  expect(csv).toContain(`Answer 2 ${suffix};;New;'=1+1;3;No\r\n`);
  expect(csv).toContain(`Answer 1 ${suffix};;New;Ann;5;Yes\r\n`);
});
