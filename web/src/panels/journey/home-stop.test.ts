import { describe, expect, it } from 'vitest';
import { type HomeUser, homeStop } from './home-stop.js';
import { defaultLegs, type Place, recomputeLegs } from './leg-rules.js';

const places: Place[] = [
  { id: 'sk', name: 'Slovensko', isocode: 'sk', is_country: true },
  { id: 'tt', name: 'Trnava', isocode: 'sk', latitude: 48.3774, longitude: 17.5872 },
  { id: 'br', name: 'Brno', isocode: 'CZ', latitude: 49.1951, longitude: 16.6068 },
];

describe('the home a new trip starts from (spec 002 sections 3 and 4)', () => {
  // expected fields, then the fields the stop must not have
  it.each<[string, HomeUser | null, Record<string, unknown>, string[]?]>([
    ['no user', null, {}],
    ['no home', { home_location: ' ', address_street: null }, {}],
    [
      'a place by its name',
      { home_location: 'Trnava' },
      {
        location: { id: 'tt', name: 'route_location', label: 'Trnava' },
        address: 'Trnava',
        latitude: 48.3774,
      },
    ],
    [
      'a place by the part before a comma, any case, with the street',
      { home_location: 'trnava, Slovakia', address_street: 'Hlavná 1' },
      { location: { id: 'tt' }, address: 'Hlavná 1, trnava, Slovakia', isocode: 'sk' },
    ],
    [
      'a home abroad keeps its country, not select',
      { home_location: 'Brno, Czech Republic' },
      { location: { id: 'br' }, isocode: 'cz' },
      ['masstransit'],
    ],
    [
      'the user’s own coordinates before the place’s',
      { home_location: 'Trnava', address_latitude: 48.38, address_longitude: 17.59 },
      { location: { id: 'tt' }, latitude: 48.38, longitude: 17.59 },
    ],
    [
      'no such place: the text as the address, with the country',
      { home_location: 'Senica', address_country: 'Slovakia' },
      { address: 'Senica', country: 'Slovakia' },
      ['location', 'latitude'],
    ],
    ['a country is no home', { home_location: 'Slovensko' }, { address: 'Slovensko' }, ['location']],
  ])('%s', (_, user, expected, absent = []) => {
    const stop = homeStop(user, places);
    expect(stop).toMatchObject(expected);
    if (Object.keys(expected).length === 0) expect(stop).toEqual({});
    for (const field of ['id', 'startdate', ...absent]) expect(stop).not.toHaveProperty(field);
  });

  it('starts and ends the default trip at home, out from 08:00 and back at 18:00', () => {
    let n = 0;
    const home = homeStop({ home_location: 'Trnava' }, places);
    const legs = recomputeLegs(defaultLegs(new Date(2026, 2, 3), home, () => `l${n++}`));
    expect(legs.map((leg) => [leg.location?.id, leg.address, leg.masstransit])).toEqual([
      ['tt', 'Trnava', 'no'],
      ['tt', 'Trnava', 'no'],
    ]);
    const hours = (iso: string | null | undefined) => (iso ? new Date(iso).getHours() : null);
    expect([hours(legs[0]?.startdate), hours(legs[1]?.enddate)]).toEqual([8, 18]);
  });
});
