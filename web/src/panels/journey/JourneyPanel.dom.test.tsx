import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { RecordValues } from '../../data/data-api.js';
import type { FormDefinition } from '../../forms/form-definition.js';
import '../register-panels.js';
import { maskOf } from '@strata/api/contract/permission-mask';
import {
  type FakeTables,
  loadRecordForm,
  newToast,
  renderRecordForm,
  storedRecord,
} from '../../test-support/record-form.js';
import { testContext } from '../../test-support/shell-harness.js';
import { templateEntities } from '../../test-support/template-entities.js';
import type { Leg } from './leg.js';

/**
 * The trip planner on the fieldwork template's trip form (issue 37 item 7): a new trip from the
 * user's home, out at 08:00 and back at 18:00; and on a phone (under 420 px) the compact timeline
 * makes every edit the wide table does.
 */
const fieldwork = (name: string) => {
  const found = templateEntities.find(
    ({ template, entity }) => template === 'fieldwork' && entity.logicalName === name,
  );
  if (!found) throw new Error(`no fieldwork entity ${name}`);
  return found.entity;
};
const trip = fieldwork('route_route');
const userId = '00000000-0000-4000-8000-0000000000ad'; // the test context's administrator
const tripId = '00000000-0000-4000-8000-00000000e001';

const form: FormDefinition = {
  name: 'main',
  panel: {
    name: 'root',
    type: 'Flex',
    panels: [
      { name: 'trip', type: 'Fields', fields: [{ name: 'name' }] },
      { name: 'journey', type: 'Custom', label: 'Trasa', customComponent: 'journey' },
    ],
  },
} as FormDefinition;

const trnava = {
  id: 'tt',
  name: 'Trnava',
  country: 'Slovensko',
  isocode: 'sk',
  latitude: 48.3774,
  longitude: 17.5872,
};
const nitra = {
  id: 'nr',
  name: 'Nitra',
  country: 'Slovensko',
  isocode: 'sk',
  latitude: 48.3069,
  longitude: 18.0864,
};

function tables(extra: FakeTables = {}): FakeTables {
  return {
    route_location: [trnava, nitra],
    route_address: [],
    systemuser: [{ id: userId, name: 'Demo Administrator', home_location: 'Trnava, Slovakia' }],
    ...extra,
  };
}

const tripObjects = ['route_route', 'route_location', 'route_address', 'route_actions'];

async function openTrip(id = '0', store = tables(), rights: Record<string, number> = {}) {
  const context = testContext({ extraObjects: tripObjects.map(fieldwork) });
  const rendered = await renderRecordForm({
    object: trip,
    id,
    forms: [form],
    tables: store,
    context: { ...context, permDict: { ...context.permDict, ...rights } },
    routes: {
      'POST /api/distance': () => ({ distance: 0, duration: 0, approx: false, legs: [] }),
      // the platform's geocoding: only Hlavná is found
      'GET /api/geocode/search': (request) =>
        request.query.get('q')?.includes('Hlavná')
          ? [{ lat: '48.3770', lon: '17.5880', display_name: 'x' }]
          : [],
    },
  });
  // the first test also loads the panel's lazy chunk
  await screen.findByLabelText('Place of stop 1', {}, { timeout: 10_000 });
  return { ...rendered, store: rendered.tables }; // the tables the fake API writes in
}

/** happy-dom's own handle on the window: its viewport answers matchMedia. */
type HappyWindow = { happyDOM: { setViewport: (size: { width: number; height: number }) => void } };
const viewport = (width: number) =>
  act(() => (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 844 }));

const panel = () => document.querySelector('.journey-panel') as HTMLElement;
const hhmm = (iso: string | null | undefined) => {
  const date = new Date(iso ?? '');
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
};
const storedLegs = (store: FakeTables): Leg[] => JSON.parse(String(store.route_route?.[0]?.legs_json));

/** What the panel lets one edit: each enabled control's name (a stop's costs are named by the field). */
function editors(): string[] {
  return [...panel().querySelectorAll<HTMLElement>('input, select, button, summary')]
    .filter((element) => !(element as HTMLInputElement).disabled)
    .map(
      (element) =>
        element.getAttribute('aria-label') ??
        element.querySelector('[aria-label]')?.getAttribute('aria-label') ??
        element.closest('label')?.textContent ??
        element.textContent ??
        '',
    )
    .sort();
}

