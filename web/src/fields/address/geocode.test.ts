import { describe, expect, it } from 'vitest';
import {
  canGeocode,
  geocodeUrl,
  readGeocodeAnswer,
  readReverseAnswer,
  reverseGeocodeUrl,
} from './geocode.js';

describe('geocode', () => {
  it('needs street and city', () => {
    expect(canGeocode({ street: 'Main 1', city: 'Bratislava' })).toBe(true);
    expect(canGeocode({ street: 'Main 1', city: ' ' })).toBe(false);
    expect(canGeocode({ city: 'Bratislava' })).toBe(false);
  });
  it('asks the search endpoint for jsonv2', () => {
    const url = new URL(
      geocodeUrl('https://geo.example/', {
        street: 'Main 1',
        zip: '811 01',
        city: 'Bratislava',
        country: 'Slovakia',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://geo.example/search');
    expect(url.searchParams.get('q')).toBe('Main 1, 811 01 Bratislava, Slovakia');
    expect(url.searchParams.get('format')).toBe('jsonv2');
  });
  it('reads the first hit', () => {
    expect(readGeocodeAnswer([{ lat: '48.14', lon: '17.10' }])).toEqual({ latitude: 48.14, longitude: 17.1 });
    expect(readGeocodeAnswer([])).toBeNull();
    expect(readGeocodeAnswer({ error: 'x' })).toBeNull();
  });
  it('reads the address parts of a reverse answer', () => {
    const url = new URL(reverseGeocodeUrl('https://geo.example', { latitude: 48.1, longitude: 17.1 }));
    expect(url.pathname).toBe('/reverse');
    expect(url.searchParams.get('addressdetails')).toBe('1');
    expect(
      readReverseAnswer({
        address: { road: 'Main', house_number: '1', town: 'Senec', postcode: '903 01', country: 'Slovakia' },
      }),
    ).toEqual({ street: 'Main 1', city: 'Senec', zip: '903 01', country: 'Slovakia' });
    expect(readReverseAnswer({ error: 'Unable to geocode' })).toBeNull();
  });
});
