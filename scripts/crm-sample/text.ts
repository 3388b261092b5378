/** Text formatting for sample rows: ASCII e-mail parts, web slugs, short company names, phone numbers. */
import type { Country } from './places.js';
import type { Rng } from './random.js';

/** Latin letters only, for e-mail addresses and web domains. */
export function ascii(text: string): string {
  return text
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export const slug = (text: string) =>
  ascii(text)
    .replace(/\s(s\.r\.o\.|a\.s\.|gmbh|ag)$/, '')
    .replace(/\./g, '')
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A company name without its legal form (s.r.o., a.s., GmbH, AG), for record titles. */
export const withoutLegalForm = (name: string) => name.replace(/ (s\.r\.o\.|a\.s\.|GmbH|AG)$/, '');

export const pad = (value: number, digits: number) => String(value).padStart(digits, '0');

export function phone(rng: Rng, country: Country, mobile = false): string {
  switch (country) {
    case 'Slovakia':
      return mobile
        ? `+421 9${rng.int(0, 4)}${rng.int(0, 9)} ${rng.int(100, 999)} ${rng.int(100, 999)}`
        : `+421 2 ${rng.int(4000, 6999)} ${rng.int(1000, 9999)}`;
    case 'Czech Republic':
      return mobile
        ? `+420 6${rng.int(0, 9)}${rng.int(0, 9)} ${rng.int(100, 999)} ${rng.int(100, 999)}`
        : `+420 ${rng.int(2, 5)}${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(100, 999)}`;
    case 'Germany':
      return mobile
        ? `+49 15${rng.int(1, 9)} ${rng.int(1000000, 9999999)}`
        : `+49 ${rng.int(30, 911)} ${rng.int(100000, 999999)}`;
    case 'Austria':
      return mobile
        ? `+43 66${rng.int(0, 9)} ${rng.int(100000, 999999)}`
        : `+43 ${rng.int(1, 732)} ${rng.int(10000, 99999)}`;
  }
}
