import { describe, expect, it } from 'vitest';
import { datePickerRange, fromLocalInput, toLocalInput } from './date-limits.js';
import type { Leg } from './leg.js';
import { mapUrl } from './leg-edits.js';
import { placeLeg } from './leg-rules.js';
import {
  applyDistances,
  type MeasureCache,
  rememberMeasures,
  storedMeasures,
  stretchesToMeasure,
  stretchKey,
} from './trip-distances.js';
import { nameLocations, parseDiet, recomputeTrip } from './trip-fields.js';

const trnava = { id: 'tt', name: 'Trnava', isocode: 'sk', latitude: 48.3774, longitude: 17.5872 };
const wien = { id: 'wi', name: 'Wien', isocode: 'at', latitude: 48.2082, longitude: 16.3738 };
const nitra = { id: 'nr', name: 'Nitra', isocode: 'sk', latitude: 48.3069, longitude: 18.0864 };
const at = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute).toISOString();

describe('trip distances', () => {
  const legs: Leg[] = [
    placeLeg({ id: 'a', startdate: at(3, 7), masstransit: 'no' }, trnava),
    placeLeg({ id: 'b', startdate: at(3, 12), masstransit: 'no' }, nitra),
    placeLeg({ id: 'c', startdate: at(3, 16) }, wien),
    { id: 'd', startdate: at(3, 18) },
  ];

  it('asks the service only for car stretches with coordinates it does not know', () => {
    const cache: MeasureCache = new Map();
    expect(stretchesToMeasure(legs, cache).map((s) => s.key)).toEqual([stretchKey(trnava, nitra)]);
    cache.set(stretchKey(trnava, nitra), { km: 55.2, approx: false });
    expect(stretchesToMeasure(legs, cache)).toEqual([]);
  });

  it('uses the measured figure, else the great circle marked ~, and keeps a leg without a place', () => {
    const cache: MeasureCache = new Map([[stretchKey(trnava, nitra), { km: 55.2, approx: false }]]);
    const [, toNitra, toWien, nowhere] = applyDistances(legs, cache);
    expect([toNitra?.distance, toNitra?.approx]).toEqual(['55.2', false]);
    expect(toWien?.masstransit).toBe('select');
    expect(toWien?.approx).toBe(true);
    expect(Number(toWien?.distance)).toBeCloseTo(127.3, 0);
    expect(nowhere?.distance).toBeUndefined();
  });
});

describe('the distances a saved trip holds (audit 002 row 12, bug A)', () => {
  const stored = (distance: string | null, extra: Partial<Leg> = {}): Leg[] => [
    placeLeg({ id: 'a', startdate: at(3, 7), masstransit: 'no' }, trnava),
    { ...placeLeg({ id: 'b', startdate: at(3, 12), masstransit: 'no' }, nitra), distance, ...extra },
  ];
  // what is known from the stored trip, and how many stretches are still asked for
  it.each<[string, Leg[], number | null, number]>([
    ['a measured road distance is known', stored('55.2'), 55.2, 0],
    ['a ~ estimate is not', stored('47.1', { approx: true }), null, 1],
    ['select always takes the estimate', stored('47.1', { masstransit: 'select' }), null, 0],
    ['no distance', stored(null), null, 1],
    ['a damaged distance', stored('far'), null, 1],
    ['no coordinates', stored('55.2', { latitude: null }), null, 0],
  ])('%s', (_, legs, km, asked) => {
    const known = storedMeasures(legs);
    expect(known.get(stretchKey(trnava, nitra)) ?? null).toEqual(km === null ? null : { km, approx: false });
    expect(stretchesToMeasure(legs, known)).toHaveLength(asked);
  });

  it('keeps a stretch measured in this session over the stored one', () => {
    const cache: MeasureCache = new Map([[stretchKey(trnava, nitra), { km: 60, approx: false }]]);
    rememberMeasures(cache, storedMeasures(stored('55.2')));
    expect(cache.get(stretchKey(trnava, nitra))?.km).toBe(60);
    const empty: MeasureCache = new Map();
    rememberMeasures(empty, storedMeasures(stored('55.2')));
    expect(applyDistances(stored('55.2'), empty)[1]).toMatchObject({ distance: '55.2', approx: false });
  });
});

