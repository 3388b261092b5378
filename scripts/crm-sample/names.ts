/** Names and job titles of sample people by country, and a random person and e-mail address. */
import type { Country } from './places.js';
import type { Rng } from './random.js';
import { ascii } from './text.js';

type Gender = 1 | 2;
export type Person = { first: string; last: string; gender: Gender };
const names: Record<Country, { male: string[]; female: string[]; surnames: [string, string][] }> = {
  Slovakia: {
    male: ['Martin', 'Peter', 'Tomáš', 'Marek', 'Juraj', 'Michal', 'Ján', 'Lukáš', 'Róbert', 'Milan'],
    female: [
      'Katarína',
      'Zuzana',
      'Jana',
      'Lucia',
      'Martina',
      'Eva',
      'Monika',
      'Andrea',
      'Veronika',
      'Simona',
    ],
    surnames: [
      ['Kováč', 'Kováčová'],
      ['Horváth', 'Horváthová'],
      ['Varga', 'Vargová'],
      ['Tóth', 'Tóthová'],
      ['Baláž', 'Balážová'],
      ['Molnár', 'Molnárová'],
      ['Lukáč', 'Lukáčová'],
      ['Šimko', 'Šimková'],
      ['Polák', 'Poláková'],
      ['Kráľ', 'Kráľová'],
      ['Hudák', 'Hudáková'],
      ['Oravec', 'Oravcová'],
    ],
  },
  'Czech Republic': {
    male: ['Jan', 'Petr', 'Jiří', 'Pavel', 'Tomáš', 'Martin', 'Jakub', 'Ondřej', 'Lukáš', 'David'],
    female: [
      'Tereza',
      'Lenka',
      'Petra',
      'Kateřina',
      'Markéta',
      'Hana',
      'Veronika',
      'Barbora',
      'Michaela',
      'Eliška',
    ],
    surnames: [
      ['Novák', 'Nováková'],
      ['Svoboda', 'Svobodová'],
      ['Novotný', 'Novotná'],
      ['Černý', 'Černá'],
      ['Procházka', 'Procházková'],
      ['Kučera', 'Kučerová'],
      ['Veselý', 'Veselá'],
      ['Horák', 'Horáková'],
      ['Němec', 'Němcová'],
      ['Marek', 'Marková'],
      ['Pokorný', 'Pokorná'],
      ['Růžička', 'Růžičková'],
    ],
  },
  Germany: {
    male: [
      'Thomas',
      'Michael',
      'Andreas',
      'Stefan',
      'Markus',
      'Florian',
      'Tobias',
      'Jan',
      'Matthias',
      'Christian',
    ],
    female: ['Julia', 'Anna', 'Katharina', 'Sabine', 'Laura', 'Lena', 'Sarah', 'Claudia', 'Nina', 'Petra'],
    surnames: [
      'Müller',
      'Schmidt',
      'Schneider',
      'Fischer',
      'Weber',
      'Meyer',
      'Wagner',
      'Becker',
      'Hoffmann',
      'Schulz',
      'Koch',
      'Richter',
    ].map((s): [string, string] => [s, s]),
  },
  Austria: {
    male: [
      'Lukas',
      'Florian',
      'Daniel',
      'Alexander',
      'Bernhard',
      'Wolfgang',
      'Gerhard',
      'Christoph',
      'Markus',
      'Thomas',
    ],
    female: [
      'Sophie',
      'Anna',
      'Elisabeth',
      'Theresa',
      'Christina',
      'Barbara',
      'Johanna',
      'Verena',
      'Magdalena',
      'Sandra',
    ],
    surnames: [
      'Gruber',
      'Huber',
      'Bauer',
      'Wagner',
      'Pichler',
      'Steiner',
      'Moser',
      'Mayer',
      'Hofer',
      'Leitner',
      'Berger',
      'Fuchs',
    ].map((s): [string, string] => [s, s]),
  },
};
export function person(rng: Rng, country: Country): Person {
  const set = names[country];
  const gender: Gender = rng.chance(0.5) ? 1 : 2;
  const [male, female] = rng.pick(set.surnames);
  return gender === 1
    ? { first: rng.pick(set.male), last: male, gender }
    : { first: rng.pick(set.female), last: female, gender };
}
export const email = (p: Person, domain: string) =>
  `${ascii(p.first)}.${ascii(p.last)}@${domain}`.replace(/\s+/g, '');

export const seniorTitles = [
  'Managing Director',
  'Chief Financial Officer',
  'Head of Purchasing',
  'Technical Director',
  'Chief Operating Officer',
];
export const staffTitles = [
  'Facility Manager',
  'Maintenance Supervisor',
  'Procurement Specialist',
  'Operations Manager',
  'Energy Manager',
  'Office Manager',
];
