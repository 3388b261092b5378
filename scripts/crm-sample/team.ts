/** The four sample users and their roles: sales manager, account executive and two field technicians. */
import { userId } from './ids.js';
import type { Country } from './places.js';

export const users = [
  {
    first: 'Lucia',
    last: 'Horváthová',
    title: 'Sales Manager',
    city: 'Bratislava',
    zip: '821 09',
    street: 'Mlynské nivy 45',
    country: 'Slovakia',
    lat: 48.1452,
    lon: 17.1266,
    language: 'sk',
  },
  {
    first: 'Jakub',
    last: 'Dvořák',
    title: 'Account Executive',
    city: 'Brno',
    zip: '602 00',
    street: 'Kounicova 12',
    country: 'Czech Republic',
    lat: 49.2044,
    lon: 16.5993,
    language: 'cs',
  },
  {
    first: 'Stefan',
    last: 'Huber',
    title: 'Field Service Technician',
    city: 'Wien',
    zip: '1100',
    street: 'Favoritenstraße 180',
    country: 'Austria',
    lat: 48.1745,
    lon: 16.3799,
    language: 'de',
  },
  {
    first: 'Peter',
    last: 'Kováč',
    title: 'Field Service Technician',
    city: 'Žilina',
    zip: '010 01',
    street: 'Národná 8',
    country: 'Slovakia',
    lat: 49.2231,
    lon: 18.7394,
    language: 'sk',
  },
] as const;
export const sales = [userId(0), userId(1)];
export const [manager, accountExecutive] = [userId(0), userId(1)];
/** Technician by region: Stefan Huber covers Austria and Germany, Peter Kováč Slovakia and Czechia. */
export const technicianFor = (country: Country) =>
  country === 'Austria' || country === 'Germany' ? userId(2) : userId(3);