describe('recomputing a trip after an edit', () => {
  it('rewrites every derived field of the record', () => {
    const legs: Leg[] = [
      placeLeg({ id: 'a', startdate: at(3, 7), masstransit: 'no', food_cost: 4.5 }, trnava),
      placeLeg({ id: 'b', startdate: at(4, 16), border_crossing: { duration: 2700 } }, wien),
      placeLeg({ id: 'c', startdate: at(4, 17), masstransit: 'no', sleep_cost: 60 }, trnava),
    ];
    legs[2] = { ...(legs[2] as Leg), border_crossing: { duration: 2700 } };
    const { fields, diet } = recomputeTrip(legs, { cache: new Map(), previousDiet: [], locale: 'sk' });
    expect(fields.name_locations).toBe('Trnava - Wien - Trnava');
    expect(fields.startdate).toBe(at(3, 7));
    // Wien is select: one hour there; back by car at 80 km/h: 91.7 km (~) takes 1.25 h
    expect(fields.enddate).toBe(at(4, 17, 15));
    expect(fields.start_locationid).toEqual({ id: 'tt', name: 'route_location', label: 'Trnava' });
    expect(fields.end_locationid?.id).toBe('tt');
    expect(fields.total_distance).toBe(91.7); // only the car leg back home counts
    expect(fields.total_expense).toBe(64.5);
    expect(fields.diet_json).toBeNull();
    // the Vienna trip: 45 min at home, then abroad to midnight; the next day abroad to 16:45
    expect(diet.map((day) => [day.date, day.hours, day.fhours, day.foreignClaim])).toEqual([
      ['2026-03-03', 0.75, 16.25, 45],
      ['2026-03-04', 0.5, 16.75, 45],
    ]);
    expect(JSON.parse(fields.legs_json)).toHaveLength(3);
  });

  it('keeps the meals provided and stores diet_json only then', () => {
    const legs: Leg[] = [
      placeLeg({ id: 'a', startdate: at(3, 6), masstransit: 'no' }, trnava),
      placeLeg({ id: 'b', startdate: at(3, 17), masstransit: 'no' }, nitra),
      placeLeg({ id: 'c', startdate: at(3, 17, 15), masstransit: 'no' }, trnava),
    ];
    const previousDiet = [{ date: '2026-03-03', meals: 2 }] as never;
    const { fields } = recomputeTrip(legs, { cache: new Map(), previousDiet, locale: 'sk' });
    expect(parseDiet(fields.diet_json).map((day) => [day.meals, day.claim])).toEqual([[2, 1]]); // 6:00 to 17:30, 11.5 h: 8.80 less lunch 7.80
    expect(parseDiet('{broken')).toEqual([]);
  });

  it('names each stop once in a row', () => {
    expect(
      nameLocations([
        { id: 'a', startdate: 'x', address: 'A' },
        { id: 'b', startdate: 'x', address: 'A' },
      ]),
    ).toBe('A');
  });
});

describe('trip date pickers', () => {
  it.each([
    ['2026-10-01', '2026-10-01T00:00', '2026-11-07T23:59'],
    ['2026-12-15', '2026-12-01T00:00', '2027-01-07T23:59'],
  ])('report month %s: %s to %s', (report, min, max) => {
    expect(datePickerRange(report, new Date())).toEqual({ min, max });
  });

  it('falls back to the given month and converts local input both ways', () => {
    expect(datePickerRange(null, new Date(2026, 1, 20)).min).toBe('2026-02-01T00:00');
    const iso = at(3, 7, 30);
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('')).toBeNull();
  });
});

describe('a stop’s map link (spec 002 sections 2 and 9)', () => {
  it.each<[string, Partial<Leg>, string]>([
    [
      'at the stop',
      { latitude: 48.3774, longitude: 17.5872 },
      'https://www.openstreetmap.org/?mlat=48.3774&mlon=17.5872#map=15/48.3774/17.5872',
    ],
    [
      'without coordinates: the default centre at zoom 11',
      {},
      'https://www.openstreetmap.org/#map=11/48.39/17.61',
    ],
    [
      'with half of them',
      { latitude: 48.3774, longitude: null },
      'https://www.openstreetmap.org/#map=11/48.39/17.61',
    ],
  ])('%s', (_, where, url) => {
    expect(mapUrl({ id: 'a', startdate: at(3, 7), ...where })).toBe(url);
  });
});
