import { describe, expect, it } from 'vitest';
import type { ObjectMeta } from '../../../metadata/object-metadata.js';
import { coordinateFields, mapPoints, pointBounds } from './coordinates.js';

const object = {
  logicalName: 'account',
  displayName: 'Account',
  displayNamePlural: 'Accounts',
  type: 'standard',
  properties: [
    { logicalName: 'name', displayName: 'Name', type: 'String', flags: [] },
    { logicalName: 'address1_latitude', displayName: 'Lat', type: 'Float', flags: [] },
    { logicalName: 'address1_longitude', displayName: 'Lng', type: 'Float', flags: [] },
    { logicalName: 'latitude', displayName: 'Lat', type: 'Decimal', flags: [] },
    { logicalName: 'address2_latitude', displayName: 'Lat 2', type: 'Float', flags: [] },
    { logicalName: 'text_latitude', displayName: 'Text', type: 'String', flags: [] },
    { logicalName: 'text_longitude', displayName: 'Text', type: 'String', flags: [] },
  ],
} as ObjectMeta;

describe('coordinateFields', () => {
  it('pairs numeric latitude and longitude properties with the same prefix', () => {
    expect(coordinateFields(object)).toEqual([
      { latitude: 'address1_latitude', longitude: 'address1_longitude' },
    ]);
  });
});

describe('mapPoints', () => {
  const fields = { latitude: 'lat', longitude: 'lng' };
  it('keeps rows with both coordinates in range, reading numeric text', () => {
    const points = mapPoints(
      [
        { id: 1, name: 'A', lat: 48.1, lng: '17.1' },
        { id: 2, name: 'B', lat: null, lng: 17 },
        { id: 3, name: 'C', lat: 95, lng: 17 },
        { id: 4, name: 'D', lat: 0, lng: 0 },
        { id: 5, lat: 'x', lng: 1 },
      ],
      fields,
    );
    expect(points.map((point) => [point.id, point.name, point.latitude, point.longitude])).toEqual([
      ['1', 'A', 48.1, 17.1],
    ]);
  });
});

describe('pointBounds', () => {
  it('spans the points, or is null without any', () => {
    expect(pointBounds([])).toBeNull();
    expect(
      pointBounds([
        { latitude: 48.1, longitude: 17.5 },
        { latitude: 49.2, longitude: 16.6 },
      ]),
    ).toEqual([
      [48.1, 16.6],
      [49.2, 17.5],
    ]);
  });
});
