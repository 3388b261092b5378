import type { RecordOperation } from '@strata/api/contract/records';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordValues } from '../../data/data-api.js';
import type { FormDefinition } from '../../forms/form-definition.js';
import '../register-survey-panels.js';
import {
  type FakeTables,
  loadRecordForm,
  renderRecordForm,
  storedRecord,
  versionedBatchRoute,
} from '../../test-support/record-form.js';
import { testContext, testObject } from '../../test-support/shell-harness.js';

/**
 * Issue 37 item 2: 'Save to Target Record' wrote the answers over the target with whatever
 * version it read at the press, so a colleague's change meanwhile was overwritten unseen. It now
 * writes with the version read when the response was opened and merges by the form's rule.
 */
const responseObject = testObject({
  logicalName: 'inu_survey_record',
  displayName: 'Survey Response',
  displayNamePlural: 'Survey Responses',
  type: 'standard',
  properties: [
    {
      logicalName: 'templateid',
      displayName: 'Survey Template',
      type: 'Lookup',
      flags: [],
      targets: ['inu_survey_template'],
    },
    { logicalName: 'targetid', displayName: 'Target Record', type: 'Guid', flags: [] },
    {
      logicalName: 'body',
      displayName: 'Answers',
      type: 'String',
      flags: ['Json', 'MultiLine'],
      max: 100000,
    },
    {
      logicalName: 'meta',
      displayName: 'Properties',
      type: 'String',
      flags: ['Json', 'MultiLine'],
      max: 100000,
    },
    { logicalName: 'status', displayName: 'Status', type: 'String', flags: [], max: 40 },
  ],
});
const templateObject = testObject({
  logicalName: 'inu_survey_template',
  displayName: 'Survey Template',
  displayNamePlural: 'Survey Templates',
  type: 'standard',
  properties: [
    { logicalName: 'object_name', displayName: 'Target Entity', type: 'String', flags: [], max: 63 },
    { logicalName: 'title', displayName: 'Title', type: 'String', flags: [], max: 200 },
    { logicalName: 'meta', displayName: 'Properties', type: 'String', flags: ['Json'], max: 100000 },
    { logicalName: 'panel', displayName: 'Layout', type: 'String', flags: ['Json'], max: 100000 },
  ],
});

const form: FormDefinition = {
  name: 'main',
  panel: { name: 'response', type: 'Custom', label: 'Response', customComponent: 'SurveyResponse' },
};

const ids = {
  response: '00000000-0000-4000-8000-00000000d001',
  template: '00000000-0000-4000-8000-00000000d002',
  contact: '00000000-0000-4000-8000-00000000d003',
};
const colleague = { id: '00000000-0000-4000-8000-0000000000c0', name: 'systemuser', label: 'Jana Colleague' };

function tables(): FakeTables {
  return {
    inu_survey_record: [
      storedRecord({
        id: ids.response,
        templateid: { id: ids.template, name: 'inu_survey_template', label: 'Contact update' },
        targetid: ids.contact,
        body: JSON.stringify({ emailaddress1: 'new@survey.test', telephone1: '+421 900 000 001' }),
        meta: JSON.stringify({ properties: {} }),
        status: 'New',
      }),
    ],
    inu_survey_template: [
      storedRecord({
        id: ids.template,
        object_name: 'contact',
        title: 'Contact update',
        meta: JSON.stringify({ properties: ['emailaddress1', 'telephone1'] }),
        panel: JSON.stringify({ fields: [{ name: 'emailaddress1' }, { name: 'telephone1' }] }),
      }),
    ],
    contact: [
      storedRecord({
        id: ids.contact,
        name: 'Eva Target',
        emailaddress1: 'old@survey.test',
        telephone1: '+421 900 000 000',
        jobtitle: 'Buyer',
      }),
    ],
  };
}

/** A colleague's save of the target contact, after the response was opened. */
function colleagueSavesContact(store: FakeTables, values: RecordValues) {
  const rows = store.contact as RecordValues[];
  const row = rows[0] as RecordValues;
  rows[0] = { ...row, ...values, modifiedby: colleague, versionnumber: Number(row.versionnumber) + 1 };
}

async function openResponse() {
  const store = tables();
  const batches: RecordOperation[][] = [];
  const { server } = await renderRecordForm({
    object: responseObject,
    id: ids.response,
    forms: [form],
    tables: store,
    context: testContext({ extraObjects: [responseObject, templateObject] }),
    routes: { 'POST /api/executemultiple': versionedBatchRoute(store, batches) },
  });
  const button = await screen.findByRole('button', { name: 'Save to Target Record' });
  // the target as the response found it is read when the panel opens (the fake answers from the
  // tables as they are at the request): a colleague's save after this is one made meanwhile
  await waitFor(() =>
    expect(
      (server.bodiesOf('POST /api/fetch') as { entity: { name: string } }[]).some(
        (query) => query.entity.name === 'contact',
      ),
    ).toBe(true),
  );
  return { store, batches, button };
}

const contact = (store: FakeTables) => store.contact?.[0] as RecordValues;

beforeAll(loadRecordForm, 30_000);

describe('Save to Target Record', { timeout: 20_000 }, () => {
  it('keeps a colleague’s change to a field the answers do not write and writes the answers with the new version', async () => {
    const { store, batches, button } = await openResponse();
    colleagueSavesContact(store, { jobtitle: 'Head of Purchasing' });
    await userEvent.click(button);
    expect(await screen.findByText('Saved to the target record')).toBeTruthy();
    expect(batches).toHaveLength(2);
    expect(contact(store)).toMatchObject({
      jobtitle: 'Head of Purchasing',
      emailaddress1: 'new@survey.test',
      versionnumber: 3,
    });
  });

  it('writes nothing over a field the colleague changed too, names it, and overwrites on a second press', async () => {
    const { store, batches, button } = await openResponse();
    colleagueSavesContact(store, { emailaddress1: 'theirs@survey.test' });
    await userEvent.click(button);
    expect(
      await screen.findByText(
        'Jana Colleague changed Email on the target record since this response was opened. Nothing was written: check the target record, then save again to overwrite.',
      ),
    ).toBeTruthy();
    expect(batches).toHaveLength(1);
    expect(contact(store)).toMatchObject({ emailaddress1: 'theirs@survey.test', versionnumber: 2 });
    await userEvent.click(button);
    expect(await screen.findByText('Saved to the target record')).toBeTruthy();
    expect(contact(store)).toMatchObject({ emailaddress1: 'new@survey.test', versionnumber: 3 });
  });
});
