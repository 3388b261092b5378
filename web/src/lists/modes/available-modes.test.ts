import { allProperties } from '@strata/api/contract/base-properties';
import type { ObjectDefinition } from '@strata/api/contract/metadata';
import { describe, expect, it } from 'vitest';
import { templateEntities } from '../../test-support/template-entities.js';
import { availableListModes, usableListMode } from './available-modes.js';

// Written out per entity, so a template change that adds or loses a mode is seen here.
const expected: Record<string, string> = {
  'crm/account': 'map chart kanban',
  'crm/activity': 'calendar chart kanban',
  'crm/contact': 'calendar chart kanban',
  'crm/equipment': 'calendar chart kanban',
  'crm/invoice': 'calendar chart kanban',
  'crm/invoicedetail': 'chart kanban',
  'crm/lead': 'chart kanban',
  'crm/opportunity': 'calendar chart kanban',
  'crm/opportunitycontact': 'chart',
  'crm/product': 'chart kanban',
  'crm/quote': 'calendar chart kanban',
  'crm/quotedetail': 'chart kanban',
  'crm/salesorder': 'calendar chart kanban',
  'crm/salesorderdetail': 'chart kanban',
  'crm/workorder': 'map calendar chart kanban',
  'fieldwork/fi_budget_line': 'chart kanban',
  'fieldwork/fi_budget_line_type': 'chart kanban',
  'fieldwork/fi_community': 'chart kanban',
  'fieldwork/fi_community_eval': 'chart kanban',
  'fieldwork/fi_document': 'chart kanban',
  'fieldwork/fi_employment': 'calendar chart kanban',
  'fieldwork/fi_family': 'chart kanban',
  'fieldwork/fi_family_member': 'chart kanban',
  'fieldwork/fi_osoba': 'calendar chart kanban',
  'fieldwork/route_actions': 'chart kanban',
  'fieldwork/route_address': 'map chart kanban',
  'fieldwork/route_location': 'map chart kanban',
  'fieldwork/route_route': 'calendar chart kanban',
};

const shipped = templateEntities.map(({ template, entity }) => ({
  name: `${template}/${entity.logicalName}`,
  entity,
}));

/** An entity with everything a mode could want: a date-time, coordinates, an option set. */
const everything = (logicalName: string): ObjectDefinition => {
  const base = { logicalName, displayName: logicalName, displayNamePlural: logicalName, type: 'standard' };
  const properties = [
    { logicalName: 'scheduledstart', displayName: 'Start', type: 'DateTime', flags: [] },
    { logicalName: 'latitude', displayName: 'Latitude', type: 'Float', flags: [] },
    { logicalName: 'longitude', displayName: 'Longitude', type: 'Float', flags: [] },
  ];
  return {
    ...base,
    properties: allProperties({ ...base, properties } as ObjectDefinition),
  } as ObjectDefinition;
};

describe('the modes a list offers', () => {
  it('has an expectation for every shipped entity', () => {
    expect(shipped.map(({ name }) => name).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(shipped)('$name', ({ name, entity }) => {
    expect(availableListModes(entity).join(' ')).toBe(`list ${expected[name]}`);
  });

  it('gives an entity with a date-time, coordinates and an option set every mode', () => {
    expect(availableListModes(everything('fi_visit'))).toEqual([
      'list',
      'map',
      'calendar',
      'chart',
      'kanban',
    ]);
  });

  it.each(['systemuser', 'inu_role', 'team', 'audit'])('offers no mode on %s', (logicalName) => {
    expect(availableListModes(everything(logicalName))).toEqual(['list']);
  });

  it('opens the list for a mode the entity cannot use', () => {
    const account = shipped.find(({ name }) => name === 'crm/account')?.entity as ObjectDefinition;
    expect(usableListMode('map', account)).toBe('map');
    expect(usableListMode('calendar', account)).toBe('list');
    expect(usableListMode('chart', everything('audit'))).toBe('list');
  });
});