afterEach(() => viewport(1024)); // happy-dom's default again, however a test ends

beforeAll(loadRecordForm, 30_000);

// the fieldwork template's roles (roles.json): a field worker's masks; route_actions is not theirs
const fieldWorker = { route_route: 4401, route_address: 51, route_location: 48, route_actions: 0 };

describe('the trip planner', { timeout: 20_000 }, () => {
  // spec 002 sections 5 and 6 (audit 002 rows 15 to 17): which of the trip's editors a user gets
  it.each<[string, Record<string, number>, { edit: boolean; address: boolean; customDistance: boolean }]>([
    ['an administrator', {}, { edit: true, address: true, customDistance: true }],
    ['a field worker', fieldWorker, { edit: true, address: true, customDistance: false }],
    [
      'without route_address;0',
      { ...fieldWorker, route_address: maskOf({ read: 3 }) },
      { edit: true, address: false, customDistance: false },
    ],
    [
      'without route_route;2',
      { route_route: maskOf({ read: 3, create: 3 }) },
      { edit: false, address: true, customDistance: true },
    ],
  ])('shows %s the editors their rights allow', async (_, rights, expected) => {
    await openTrip(tripId, tables({ route_route: [savedTrip()] }), rights);
    const place = screen.getByLabelText('Place of stop 1') as HTMLSelectElement;
    expect({
      edit: !place.disabled,
      address: screen.queryByLabelText('Address of stop 1') !== null,
      customDistance: screen.queryByLabelText('Custom distance to stop 2') !== null,
    }).toEqual(expected);
    expect(screen.queryByRole('columnheader', { name: 'Address' }) !== null).toBe(expected.address);
    const edits = ['Add a stop after this one', 'Delete the stop'];
    for (const name of edits)
      expect(screen.queryAllByRole('button', { name }).length > 0).toBe(expected.edit);
    for (const input of panel().querySelectorAll('input')) expect(input.disabled).toBe(!expected.edit);
  });

  it('starts a new trip at the user’s home at 08:00 and back at 18:00, and saves it so', async () => {
    const { user, store } = await openTrip();
    const place = (n: number) => screen.getByLabelText(`Place of stop ${n}`) as HTMLSelectElement;
    await waitFor(() => expect([place(1).value, place(2).value]).toEqual(['tt', 'tt']));
    expect((screen.getByLabelText('Address of stop 1') as HTMLInputElement).value).toBe('Trnava, Slovakia');
    expect(hhmm(fromLocal(screen.getByLabelText('Departure of stop 1')))).toBe('08:00');
    expect(panel().querySelector('[data-end="1"]')?.textContent).toMatch(/18:00|06:00 PM/); // the language's own clock

    await user.type(screen.getByLabelText(/Účel cesty/), 'Kontrola');
    await user.selectOptions(screen.getByLabelText('Transport to stop 2'), 'auc');
    const saved = newToast('Record saved');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await saved();
    const row = store.route_route?.[0] as RecordValues;
    expect([hhmm(String(row.startdate)), hhmm(String(row.enddate))]).toEqual(['08:00', '18:00']);
    expect(row.start_locationid).toMatchObject({ id: 'tt' });
    expect(storedLegs(store).map((leg) => leg.location?.id)).toEqual(['tt', 'tt']);
  });

  it('offers on a phone every edit the wide table offers, as cards', async () => {
    onTestFinished(() => viewport(1024));
    viewport(1024);
    await openTrip(tripId, tables({ route_route: [savedTrip()] }));
    const wide = editors();
    expect(wide.length).toBeGreaterThan(10);
    viewport(390);
    await waitFor(() => expect(panel().querySelector('.journey-table')).toBeNull());
    expect(panel().querySelectorAll('.journey-timeline > li')).toHaveLength(2);
    expect(editors()).toEqual(wide);
  });

  it('lets a field worker change a trip on a 390 px phone by touch and keyboard, and saves it', async () => {
    onTestFinished(() => viewport(1024));
    viewport(390);
    const { user, store } = await openTrip(tripId, tables({ route_route: [savedTrip()] }));
    expect(panel().querySelector('.journey-table')).toBeNull();
    const cards = () => [...panel().querySelectorAll<HTMLElement>('.journey-timeline > li')];

    // touch: a tap on the first card's add button
    await user.pointer({
      keys: '[TouchA]',
      target: within(cards()[0] as HTMLElement).getByRole('button', { name: 'Add a stop after this one' }),
    });
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText('Place of stop 2'), 'nr');
    // keyboard: from the place to its departure with Tab, typed
    const departure = screen.getByLabelText('Departure of stop 2') as HTMLInputElement;
    await user.click(screen.getByLabelText('Place of stop 2'));
    await user.tab();
    expect(document.activeElement).toBe(departure);
    // the picker's answer (happy-dom types no date into a datetime-local input)
    fireEvent.change(departure, { target: { value: '2026-03-03T12:00' } });
    await user.selectOptions(screen.getByLabelText('Transport to stop 3'), 'bus');
    await user.type(screen.getByLabelText('Custom duration to stop 3 (hours)'), '2');
    await user.type(screen.getByLabelText('Custom distance to stop 2'), '55');
    const costs = screen.getByLabelText('Costs of stop 2');
    costs.focus();
    await user.keyboard('{Enter}');
    await user.type(within(cards()[1] as HTMLElement).getByLabelText('Travel'), '4.5');

    await user.type(screen.getByLabelText(/Účel cesty/), ' znova');
    const saved = newToast('Record saved');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await saved();
    const legs = storedLegs(store);
    expect(legs.map((leg) => [leg.location?.id, hhmm(leg.startdate), leg.masstransit ?? 'no'])).toEqual([
      ['tt', '08:00', 'no'],
      ['nr', '12:00', 'no'],
      ['tt', '18:00', 'bus'],
    ]);
    expect([legs[1]?.custom_distance, legs[1]?.travel_cost, legs[2]?.custom_duration]).toEqual([
      55, 4.5, 7200,
    ]);
    expect(store.route_route?.[0]?.total_distance).toBe(55);
    // and the phone shows the totals under the cards
    expect(panel().querySelector('[data-total="distance"]')?.textContent).toBe('55 km');
    expect(panel().querySelector('[data-total="expense"]')?.textContent).toBe('4.50');
  });

  // spec 002 section 2 (audit 002 row 8): a double-click on a stop, not on its editors, opens the map
  it.each([1024, 390])('opens a stop’s map on a double-click at %s px', async (width) => {
    onTestFinished(() => viewport(1024));
    viewport(width);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    onTestFinished(() => open.mockRestore());
    const { user } = await openTrip(tripId, tables({ route_route: [savedTrip()] }));
    await user.dblClick(screen.getByLabelText('Place of stop 1'));
    expect(open).not.toHaveBeenCalled(); // choosing a place is not asking for the map
    await user.dblClick(panel().querySelector('[data-leg="1"] [data-end="1"]') as HTMLElement);
    expect(open).toHaveBeenCalledWith(
      `https://www.openstreetmap.org/?mlat=${trnava.latitude}&mlon=${trnava.longitude}#map=15/${trnava.latitude}/${trnava.longitude}`,
      '_blank',
      'noopener',
    );
  });

  // spec 002 section 5 (audit 002 row 18): trip costs have 2 decimals
  it('keeps a stop’s cost to 2 decimals', async () => {
    const { user, store } = await openTrip(tripId, tables({ route_route: [savedTrip()] }));
    await user.click(screen.getByLabelText('Costs of stop 1'));
    const travel = within(panel().querySelector('[data-leg="0"]') as HTMLElement).getByLabelText('Travel');
    expect(travel.getAttribute('step')).toBe('0.01');
    await user.type(travel, '4.567');
    await waitFor(() => expect(screen.getByLabelText('Costs of stop 1').textContent).toBe('4.57'));
    const saved = newToast('Record saved');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await saved();
    expect(storedLegs(store)[0]?.travel_cost).toBe(4.57);
    expect(store.route_route?.[0]?.total_expense).toBe(4.57);
  });

  // spec 002 section 4 keeps timing problems in a debug log; the panel also shows them at the
  // stop (a deliberate difference, docs/domain-panels.md; audit 002 row 14)
  it('names a stop whose arrival is after its departure, at the stop, and logs it', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    onTestFinished(() => debug.mockRestore());
    const legs = JSON.parse(String(savedTrip().legs_json)) as Leg[];
    const late: Leg = {
      ...(legs[0] as Leg),
      id: 'm',
      location: null,
      address: 'Nitra',
      startdate: new Date(2026, 2, 3, 8, 10).toISOString(),
      enddate: new Date(2026, 2, 3, 9, 30).toISOString(),
    };
    const stored = { ...savedTrip(), legs_json: JSON.stringify([legs[0], late, legs[1]]) };
    const { user } = await openTrip(tripId, tables({ route_route: [stored] }));
    const row = panel().querySelector('[data-leg="1"]') as HTMLElement;
    expect(within(row).getByRole('note').textContent).toBe('Stop 2: the arrival is after the departure.');
    expect(panel().querySelector('[data-leg="0"] [role="note"]')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Transport to stop 3'), 'bus');
    expect(debug).toHaveBeenCalledWith('journey: timing problems', [{ index: 1, code: 'endBeforeStart' }]);
  });

  // spec 002 sections 3 and 4 (audit 002 row 13): a found address is cached as a route_address
  it('caches a found address as a route_address, and takes it from there the next time', async () => {
    const { user, store, server } = await openTrip(tripId, tables({ route_route: [savedTrip()] }));
    const geocoded = () => server.requests.filter((request) => request.path === '/api/geocode/search').length;
    const confirm = async (n: number, text: string) => {
      const address = screen.getByLabelText(`Address of stop ${n}`);
      await user.clear(address);
      await user.type(address, `${text}{Enter}`);
    };
    await confirm(1, 'Hlavná 1, Trnava');
    await waitFor(() => expect(store.route_address).toHaveLength(1));
    expect(store.route_address?.[0]).toMatchObject({
      address: 'Hlavná 1, Trnava',
      latitude: 48.377,
      longitude: 17.588,
    });
    expect(panel().querySelector('[data-leg="0"] .journey-address')?.getAttribute('data-flash')).toBe('ok');
    expect(geocoded()).toBe(1);

    await confirm(2, 'Hlavná 1, Trnava');
    await waitFor(() =>
      expect(panel().querySelector('[data-leg="1"] .journey-address')?.getAttribute('data-flash')).toBe('ok'),
    );
    expect([geocoded(), store.route_address?.length]).toEqual([1, 1]); // from the cache: not asked, not stored again

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined); // the failure is logged
    onTestFinished(() => warn.mockRestore());
    await confirm(2, 'Nikde 9');
    await waitFor(() =>
      expect(panel().querySelector('[data-leg="1"] .journey-address')?.getAttribute('data-flash')).toBe(
        'bad',
      ),
    );
    expect(store.route_address).toHaveLength(1);
  });
});

function fromLocal(element: HTMLElement): string {
  return new Date((element as HTMLInputElement).value).toISOString();
}

function savedTrip(): RecordValues {
  const at = (hour: number) => new Date(2026, 2, 3, hour).toISOString();
  const legs = [
    {
      id: 'a',
      location: { id: 'tt', name: 'route_location', label: 'Trnava' },
      address: 'Trnava',
      isocode: 'sk',
      latitude: trnava.latitude,
      longitude: trnava.longitude,
      startdate: at(8),
      masstransit: 'no',
    },
    {
      id: 'b',
      location: { id: 'tt', name: 'route_location', label: 'Trnava' },
      address: 'Trnava',
      isocode: 'sk',
      latitude: trnava.latitude,
      longitude: trnava.longitude,
      startdate: at(18),
      masstransit: 'no',
    },
  ];
  return storedRecord({
    id: tripId,
    name: 'Kontrola',
    report_date: '2026-03-01',
    legs_json: JSON.stringify(legs),
  });
}
