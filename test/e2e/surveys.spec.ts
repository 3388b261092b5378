import { expect, test } from '@playwright/test';
import { createRecord, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signIn } from './helpers.js';

test('an anonymous visitor answers a survey in Slovak on a phone; staff save it to a new contact', async ({
  page,
  browser,
}) => {
  // the answer costs a proof-of-work puzzle in the visitor's browser: seconds on a busy machine
  test.slow();
  await signIn(page);
  const suffix = Date.now().toString(36);
  const key = `e2e${suffix}${Math.random().toString(36).slice(2, 10)}`;
  const templateId = await createRecord(page, 'inu_survey_template', {
    name: `Survey ${suffix}`,
    title: `Spokojnosť ${suffix}`,
    object_name: 'contact',
    publickey: key,
    meta: JSON.stringify({ properties: ['firstname', 'lastname', 'emailaddress1'] }),
    panel: JSON.stringify({
      fields: [
        { name: 'firstname', label: 'Meno', required: 'Required' },
        { name: 'lastname', label: 'Priezvisko', required: 'Required' },
        { name: 'emailaddress1', label: 'E-mail', width: 'Wide' },
      ],
    }),
  });

  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const form = await visitor.newPage();
  await form.goto(`${appUrl('demo')}/ansu/demo/${key}`);
  await expect(form.getByRole('heading', { name: `Spokojnosť ${suffix}` })).toBeVisible();
  await form.getByRole('combobox').first().selectOption('sk');
  await form.getByRole('button', { name: 'Odoslať' }).click();
  await expect(form.getByRole('alert')).toContainText('Vyplňte, prosím: Meno, Priezvisko');
  await form.getByLabel('Meno').fill('Zuzana');
  await form.getByLabel('Priezvisko').fill(`Anketová ${suffix}`);
  await form.getByRole('button', { name: 'Odoslať' }).click();
  await expect(form.getByRole('heading', { name: 'Ďakujeme za vyplnenie formulára' })).toBeVisible({
    timeout: 60_000,
  });
  await visitor.close();

  const [response] = await fetchRows<{ id: string }>(page, {
    entity: {
      name: 'inu_survey_record',
      attributes: [{ attribute: 'id' }],
      filter: { conditions: [{ attribute: 'templateid', operator: 'eq', value: templateId }] },
    },
  });
  expect(response).toBeDefined();
  await page.goto(`${appUrl('demo')}/sales/edit/inu_survey_record/${response?.id}`);
  await page.getByRole('button', { name: 'Save to Target Record' }).click();
  // the form reads the record again: Processed, with a link to the new target
  await expect(page.getByRole('link', { name: 'Open target record' })).toBeVisible();
  await expect(page.getByText('Processed', { exact: true })).toBeVisible();
  const contacts = await fetchRows<{ firstname: string }>(page, {
    entity: {
      name: 'contact',
      attributes: [{ attribute: 'firstname' }],
      filter: { conditions: [{ attribute: 'lastname', operator: 'eq', value: `Anketová ${suffix}` }] },
    },
  });
  expect(contacts.map((contact) => contact.firstname)).toEqual(['Zuzana']);
});
