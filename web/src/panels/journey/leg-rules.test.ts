import { describe, expect, it } from 'vitest';
import type { Leg } from './leg.js';
import {
  defaultLegs,
  duplicateStop,
  estimateHours,
  fallbackKm,
  insertStop,
  legExpense,
  placeLeg,
  recomputeLegs,
  totalDistance,
  totalExpense,
} from './leg-rules.js';
import { parseLegs } from './parse-legs.js';

let next = 0;
const newId = () => `l${next++}`;

describe('trip leg rules (spec 002 sections 4 and 9)', () => {
  it.each([
    [0, 'no', 0.5],
    [40, 'no', 0.5],
    [41, 'no', 0.75],
    [80, 'no', 1],
    [81, 'no', 1.25],
    [80, 'bus', 1],
    [800, 'plane', 1],
    [1000, 'plane', 1.25],
    [1001, 'plane', 1.5],
    [300, 'plane', 0.5],
    [500, 'select', 1],
  ] as const)('%s km by %s takes %s h', (km, transport, hours) => {
    expect(estimateHours(km, transport)).toBe(hours);
  });

  it('starts a trip with two legs at 08:00 and 18:00', () => {
    const legs = defaultLegs(new Date(2026, 2, 3), { address: 'Trnava' }, newId);
    expect(legs.map((leg) => new Date(leg.startdate).getHours())).toEqual([8, 18]);
    expect(legs.every((leg) => leg.address === 'Trnava')).toBe(true);
  });

  it('adds a stop 3 h after the previous one and a duplicate 15 min after its source', () => {
    const legs = defaultLegs(new Date(2026, 2, 3), {}, newId);
    const added = insertStop(legs, 0, { address: 'Nitra' }, newId);
    expect(new Date(added[1]?.startdate ?? '').getHours()).toBe(11);
    const copied = duplicateStop(added, 1, newId);
    const copy = new Date(copied[2]?.startdate ?? '');
    expect([copy.getHours(), copy.getMinutes(), copied[2]?.address]).toEqual([11, 15, 'Nitra']);
  });

  it('ends a leg at the previous start plus the duration, or the custom duration', () => {
    const start = new Date(2026, 2, 3, 8).toISOString();
    const legs: Leg[] = [
      { id: 'a', startdate: start },
      { id: 'b', startdate: new Date(2026, 2, 3, 12).toISOString(), distance: '120' },
      // back at 12:30 by the return time, but the way takes longer: the arrival wins
      {
        id: 'c',
        startdate: new Date(2026, 2, 3, 12, 30).toISOString(),
        distance: '120',
        custom_duration: 7200,
      },
    ];
    const [first, second, third] = recomputeLegs(legs);
    expect(first?.enddate).toBeNull();
    expect(second?.duration).toBe(1.5 * 3600);
    expect(
      new Date(second?.enddate ?? '').getHours() + new Date(second?.enddate ?? '').getMinutes() / 60,
    ).toBe(9.5);
    expect(new Date(third?.enddate ?? '').getHours()).toBe(14);
  });

  it.each([
    ['a return later than the way back ends the trip', 18, 0, '18:00'],
    ['a way back longer than the return time ends it', 9, 0, '09:30'],
    ['a return at the arrival', 9, 30, '09:30'],
  ])('%s (the last stop is the return, spec 002 section 4)', (_, hour, minute, end) => {
    const legs: Leg[] = [
      { id: 'a', startdate: new Date(2026, 2, 3, 8).toISOString() },
      { id: 'b', startdate: new Date(2026, 2, 3, hour, minute).toISOString(), distance: '120' },
    ];
    const arrival = new Date(recomputeLegs(legs)[1]?.enddate ?? '');
    expect(`${arrival.getHours()}:${String(arrival.getMinutes()).padStart(2, '0')}`.padStart(5, '0')).toBe(
      end,
    );
  });

  it('only the last stop waits for its time: a middle stop arrives on the way', () => {
    const legs: Leg[] = [
      { id: 'a', startdate: new Date(2026, 2, 3, 8).toISOString() },
      { id: 'b', startdate: new Date(2026, 2, 3, 15).toISOString(), distance: '40' },
      { id: 'c', startdate: new Date(2026, 2, 3, 18).toISOString(), distance: '40' },
    ];
    const [, middle, last] = recomputeLegs(legs).map(
      (leg) => new Date(leg.enddate ?? '').getHours() * 60 + new Date(leg.enddate ?? '').getMinutes(),
    );
    expect([middle, last]).toEqual([8 * 60 + 30, 18 * 60]);
  });

  it('sets select when a stop moves abroad, and lets the user choose another transport', () => {
    const vienna = { id: 'w', name: 'Wien', isocode: 'AT', latitude: 48.2, longitude: 16.37 };
    const moved = placeLeg({ id: 'b', startdate: 'x', masstransit: 'no' }, vienna);
    expect([moved.masstransit, moved.isocode, moved.address]).toEqual(['select', 'at', 'Wien']);
    const byCar = placeLeg({ ...moved, masstransit: 'no' }, { ...vienna, id: 'w2', name: 'Schwechat' });
    expect(byCar.masstransit).toBe('no');
    expect(recomputeLegs([{ id: 'a', startdate: 'x' }, byCar])[1]?.masstransit).toBe('no');
    expect(placeLeg({ id: 'c', startdate: 'x' }, { id: 'n', name: 'Nitra', isocode: 'sk' }).masstransit).toBe(
      undefined,
    );
  });

  it('copies the start address to a return stop', () => {
    const location = { id: 'home', name: 'route_location' };
    const legs = recomputeLegs([
      {
        id: 'a',
        startdate: '2026-03-03T07:00:00Z',
        location,
        address: 'Hlavná 1, Trnava',
        latitude: 48.37,
        longitude: 17.58,
      },
      { id: 'b', startdate: '2026-03-03T12:00:00Z', isocode: 'at' },
      { id: 'c', startdate: '2026-03-03T16:00:00Z', location },
    ]);
    expect(legs[2]?.address).toBe('Hlavná 1, Trnava');
  });

  it('counts only car legs, with custom_distance when set, and sums five costs per leg', () => {
    const legs: Leg[] = [
      { id: 'a', startdate: 'x' },
      { id: 'b', startdate: 'x', distance: '65.4', masstransit: 'no', travel_cost: 10.1, food_cost: 5 },
      {
        id: 'c',
        startdate: 'x',
        distance: '900',
        masstransit: 'plane',
        sleep_cost: 80,
        other_cost: 1.2,
        required_cost: 3,
      },
      { id: 'd', startdate: 'x', distance: '70', custom_distance: 72.5 },
    ];
    expect(totalDistance(legs)).toBe(137.9);
    expect(legExpense(legs[2] as Leg)).toBe(84.2);
    expect(totalExpense(legs)).toBe(99.3);
  });

  it('falls back to the great-circle distance (radius 6371 km)', () => {
    const bratislava = { id: 'a', startdate: 'x', latitude: 48.1486, longitude: 17.1077 };
    const vienna = { id: 'b', startdate: 'x', latitude: 48.2082, longitude: 16.3738 };
    expect(fallbackKm(bratislava, vienna)).toBeCloseTo(54.9, 0);
    expect(fallbackKm(bratislava, { id: 'c', startdate: 'x' })).toBeNull();
  });

  it.each([
    ['{not json', ['notJson']],
    ['{"a":1}', ['notList']],
    ['[{"startdate":"nonsense"}]', ['badLeg']],
    [
      JSON.stringify([
        { id: 'a', startdate: '2026-03-03T10:00:00Z' },
        { id: 'b', startdate: '2026-03-03T09:00:00Z', enddate: '2026-03-03T11:00:00Z' },
        { id: 'c', startdate: '2026-03-03T18:00:00Z' },
      ]),
      ['endBeforeStart', 'startBeforeLastEnd'],
    ],
  ])('reports a damaged leg list without throwing: %s', (json, codes) => {
    expect(parseLegs(json).problems.map((problem) => problem.code)).toEqual(codes);
  });
});
