/**
 * Writes the demo organisation's sample rows of the crm template (tenant-templates/crm/sample/):
 * `node --import tsx scripts/generate-crm-sample.ts`. The output is deterministic: a seeded
 * PRNG per file and name-based UUIDs (v5 of entity and index), so re-running it changes nothing
 * unless this script changes. Dates cluster around the demo reference day 2026-11-22.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../tenant-templates/crm/sample');

type Row = Record<string, unknown>;

// ---------------------------------------------------------------- helpers

/** mulberry32: small, fast, good enough for demo data. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (p: number) => boolean;
};

/** A PRNG seeded from a name, so each file's rows do not depend on the files before it. */
function rngFor(name: string): Rng {
  const seed = createHash('sha256').update(`crm-sample:${name}`).digest().readUInt32LE(0);
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => at(items, int(0, items.length - 1)),
    chance: (p: number) => next() < p,
  };
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`index ${index} out of range (${items.length})`);
  return item;
}

const uuidNamespace = Buffer.from('5f0c3a1e8b2d4e6fa7c91d3e5b7a9c20', 'hex');

/** Name-based UUID (RFC 4122 version 5) of an entity row: stable across runs. */
function uuid(entity: string, index: number): string {
  const hash = createHash('sha1').update(uuidNamespace).update(`${entity}:${index}`).digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const pad = (value: number, digits: number) => String(value).padStart(digits, '0');

const day = 24 * 60 * 60 * 1000;
/** The demo's "today": lists, charts and the calendar are shaped around it. */
const reference = Date.UTC(2026, 10, 22);

/** Midnight UTC of a day offset from the reference day. */
const dayAt = (offset: number) => reference + offset * day;
const iso = (time: number) => new Date(time).toISOString().replace('.000Z', 'Z');
const dateOnly = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Moves a weekend day to the Friday before or Monday after. */
function weekday(time: number): number {
  const dow = new Date(time).getUTCDay();
  if (dow === 6) return time - day;
  if (dow === 0) return time + day;
  return time;
}

/** A time during office hours (08:00 to 17:00 in Central Europe, 07:00 to 16:00 UTC in winter). */
function officeTime(rng: Rng, dayStart: number): number {
  return weekday(dayStart) + (7 * 60 + rng.int(0, 9 * 60 - 1)) * 60 * 1000;
}

/** A creation stamp in the 12 months before the reference day, leaning a little towards recent months. */
function createdIn(rng: Rng, fromDays = 365, toDays = 1): number {
  const span = fromDays - toDays;
  const offset = fromDays - Math.floor(span * rng.next() ** 0.8);
  return Math.min(officeTime(rng, dayAt(-offset)), dayAt(-toDays) + 16 * 3600 * 1000);
}

/** A stamp some days after another one, never after the reference day. */
function after(rng: Rng, time: number, minDays: number, maxDays: number): number {
  const start = Math.floor(time / day) * day + rng.int(minDays, maxDays) * day;
  return Math.min(Math.max(officeTime(rng, start), time), dayAt(-1) + 16 * 3600 * 1000);
}

/** Latin letters only, for e-mail addresses and web domains. */
function ascii(text: string): string {
  return text
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const slug = (text: string) =>
  ascii(text)
    .replace(/\s(s\.r\.o\.|a\.s\.|gmbh|ag)$/, '')
    .replace(/\./g, '')
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function phone(rng: Rng, country: Country, mobile = false): string {
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

const files: { file: string; entity: string; rows: Row[] }[] = [];
const emit = (file: string, entity: string, rows: Row[]) => files.push({ file, entity, rows });

/** Stamps every sample row gets; owner and creator are the same sample user. */
function stamps(rng: Rng, createdon: number, ownerid: string | undefined, inactive = false): Row {
  const modified = Math.min(
    createdon + rng.int(0, 20) * day + rng.int(0, 3600) * 1000,
    dayAt(-1) + 16 * 3600 * 1000,
  );
  return {
    ...(ownerid ? { ownerid, createdby: ownerid } : {}),
    createdon: iso(createdon),
    modifiedon: iso(Math.max(modified, createdon)),
    ...(inactive ? { statecode: 1, statuscode: 2 } : {}),
  };
}

// ---------------------------------------------------------------- users

type Country = 'Slovakia' | 'Czech Republic' | 'Germany' | 'Austria';

const users = [
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
const userId = (index: number) => uuid('systemuser', index);
const sales = [userId(0), userId(1)];
const [manager, accountExecutive] = [userId(0), userId(1)];
/** Technician by region: Stefan Huber covers Austria and Germany, Peter Kováč Slovakia and Czechia. */
const technicianFor = (country: Country) =>
  country === 'Austria' || country === 'Germany' ? userId(2) : userId(3);

{
  const rng = rngFor('systemuser');
  emit(
    '01_systemuser.json',
    'systemuser',
    users.map((user, index) => ({
      id: userId(index),
      name: `${user.first} ${user.last}`,
      emailaddress: `${ascii(user.first)}.${ascii(user.last)}@example.com`,
      title: user.title,
      phone: phone(rng, user.country, true),
      language: user.language,
      home_location: `${user.city}, ${user.country}`,
      address_street: user.street,
      address_city: user.city,
      address_zip: user.zip,
      address_country: user.country,
      address_latitude: user.lat,
      address_longitude: user.lon,
      isdisabled: false,
      createdon: iso(Date.UTC(2025, 10, 24, 8, 0) + index * 15 * 60 * 1000),
    })),
  );
}

// ---------------------------------------------------------------- products

type Product = {
  name: string;
  code: string;
  category: number;
  unit: string;
  price: number;
  cost: number;
  vendor: string;
  description: string;
};
const products: Product[] = [
  {
    name: 'Air-to-Water Heat Pump 9 kW',
    code: 'AW-9',
    category: 1,
    unit: 'pcs',
    price: 8450,
    cost: 6120,
    vendor: 'Viessmann',
    description: 'Monobloc heat pump for offices and small commercial buildings.',
  },
  {
    name: 'Air-to-Water Heat Pump 16 kW',
    code: 'AW-16',
    category: 1,
    unit: 'pcs',
    price: 11900,
    cost: 8700,
    vendor: 'Viessmann',
    description: 'Monobloc heat pump with cascade option for larger sites.',
  },
  {
    name: 'Gas Condensing Boiler 24 kW',
    code: 'GC-24',
    category: 1,
    unit: 'pcs',
    price: 2890,
    cost: 2050,
    vendor: 'Bosch',
    description: 'Wall-hung condensing boiler, modulating burner.',
  },
  {
    name: 'Chiller Unit 120 kW',
    code: 'CH-120',
    category: 1,
    unit: 'pcs',
    price: 38500,
    cost: 29800,
    vendor: 'Danfoss',
    description: 'Air-cooled chiller with variable-speed compressors.',
  },
  {
    name: 'Air Handling Unit 4000 m³/h',
    code: 'AHU-4000',
    category: 1,
    unit: 'pcs',
    price: 24600,
    cost: 18900,
    vendor: 'Siemens',
    description: 'Ventilation unit with heat recovery, EC fans.',
  },
  {
    name: 'Building Management Controller',
    code: 'BMC-200',
    category: 1,
    unit: 'pcs',
    price: 3250,
    cost: 2100,
    vendor: 'Siemens',
    description: 'BACnet controller for up to 200 data points.',
  },
  {
    name: 'Smart Room Thermostat',
    code: 'ST-5',
    category: 1,
    unit: 'pcs',
    price: 189,
    cost: 112,
    vendor: 'Bosch',
    description: 'Wireless thermostat with occupancy sensing.',
  },
  {
    name: 'Frequency Inverter 7.5 kW',
    code: 'FI-7.5',
    category: 1,
    unit: 'pcs',
    price: 1340,
    cost: 910,
    vendor: 'ABB',
    description: 'Drive for pumps and fans.',
  },
  {
    name: 'Circulation Pump DN40',
    code: 'CP-40',
    category: 1,
    unit: 'pcs',
    price: 640,
    cost: 420,
    vendor: 'Danfoss',
    description: 'High-efficiency circulation pump.',
  },
  {
    name: 'Solar Inverter 10 kW',
    code: 'SI-10',
    category: 1,
    unit: 'pcs',
    price: 2780,
    cost: 2010,
    vendor: 'Schneider Electric',
    description: 'Three-phase string inverter.',
  },
  {
    name: 'Compressor Replacement Kit',
    code: 'SP-CRK',
    category: 2,
    unit: 'pcs',
    price: 1980,
    cost: 1380,
    vendor: 'Danfoss',
    description: 'Scroll compressor with mounting set.',
  },
  {
    name: 'Filter Set F7 (10 pcs)',
    code: 'SP-F7',
    category: 2,
    unit: 'pcs',
    price: 145,
    cost: 78,
    vendor: 'Siemens',
    description: 'Bag filters for air handling units.',
  },
  {
    name: 'Electronic Expansion Valve',
    code: 'SP-EEV',
    category: 2,
    unit: 'pcs',
    price: 310,
    cost: 190,
    vendor: 'Danfoss',
    description: 'Replacement valve for heat pumps and chillers.',
  },
  {
    name: 'Controller Main Board',
    code: 'SP-CMB',
    category: 2,
    unit: 'pcs',
    price: 560,
    cost: 350,
    vendor: 'Siemens',
    description: 'Spare main board for BMC controllers.',
  },
  {
    name: 'BMS Monitoring Licence (annual)',
    code: 'SW-BMS',
    category: 3,
    unit: 'licence',
    price: 1200,
    cost: 300,
    vendor: 'Siemens',
    description: 'Cloud monitoring of one building, 12 months.',
  },
  {
    name: 'Remote Diagnostics Subscription',
    code: 'SW-RD',
    category: 3,
    unit: 'month',
    price: 49,
    cost: 12,
    vendor: 'Viessmann',
    description: 'Remote fault diagnostics per installation and month.',
  },
  {
    name: 'Installation Service',
    code: 'SV-INST',
    category: 4,
    unit: 'h',
    price: 68,
    cost: 41,
    vendor: 'Strata Demo Services',
    description: 'Certified technician, per hour.',
  },
  {
    name: 'Annual Maintenance Contract',
    code: 'SV-AMC',
    category: 4,
    unit: 'pcs',
    price: 1450,
    cost: 820,
    vendor: 'Strata Demo Services',
    description: 'Two preventive visits a year, spare parts excluded.',
  },
  {
    name: 'Emergency Call-Out',
    code: 'SV-EMG',
    category: 4,
    unit: 'pcs',
    price: 180,
    cost: 95,
    vendor: 'Strata Demo Services',
    description: 'Same-day response, first hour included.',
  },
  {
    name: 'Refrigerant R32',
    code: 'CO-R32',
    category: 5,
    unit: 'kg',
    price: 38,
    cost: 22,
    vendor: 'Bosch',
    description: 'Refrigerant refill, per kilogram.',
  },
];
const productId = (index: number) => uuid('product', index);
const hardware = products.flatMap((p, i) => (p.category === 1 ? [i] : []));

{
  const rng = rngFor('product');
  emit(
    '02_product.json',
    'product',
    products.map((p, index) => ({
      id: productId(index),
      name: p.name,
      productnumber: `PRD-${1001 + index}`,
      categorycode: p.category,
      unit: p.unit,
      price: p.price,
      standardcost: p.cost,
      vendorname: p.vendor,
      isdiscontinued: false,
      description: p.description,
      ...stamps(rng, officeTime(rng, dayAt(-364 + index)), manager),
    })),
  );
}

// ---------------------------------------------------------------- accounts

type City = { city: string; zip: string; country: Country; lat: number; lon: number; streets: string[] };
const sk = ['Priemyselná', 'Hlavná', 'Mlynská', 'Štúrova', 'Továrenská', 'Obchodná'];
const cz = ['Průmyslová', 'Nádražní', 'Masarykova', 'Vinohradská', 'Technická', 'Palackého'];
const de = ['Industriestraße', 'Hauptstraße', 'Gewerbering', 'Bahnhofstraße', 'Lindenallee', 'Am Hafen'];
const at_ = ['Gewerbestraße', 'Hauptplatz', 'Industriezeile', 'Bahnhofgasse', 'Wiener Straße', 'Mühlweg'];
const cities: Record<string, City> = {
  Bratislava: {
    city: 'Bratislava',
    zip: '821 09',
    country: 'Slovakia',
    lat: 48.1486,
    lon: 17.1077,
    streets: sk,
  },
  Košice: { city: 'Košice', zip: '040 01', country: 'Slovakia', lat: 48.7164, lon: 21.2611, streets: sk },
  Žilina: { city: 'Žilina', zip: '010 01', country: 'Slovakia', lat: 49.2231, lon: 18.7394, streets: sk },
  Nitra: { city: 'Nitra', zip: '949 01', country: 'Slovakia', lat: 48.3069, lon: 18.0864, streets: sk },
  Trnava: { city: 'Trnava', zip: '917 01', country: 'Slovakia', lat: 48.3774, lon: 17.5872, streets: sk },
  'Banská Bystrica': {
    city: 'Banská Bystrica',
    zip: '974 01',
    country: 'Slovakia',
    lat: 48.7363,
    lon: 19.1462,
    streets: sk,
  },
  Prešov: { city: 'Prešov', zip: '080 01', country: 'Slovakia', lat: 48.9985, lon: 21.2339, streets: sk },
  Trenčín: { city: 'Trenčín', zip: '911 01', country: 'Slovakia', lat: 48.8945, lon: 18.0444, streets: sk },
  Piešťany: { city: 'Piešťany', zip: '921 01', country: 'Slovakia', lat: 48.5918, lon: 17.8268, streets: sk },
  Galanta: { city: 'Galanta', zip: '924 01', country: 'Slovakia', lat: 48.19, lon: 17.7266, streets: sk },
  Praha: { city: 'Praha', zip: '130 00', country: 'Czech Republic', lat: 50.0755, lon: 14.4378, streets: cz },
  Brno: { city: 'Brno', zip: '602 00', country: 'Czech Republic', lat: 49.1951, lon: 16.6068, streets: cz },
  Ostrava: {
    city: 'Ostrava',
    zip: '702 00',
    country: 'Czech Republic',
    lat: 49.8209,
    lon: 18.2625,
    streets: cz,
  },
  Plzeň: { city: 'Plzeň', zip: '301 00', country: 'Czech Republic', lat: 49.7384, lon: 13.3736, streets: cz },
  Olomouc: {
    city: 'Olomouc',
    zip: '779 00',
    country: 'Czech Republic',
    lat: 49.5938,
    lon: 17.2509,
    streets: cz,
  },
  'České Budějovice': {
    city: 'České Budějovice',
    zip: '370 01',
    country: 'Czech Republic',
    lat: 48.9747,
    lon: 14.4743,
    streets: cz,
  },
  'Hradec Králové': {
    city: 'Hradec Králové',
    zip: '500 02',
    country: 'Czech Republic',
    lat: 50.2092,
    lon: 15.8328,
    streets: cz,
  },
  Zlín: { city: 'Zlín', zip: '760 01', country: 'Czech Republic', lat: 49.2265, lon: 17.6707, streets: cz },
  München: { city: 'München', zip: '80331', country: 'Germany', lat: 48.1351, lon: 11.582, streets: de },
  Berlin: { city: 'Berlin', zip: '10115', country: 'Germany', lat: 52.52, lon: 13.405, streets: de },
  Hamburg: { city: 'Hamburg', zip: '20095', country: 'Germany', lat: 53.5511, lon: 9.9937, streets: de },
  Stuttgart: { city: 'Stuttgart', zip: '70173', country: 'Germany', lat: 48.7758, lon: 9.1829, streets: de },
  Dresden: { city: 'Dresden', zip: '01067', country: 'Germany', lat: 51.0504, lon: 13.7373, streets: de },
  Nürnberg: { city: 'Nürnberg', zip: '90402', country: 'Germany', lat: 49.4521, lon: 11.0767, streets: de },
  Leipzig: { city: 'Leipzig', zip: '04109', country: 'Germany', lat: 51.3397, lon: 12.3731, streets: de },
  'Frankfurt am Main': {
    city: 'Frankfurt am Main',
    zip: '60311',
    country: 'Germany',
    lat: 50.1109,
    lon: 8.6821,
    streets: de,
  },
  Regensburg: {
    city: 'Regensburg',
    zip: '93047',
    country: 'Germany',
    lat: 49.0134,
    lon: 12.1016,
    streets: de,
  },
  Wien: { city: 'Wien', zip: '1030', country: 'Austria', lat: 48.2082, lon: 16.3738, streets: at_ },
  Graz: { city: 'Graz', zip: '8010', country: 'Austria', lat: 47.0707, lon: 15.4395, streets: at_ },
  Linz: { city: 'Linz', zip: '4020', country: 'Austria', lat: 48.3069, lon: 14.2858, streets: at_ },
  Salzburg: { city: 'Salzburg', zip: '5020', country: 'Austria', lat: 47.8095, lon: 13.055, streets: at_ },
  Innsbruck: { city: 'Innsbruck', zip: '6020', country: 'Austria', lat: 47.2692, lon: 11.4041, streets: at_ },
  'St. Pölten': {
    city: 'St. Pölten',
    zip: '3100',
    country: 'Austria',
    lat: 48.2047,
    lon: 15.6256,
    streets: at_,
  },
  Klagenfurt: {
    city: 'Klagenfurt',
    zip: '9020',
    country: 'Austria',
    lat: 46.6247,
    lon: 14.3053,
    streets: at_,
  },
};

/** Relationship: 1 customer, 2 prospect, 3 partner, 4 supplier, 5 competitor. */
const accountSeeds: [
  name: string,
  city: string,
  industry: number,
  type: number,
  employees: number,
  tags: string,
][] = [
  ['Tatra Logistika s.r.o.', 'Bratislava', 8, 1, 420, 'warehouse, heat pumps'],
  ['Danubius Potraviny a.s.', 'Bratislava', 10, 1, 980, 'key account, cooling'],
  ['Východoslovenská Strojáreň a.s.', 'Košice', 1, 1, 1650, 'key account, production halls'],
  ['Považská Energetika s.r.o.', 'Žilina', 5, 3, 210, 'partner, district heating'],
  ['Agro Nitra s.r.o.', 'Nitra', 10, 2, 140, 'greenhouses'],
  ['Trnavské Autodiely s.r.o.', 'Trnava', 11, 1, 760, 'automotive supplier, ventilation'],
  ['Hron Stavby s.r.o.', 'Banská Bystrica', 4, 3, 320, 'partner, new builds'],
  ['Šariš Retail a.s.', 'Prešov', 2, 2, 540, 'retail chain'],
  ['MedCentrum Trenčín s.r.o.', 'Trenčín', 6, 1, 260, 'clinic, air quality'],
  ['Kúpele Piešťany Wellness a.s.', 'Piešťany', 6, 1, 390, 'spa, heat recovery'],
  ['Galanta Agrochem s.r.o.', 'Galanta', 1, 2, 180, ''],
  ['DataWave Slovakia s.r.o.', 'Bratislava', 7, 1, 95, 'data centre, cooling'],
  ['Košice Steel Services s.r.o.', 'Košice', 1, 1, 230, 'maintenance contract'],
  ['Vltava Software a.s.', 'Praha', 7, 1, 610, 'key account, offices'],
  ['Pražská Distribuce s.r.o.', 'Praha', 3, 4, 150, 'supplier, spare parts'],
  ['Moravská Textilní a.s.', 'Brno', 1, 1, 720, 'production halls'],
  ['Jihomoravská Vodárenská a.s.', 'Brno', 5, 2, 880, 'public tender'],
  ['Ostravské Hutě Servis s.r.o.', 'Ostrava', 1, 1, 1240, 'key account, chillers'],
  ['Plzeňské Pivovary Export a.s.', 'Plzeň', 10, 1, 470, 'brewery, cooling'],
  ['Hanácká Logistika s.r.o.', 'Olomouc', 8, 2, 310, 'warehouse'],
  ['Budějovické Stavby a.s.', 'České Budějovice', 4, 3, 560, 'partner'],
  ['Krkonoše Medical s.r.o.', 'Hradec Králové', 6, 1, 205, 'clinic'],
  ['Zlínská Obuv a.s.', 'Zlín', 2, 2, 340, 'retail stores'],
  ['Isar Maschinenbau GmbH', 'München', 1, 1, 1350, 'key account, production'],
  ['Alpenblick Immobilien GmbH', 'München', 4, 2, 85, 'property management'],
  ['Spree Digital GmbH', 'Berlin', 7, 1, 280, 'offices, data room'],
  ['Hanse Spedition GmbH', 'Hamburg', 8, 1, 940, 'warehouse, cold chain'],
  ['Neckar Automotive AG', 'Stuttgart', 11, 2, 2400, 'automotive, tender'],
  ['Elbtal Energie GmbH', 'Dresden', 5, 3, 430, 'partner, solar'],
  ['Frankenwerk Präzision GmbH', 'Nürnberg', 1, 1, 520, 'clean room'],
  ['Leipziger Handelshaus GmbH', 'Leipzig', 3, 5, 610, 'competitor'],
  ['Main Finanzpartner AG', 'Frankfurt am Main', 9, 2, 1100, 'offices'],
  ['Donau Brauerei Regensburg GmbH', 'Regensburg', 10, 1, 260, 'brewery, cooling'],
  ['Praterwerk Haustechnik GmbH', 'Wien', 4, 3, 120, 'partner, installer'],
  ['Danube Health Systems GmbH', 'Wien', 6, 1, 690, 'hospital, ventilation'],
  ['Murtal Holzbau GmbH', 'Graz', 4, 1, 175, 'production hall'],
  ['Linzer Stahltechnik AG', 'Linz', 1, 1, 1980, 'key account, chillers'],
  ['Salzach Pharma GmbH', 'Salzburg', 6, 1, 830, 'clean room, key account'],
  ['Tirol Seilbahntechnik GmbH', 'Innsbruck', 1, 2, 390, ''],
  ['Wörthersee Tourismus GmbH', 'Klagenfurt', 12, 2, 60, 'public sector'],
];
const accountId = (index: number) => uuid('account', index);
const contactId = (index: number) => uuid('contact', index);
/** Subsidiaries: child index, parent index. */
const parents = new Map([
  [12, 2],
  [11, 13],
  [34, 37],
]);

type Account = {
  id: string;
  name: string;
  city: City;
  street: string;
  lat: number;
  lon: number;
  type: number;
  industry: number;
  domain: string;
  created: number;
  owner: string;
};
const accounts: Account[] = [];
{
  const rng = rngFor('account');
  const rows = accountSeeds.map(([name, cityName, industry, type, employees, tags], index) => {
    const city = cities[cityName];
    if (!city) throw new Error(`unknown city ${cityName}`);
    const street = `${rng.pick(city.streets)} ${rng.int(1, 120)}`;
    const lat = Number((city.lat + (rng.next() - 0.5) * 0.03).toFixed(6));
    const lon = Number((city.lon + (rng.next() - 0.5) * 0.045).toFixed(6));
    const created = parents.has(index) ? createdIn(rng, 200, 120) : createdIn(rng, 360, 20);
    const owner =
      city.country === 'Czech Republic' || city.country === 'Germany' ? accountExecutive : manager;
    const domain = `${slug(name)}.example`;
    const account: Account = {
      id: accountId(index),
      name,
      city,
      street,
      lat,
      lon,
      type,
      industry,
      domain,
      created,
      owner,
    };
    accounts.push(account);
    const revenue = Math.round((employees * rng.int(90, 260)) / 10) * 10000;
    const parent = parents.get(index);
    return {
      id: account.id,
      name,
      accountnumber: `ACC-${10001 + index}`,
      customertypecode: type,
      industrycode: industry,
      ...(parent !== undefined ? { parentaccountid: accountId(parent) } : {}),
      primarycontactid: contactId(index * 2),
      telephone1: phone(rng, city.country),
      emailaddress1: `info@${domain}`,
      websiteurl: `https://www.${domain}`,
      revenue,
      numberofemployees: employees,
      address1_street: street,
      address1_city: city.city,
      address1_postalcode: city.zip,
      address1_country: city.country,
      address1_latitude: lat,
      address1_longitude: lon,
      ...(tags ? { tags } : {}),
      description:
        type === 5
          ? 'Competitor in HVAC wholesale; watch their pricing in tenders.'
          : `Headquarters in ${city.city}, ${employees} employees.`,
      ...stamps(rng, created, rng.chance(0.9) ? owner : undefined, type === 5 && rng.chance(0.5)),
    };
  });
  emit('03_account.json', 'account', rows);
}
const customerAccounts = accounts.flatMap((a, i) => (a.type === 1 ? [i] : []));
const salesAccounts = accounts.flatMap((a, i) => (a.type <= 2 ? [i] : []));

// ---------------------------------------------------------------- people

type Gender = 1 | 2;
type Person = { first: string; last: string; gender: Gender };
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
function person(rng: Rng, country: Country): Person {
  const set = names[country];
  const gender: Gender = rng.chance(0.5) ? 1 : 2;
  const [male, female] = rng.pick(set.surnames);
  return gender === 1
    ? { first: rng.pick(set.male), last: male, gender }
    : { first: rng.pick(set.female), last: female, gender };
}
const email = (p: Person, domain: string) =>
  `${ascii(p.first)}.${ascii(p.last)}@${domain}`.replace(/\s+/g, '');

// ---------------------------------------------------------------- contacts

const seniorTitles = [
  'Managing Director',
  'Chief Financial Officer',
  'Head of Purchasing',
  'Technical Director',
  'Chief Operating Officer',
];
const staffTitles = [
  'Facility Manager',
  'Maintenance Supervisor',
  'Procurement Specialist',
  'Operations Manager',
  'Energy Manager',
  'Office Manager',
];
const contacts: { id: string; account: number; name: string }[] = [];
{
  const rng = rngFor('contact');
  const rows: Row[] = [];
  accounts.forEach((account, a) => {
    const used = new Set<string>();
    for (let k = 0; k < 2; k++) {
      const index = a * 2 + k;
      let p = person(rng, account.city.country);
      while (used.has(p.last)) p = person(rng, account.city.country);
      used.add(p.last);
      const title = k === 0 ? rng.pick(seniorTitles) : rng.pick(staffTitles);
      const academic =
        (account.city.country === 'Slovakia' || account.city.country === 'Czech Republic') &&
        rng.chance(0.35);
      const salutation = academic
        ? 'Ing.'
        : account.city.country !== 'Slovakia' && rng.chance(0.1)
          ? 'Dr.'
          : p.gender === 1
            ? 'Mr.'
            : 'Ms.';
      const name = `${p.first} ${p.last}`;
      contacts.push({ id: contactId(index), account: a, name });
      const birth = Date.UTC(rng.int(1962, 1998), rng.int(0, 11), rng.int(1, 28));
      rows.push({
        id: contactId(index),
        name,
        salutation,
        firstname: p.first,
        lastname: p.last,
        accountid: account.id,
        jobtitle: title,
        emailaddress1: email(p, account.domain),
        telephone1: phone(rng, account.city.country),
        mobilephone: phone(rng, account.city.country, true),
        birthdate: dateOnly(birth),
        gendercode: p.gender,
        preferredcontactmethodcode: rng.pick([1, 2, 2, 3, 4]),
        address1_street: account.street,
        address1_city: account.city.city,
        address1_postalcode: account.city.zip,
        address1_country: account.city.country,
        ...(k === 0 ? { description: `Decision maker at ${account.name}.` } : {}),
        ...stamps(rng, after(rng, account.created, 0, 30), rng.chance(0.9) ? account.owner : undefined),
      });
    }
  });
  emit('04_contact.json', 'contact', rows);
}
const primaryContact = (account: number) => at(contacts, account * 2);
const siteContact = (account: number) => at(contacts, account * 2 + 1);

// ---------------------------------------------------------------- leads

const leadTopics = [
  'Heat pump retrofit for office building',
  'Cooling for new server room',
  'Ventilation upgrade for production hall',
  'Building management system rollout',
  'Boiler room modernisation',
  'Solar inverters for warehouse roof',
  'Maintenance contract for HVAC plant',
  'Energy audit follow-up',
  'Chiller replacement before summer',
  'Smart thermostats for branch offices',
];
const newCompanies: [string, string][] = [
  ['Bystrica Pekárne s.r.o.', 'Banská Bystrica'],
  ['Tatranské Hotely a.s.', 'Prešov'],
  ['Nitrianska Tlačiareň s.r.o.', 'Nitra'],
  ['Labe Chemie s.r.o.', 'Hradec Králové'],
  ['Slezská Kovárna a.s.', 'Ostrava'],
  ['Pivovar Olomouc s.r.o.', 'Olomouc'],
  ['Bavaria Kunststoff GmbH', 'München'],
  ['Sachsen Logistik GmbH', 'Leipzig'],
  ['Rhein-Main Kliniken GmbH', 'Frankfurt am Main'],
  ['Ostsee Fisch GmbH', 'Hamburg'],
  ['Steirische Holzwerke GmbH', 'Graz'],
  ['Alpen Molkerei GmbH', 'Salzburg'],
  ['Kärntner Glas GmbH', 'Klagenfurt'],
  ['Linz Druck GmbH', 'Linz'],
  ['Brno Office Park s.r.o.', 'Brno'],
  ['Praha Hotels Group a.s.', 'Praha'],
  ['Žilinská Výroba s.r.o.', 'Žilina'],
  ['Berliner Wohnbau GmbH', 'Berlin'],
  ['Fränkische Metallbau GmbH', 'Nürnberg'],
  ['Wiener Kaffeehaus Betriebe GmbH', 'Wien'],
];
const leadId = (index: number) => uuid('lead', index);
/** Leads 0 to 9 were qualified into opportunities 0 to 9 of existing accounts. */
const qualifiedLeads = 10;
const leadAccounts: number[] = [];
const leadCreated: number[] = [];
{
  const rng = rngFor('lead');
  const rows: Row[] = [];
  for (let index = 0; index < 30; index++) {
    const qualified = index < qualifiedLeads;
    const disqualified = index >= 27;
    let company: string;
    let city: City;
    let accountIndex: number | undefined;
    if (qualified) {
      accountIndex = at(salesAccounts, (index * 7) % salesAccounts.length);
      const account = at(accounts, accountIndex);
      company = account.name;
      city = account.city;
      leadAccounts.push(accountIndex);
    } else {
      const [name, cityName] = at(newCompanies, index - qualifiedLeads);
      company = name;
      const found = cities[cityName];
      if (!found) throw new Error(`unknown city ${cityName}`);
      city = found;
    }
    const p = person(rng, city.country);
    const domain = `${slug(company)}.example`;
    // qualified leads are spaced over the year, so their orders and invoices fill the monthly charts
    const created = qualified
      ? officeTime(rng, dayAt(-350 + index * 26 + rng.int(0, 10)))
      : createdIn(rng, 330, 2);
    leadCreated.push(created);
    rows.push({
      id: leadId(index),
      name: `${rng.pick(leadTopics)} – ${company.replace(/ (s\.r\.o\.|a\.s\.|GmbH|AG)$/, '')}`,
      firstname: p.first,
      lastname: p.last,
      companyname: company,
      jobtitle: rng.pick([...seniorTitles, ...staffTitles]),
      emailaddress1: email(p, domain),
      telephone1: phone(rng, city.country),
      websiteurl: `https://www.${domain}`,
      leadsourcecode: rng.pick([1, 1, 2, 3, 4, 5, 6]),
      leadqualitycode: qualified ? rng.pick([1, 2]) : disqualified ? 3 : rng.pick([1, 2, 2, 3]),
      industrycode: accountIndex !== undefined ? at(accounts, accountIndex).industry : rng.int(1, 12),
      estimatedvalue: rng.int(3, 90) * 1000,
      ...(accountIndex !== undefined ? { parentaccountid: accountId(accountIndex) } : {}),
      address1_city: city.city,
      address1_country: city.country,
      description: qualified
        ? 'Qualified: budget confirmed, converted to an opportunity.'
        : disqualified
          ? 'Disqualified: no budget this year.'
          : 'Asked for a call back and a first price indication.',
      ...stamps(rng, created, rng.chance(0.9) ? rng.pick(sales) : undefined, qualified || disqualified),
    });
  }
  emit('05_lead.json', 'lead', rows);
}

// ---------------------------------------------------------------- opportunities

type Stage = 'qualify' | 'develop' | 'propose' | 'close';
type Opportunity = {
  id: string;
  account: number;
  name: string;
  created: number;
  outcome: 'won' | 'lost' | 'open';
  stage: Stage;
};
const opportunityId = (index: number) => uuid('opportunity', index);
const opportunityTopics = [
  'HVAC modernisation',
  'Chiller replacement',
  'BMS rollout',
  'Annual maintenance contract',
  'Solar inverter installation',
  'Air handling upgrade',
  'Boiler room refurbishment',
  'Remote monitoring subscription',
  'Heat pump retrofit',
  'Spare parts framework agreement',
];
/** Opportunities 0 to 9 are won (each has a won quote and an order), 10 to 13 lost, the rest open. */
const wonCount = 10;
const lostCount = 4;
const opportunities: Opportunity[] = [];
{
  const rng = rngFor('opportunity');
  for (let index = 0; index < 40; index++) {
    const outcome = index < wonCount ? 'won' : index < wonCount + lostCount ? 'lost' : 'open';
    const account =
      index < qualifiedLeads
        ? at(leadAccounts, index)
        : at(salesAccounts, (index * 11 + 3) % salesAccounts.length);
    const created =
      index < qualifiedLeads
        ? after(rng, at(leadCreated, index), 1, 10)
        : outcome === 'won'
          ? createdIn(rng, 330, 90)
          : createdIn(rng, 300, 3);
    const stage: Stage =
      outcome === 'won'
        ? 'close'
        : outcome === 'lost'
          ? rng.pick(['develop', 'propose'])
          : rng.pick(['qualify', 'qualify', 'develop', 'develop', 'propose', 'close']);
    const name = `${rng.pick(opportunityTopics)} – ${at(accounts, account).name.replace(/ (s\.r\.o\.|a\.s\.|GmbH|AG)$/, '')}`;
    opportunities.push({ id: opportunityId(index), account, name, created, outcome, stage });
  }
}
// the first five open opportunities in the later stages get quotes too
const quotedOpen = opportunities.flatMap((o, i) =>
  o.outcome === 'open' && (o.stage === 'propose' || o.stage === 'close') ? [i] : [],
);

// ---------------------------------------------------------------- line items

type Line = {
  product: number;
  quantity: number;
  price: number;
  base: number;
  discount: number;
  total: number;
};
function makeLines(rng: Rng, count: number): Line[] {
  const chosen = new Set<number>();
  const lines: Line[] = [];
  while (lines.length < count) {
    const product = lines.length === 0 ? rng.pick(hardware) : rng.int(0, products.length - 1);
    if (chosen.has(product)) continue;
    chosen.add(product);
    const p = at(products, product);
    const quantity =
      p.unit === 'h'
        ? rng.int(4, 40)
        : p.unit === 'month'
          ? 12
          : p.unit === 'kg'
            ? rng.int(3, 25)
            : p.unit === 'licence'
              ? rng.int(1, 3)
              : rng.int(1, p.price > 5000 ? 2 : 6);
    const discount = rng.pick([0, 0, 0, 5, 10, 15]);
    const base = round2(quantity * p.price);
    const total = round2(base * (1 - discount / 100));
    lines.push({ product, quantity, price: p.price, base, discount, total });
  }
  return lines;
}
const sumLines = (lines: Line[]) => round2(lines.reduce((sum, line) => sum + line.total, 0));
const lineRow = (parentField: string, parentId: string, line: Line, id: string, extra: Row): Row => ({
  id,
  name: at(products, line.product).name,
  [parentField]: parentId,
  productid: productId(line.product),
  quantity: line.quantity,
  priceperunit: line.price,
  baseamount: line.base,
  discount: line.discount,
  totalamount: line.total,
  ...extra,
});

// ---------------------------------------------------------------- quotes

type Quote = {
  id: string;
  opportunity: number;
  number: string;
  created: number;
  lines: Line[];
  total: number;
  status: string;
};
const quoteId = (index: number) => uuid('quote', index);
/** Quotes 0 to 9 belong to the won opportunities, 10 to 13 to open ones, 14 to a lost one. */
const quoteLineCounts = [3, 2, 3, 3, 2, 3, 2, 3, 3, 2, 3, 2, 3, 3, 3];
const quotes: Quote[] = [];
{
  const rng = rngFor('quote');
  quoteLineCounts.forEach((count, index) => {
    const opportunity = index < wonCount ? index : index < 14 ? at(quotedOpen, index - wonCount) : wonCount;
    const o = at(opportunities, opportunity);
    const status = index < wonCount ? 'won' : index === 13 ? 'draft' : index === 14 ? 'lost' : 'sent';
    const lines = makeLines(rng, count);
    quotes.push({
      id: quoteId(index),
      opportunity,
      number: `QUO-${10001 + index}`,
      created: after(rng, o.created, 5, 20),
      lines,
      total: sumLines(lines),
      status,
    });
  });
  const quoteRows = quotes.map((q) => {
    const o = at(opportunities, q.opportunity);
    const account = at(accounts, o.account);
    return {
      id: q.id,
      name: o.name,
      quotenumber: q.number,
      accountid: account.id,
      contactid: primaryContact(o.account).id,
      opportunityid: o.id,
      quotestatus: q.status,
      totalamount: q.total,
      effectivefrom: dateOnly(q.created),
      effectiveto: dateOnly(q.created + 30 * day),
      paymenttermscode: rng.pick([14, 30, 30, 60]),
      description: 'Prices excl. VAT. Delivery within 4 weeks of order.',
      ...stamps(rng, q.created, account.owner, q.status === 'won' || q.status === 'lost'),
    };
  });
  emit('08_quote.json', 'quote', quoteRows);
  emit(
    '09_quotedetail.json',
    'quotedetail',
    quotes.flatMap((q, qi) =>
      q.lines.map((line, li) =>
        lineRow(
          'quoteid',
          q.id,
          line,
          uuid('quotedetail', qi * 10 + li),
          stamps(rng, q.created, at(accounts, at(opportunities, q.opportunity).account).owner),
        ),
      ),
    ),
  );
}

{
  const rng = rngFor('opportunity-rows');
  const probability: Record<Stage, [number, number]> = {
    qualify: [10, 20],
    develop: [30, 50],
    propose: [55, 75],
    close: [80, 95],
  };
  const rows = opportunities.map((o, index) => {
    const account = at(accounts, o.account);
    const quote = quotes.find((q) => q.opportunity === index);
    const estimated = quote
      ? Math.round((quote.total * (0.9 + rng.next() * 0.25)) / 500) * 500
      : rng.int(4, 160) * 1000;
    const [low, high] = probability[o.stage];
    const closed = o.outcome !== 'open' ? after(rng, quote ? quote.created : o.created, 7, 30) : undefined;
    return {
      id: o.id,
      name: o.name,
      accountid: account.id,
      contactid: primaryContact(o.account).id,
      ...(index < qualifiedLeads ? { originatingleadid: leadId(index) } : {}),
      stage: o.stage,
      probability: o.outcome === 'won' ? 100 : o.outcome === 'lost' ? 0 : rng.int(low / 5, high / 5) * 5,
      opportunityratingcode:
        o.outcome === 'lost' ? 3 : o.outcome === 'won' ? rng.pick([1, 2]) : rng.pick([1, 2, 2, 3]),
      estimatedvalue: estimated,
      estimatedclosedate: dateOnly(closed ?? dayAt(rng.int(-10, 120))),
      ...(o.outcome === 'won' && quote ? { actualvalue: quote.total } : {}),
      ...(closed ? { actualclosedate: dateOnly(closed) } : {}),
      description:
        o.outcome === 'won'
          ? 'Won: order placed after the quote was accepted.'
          : o.outcome === 'lost'
            ? 'Lost to a competitor on price.'
            : 'Customer evaluating options; next step agreed with the decision maker.',
      ...stamps(rng, o.created, rng.chance(0.9) ? account.owner : undefined, o.outcome !== 'open'),
    };
  });
  emit('06_opportunity.json', 'opportunity', rows);
}

// ---------------------------------------------------------------- equipment

type Equipment = { id: string; account: number; name: string };
const equipmentId = (index: number) => uuid('equipment', index);
const equipment: Equipment[] = [];
{
  const rng = rngFor('equipment');
  const rows: Row[] = [];
  for (let index = 0; index < 25; index++) {
    const account = at(customerAccounts, index % customerAccounts.length);
    const product = rng.pick(hardware);
    const p = at(products, product);
    const sameAccount = equipment.filter((e) => e.account === account).length;
    const name = `${p.name.replace(/ (\d|DN).*$/, '')} ${p.code}${sameAccount > 0 ? ` #${sameAccount + 1}` : ''}`;
    equipment.push({ id: equipmentId(index), account, name });
    const created = createdIn(rng, 365, 30);
    const installed = Date.UTC(rng.int(2019, 2026), rng.int(0, 11), rng.int(1, 28));
    const install = Math.min(installed, created - 7 * day);
    const warrantyYears = p.price > 5000 ? 5 : 2;
    const status = index === 24 ? 4 : rng.pick([1, 1, 1, 1, 2, 2, 3]);
    const a = at(accounts, account);
    rows.push({
      id: equipmentId(index),
      name,
      accountid: a.id,
      productid: productId(product),
      serialnumber: `${p.vendor.slice(0, 2).toUpperCase()}-${new Date(install).getUTCFullYear()}-${pad(rng.int(1, 99999), 5)}`,
      manufacturer: p.vendor,
      model: p.code,
      installdate: dateOnly(install),
      warrantyend: dateOnly(
        Date.UTC(
          new Date(install).getUTCFullYear() + warrantyYears,
          new Date(install).getUTCMonth(),
          new Date(install).getUTCDate(),
        ),
      ),
      status,
      description:
        status === 3
          ? 'Out of order since last inspection; repair scheduled.'
          : `Installed at ${a.city.city} site.`,
      ...stamps(rng, created, rng.chance(0.9) ? technicianFor(a.city.country) : undefined, status === 4),
    });
  }
  emit('07_equipment.json', 'equipment', rows);
}

// ---------------------------------------------------------------- orders

type Order = {
  id: string;
  account: number;
  quote?: number;
  number: string;
  date: number;
  lines: Line[];
  total: number;
  status: string;
};
const salesOrderId = (index: number) => uuid('salesorder', index);
const orders: Order[] = [];
{
  const rng = rngFor('salesorder');
  for (let index = 0; index < 12; index++) {
    const status = index < 8 ? 'invoiced' : index < 10 ? 'shipped' : index === 10 ? 'confirmed' : 'new';
    if (index < wonCount) {
      const q = at(quotes, index);
      orders.push({
        id: salesOrderId(index),
        account: at(opportunities, q.opportunity).account,
        quote: index,
        number: `ORD-${10001 + index}`,
        date: after(rng, q.created, 7, 25),
        lines: q.lines,
        total: q.total,
        status,
      });
    } else {
      const lines = makeLines(rng, 2);
      orders.push({
        id: salesOrderId(index),
        account: at(customerAccounts, (index * 5) % customerAccounts.length),
        number: `ORD-${10001 + index}`,
        date: createdIn(rng, 20, 2),
        lines,
        total: sumLines(lines),
        status,
      });
    }
  }
  const rows = orders.map((o) => {
    const account = at(accounts, o.account);
    const q = o.quote !== undefined ? at(quotes, o.quote) : undefined;
    return {
      id: o.id,
      name: q ? at(opportunities, q.opportunity).name : `Spare parts reorder – ${account.name}`,
      ordernumber: o.number,
      accountid: account.id,
      contactid: primaryContact(o.account).id,
      ...(q ? { quoteid: q.id, opportunityid: at(opportunities, q.opportunity).id } : {}),
      orderstatus: o.status,
      totalamount: o.total,
      orderdate: dateOnly(o.date),
      requestdeliveryby: dateOnly(o.date + rng.int(14, 42) * day),
      paymenttermscode: rng.pick([14, 30, 30, 60]),
      ...stamps(rng, o.date, account.owner, o.status === 'invoiced'),
    };
  });
  emit('10_salesorder.json', 'salesorder', rows);
  emit(
    '11_salesorderdetail.json',
    'salesorderdetail',
    orders.flatMap((o, oi) =>
      o.lines.map((line, li) =>
        lineRow(
          'salesorderid',
          o.id,
          line,
          uuid('salesorderdetail', oi * 10 + li),
          stamps(rng, o.date, at(accounts, o.account).owner),
        ),
      ),
    ),
  );
}

// ---------------------------------------------------------------- work orders

const workTypes = [
  ['maintenance', 'Preventive maintenance'],
  ['repair', 'Repair'],
  ['inspection', 'Annual inspection'],
  ['installation', 'Installation'],
] as const;
{
  const rng = rngFor('workorder');
  // working days from 2026-11-09 to 2026-12-04, two slots a day per technician (08:00 and 13:00 CET)
  const days: number[] = [];
  for (let offset = -13; offset <= 12; offset++) {
    const dow = new Date(dayAt(offset)).getUTCDay();
    if (dow !== 0 && dow !== 6) days.push(dayAt(offset));
  }
  const taken = new Set<string>();
  const rows: Row[] = [];
  for (let index = 0; index < 20; index++) {
    const e = at(equipment, index);
    const a = at(accounts, e.account);
    const technician = technicianFor(a.city.country);
    let start = 0;
    for (;;) {
      const dayStart = rng.pick(days);
      const slot = rng.pick([7, 12]);
      const key = `${technician}/${dayStart}/${slot}`;
      if (taken.has(key)) continue;
      taken.add(key);
      start = dayStart + (slot * 60 + rng.pick([0, 30])) * 60 * 1000;
      break;
    }
    const [type, label] = index % 7 === 3 ? at(workTypes, 1) : rng.pick(workTypes);
    const duration = rng.pick(type === 'installation' ? [180, 240] : [60, 90, 120, 150]);
    const past = start < reference;
    const status = past ? (index === 5 ? 'cancelled' : 'completed') : 'scheduled';
    const created = Math.min(start - rng.int(3, 25) * day, dayAt(-1));
    rows.push({
      id: uuid('workorder', index),
      name: `${label} – ${e.name}`,
      accountid: a.id,
      contactid: siteContact(e.account).id,
      equipmentid: e.id,
      worktype: type,
      priority: type === 'repair' ? 1 : rng.pick([2, 2, 3]),
      workorderstatus: status,
      scheduledstart: iso(start),
      scheduledend: iso(start + duration * 60 * 1000),
      duration,
      address1_street: a.street,
      address1_city: a.city.city,
      address1_postalcode: a.city.zip,
      address1_country: a.city.country,
      address1_latitude: a.lat,
      address1_longitude: a.lon,
      description:
        type === 'repair'
          ? 'Customer reports a fault code and reduced output; read out the error log and replace faulty parts.'
          : type === 'installation'
            ? 'Install and commission the unit; hand over documentation to the site contact.'
            : 'Check operation, clean filters where fitted, read out controller logs and record readings.',
      ...stamps(
        rng,
        officeTime(rng, Math.floor(created / day) * day),
        technician,
        status === 'completed' || status === 'cancelled',
      ),
    });
  }
  rows.sort((x, y) => String(x.scheduledstart).localeCompare(String(y.scheduledstart)));
  emit('12_workorder.json', 'workorder', rows);
}

// ---------------------------------------------------------------- invoices

{
  const rng = rngFor('invoice');
  type Invoice = { account: number; order?: Order; amount: number; date: number; label: string };
  const invoices: Invoice[] = [];
  orders.slice(0, 8).forEach((o) => {
    invoices.push({
      account: o.account,
      order: o,
      amount: o.total,
      date: after(rng, o.date, 7, 21),
      label: `Order ${o.number}`,
    });
  });
  orders.slice(8, 10).forEach((o) => {
    invoices.push({
      account: o.account,
      order: o,
      amount: round2(o.total * 0.3),
      date: after(rng, o.date, 2, 7),
      label: `Deposit 30 % on ${o.number}`,
    });
  });
  for (let k = 0; k < 5; k++) {
    const account = at(customerAccounts, (k * 3 + 1) % customerAccounts.length);
    const contract = at(products, 17);
    invoices.push({
      account,
      amount: contract.price,
      date: officeTime(rng, dayAt(-330 + k * 70 + rng.int(0, 20))),
      label: 'Annual maintenance contract',
    });
  }
  invoices.sort((x, y) => x.date - y.date);
  const rows = invoices.map((inv, index) => {
    const account = at(accounts, inv.account);
    const due = inv.date + 30 * day;
    const paid = due < reference - 5 * day ? rng.chance(0.9) : rng.chance(0.3);
    const paidOn = paid ? Math.min(inv.date + rng.int(5, 32) * day, dayAt(-1)) : undefined;
    return {
      id: uuid('invoice', index),
      name: `${inv.label} – ${account.name}`,
      invoicenumber: `INV-${10001 + index}`,
      accountid: account.id,
      ...(inv.order ? { salesorderid: inv.order.id } : {}),
      totalamount: inv.amount,
      invoicedate: dateOnly(inv.date),
      duedate: dateOnly(due),
      ispaid: paid,
      ...(paidOn ? { paidon: dateOnly(paidOn) } : {}),
      ...stamps(rng, inv.date, account.owner, paid),
    };
  });
  emit('13_invoice.json', 'invoice', rows);
}

// ---------------------------------------------------------------- activities

{
  const rng = rngFor('activity');
  const subjects: Record<string, string[]> = {
    Meeting: [
      'Site visit',
      'Quarterly business review',
      'Product demo',
      'Kick-off meeting',
      'Technical workshop',
    ],
    Call: ['Discovery call', 'Follow-up call on quote', 'Check-in call', 'Call about delivery date'],
    Email: [
      'Sent product brochure',
      'Quote sent by email',
      'Pricing clarification',
      'Sent maintenance report',
    ],
    Task: [
      'Prepare quote',
      'Send contract draft',
      'Check stock for spare parts',
      'Prepare energy savings estimate',
    ],
    Note: [
      'Prefers delivery in Q1',
      'Budget approved by the board',
      'New facility manager from next month',
      'Asked for references',
    ],
  };
  const types = ['Meeting', 'Meeting', 'Call', 'Call', 'Email', 'Task', 'Note'];
  const rows: Row[] = [];
  for (let index = 0; index < 50; index++) {
    const type = rng.pick(types);
    const target = rng.pick(['account', 'account', 'contact', 'opportunity', 'opportunity', 'lead']);
    let regarding: { id: string; name: string };
    let about: string;
    let place: string;
    let owner: string;
    if (target === 'account' || target === 'contact') {
      const a = rng.pick(salesAccounts);
      const account = at(accounts, a);
      regarding =
        target === 'account'
          ? { id: account.id, name: 'account' }
          : { id: primaryContact(a).id, name: 'contact' };
      about = target === 'account' ? account.name : primaryContact(a).name;
      place = account.city.city;
      owner = account.owner;
    } else if (target === 'opportunity') {
      const o = rng.pick(opportunities);
      const account = at(accounts, o.account);
      regarding = { id: o.id, name: 'opportunity' };
      about = account.name;
      place = account.city.city;
      owner = account.owner;
    } else {
      const l = rng.int(0, 29);
      regarding = { id: leadId(l), name: 'lead' };
      about =
        l < qualifiedLeads ? at(accounts, at(leadAccounts, l)).name : at(newCompanies, l - qualifiedLeads)[0];
      place =
        l < qualifiedLeads
          ? at(accounts, at(leadAccounts, l)).city.city
          : at(newCompanies, l - qualifiedLeads)[1];
      owner = rng.pick(sales);
    }
    // the last 15 are recent or upcoming, so the calendar around the reference day is busy
    const recent = index >= 35;
    const created = recent ? createdIn(rng, 21, 1) : createdIn(rng, 365, 14);
    const timed = type === 'Meeting' || type === 'Call' || type === 'Task';
    const startDay = recent ? dayAt(rng.int(-5, 14)) : Math.floor(created / day) * day + rng.int(1, 12) * day;
    const start = weekday(startDay) + (7 * 60 + rng.int(0, 16) * 30) * 60 * 1000;
    const minutes = type === 'Meeting' ? rng.pick([60, 90, 120]) : type === 'Call' ? rng.pick([15, 30]) : 30;
    const done = !timed || start + minutes * 60 * 1000 < reference;
    const location =
      type === 'Meeting' ? (rng.chance(0.4) ? 'Microsoft Teams' : `Customer site, ${place}`) : undefined;
    rows.push({
      id: uuid('activity', index),
      name: `${rng.pick(subjects[type] ?? [])} – ${about.replace(/ (s\.r\.o\.|a\.s\.|GmbH|AG)$/, '')}`,
      activitytypecode: type,
      regardingobjectid: regarding,
      ...(timed ? { scheduledstart: iso(start), scheduledend: iso(start + minutes * 60 * 1000) } : {}),
      ...(location ? { location } : {}),
      prioritycode: rng.pick([1, 2, 2, 2, 3]),
      iscompleted: done,
      body:
        type === 'Note'
          ? 'Noted during the last conversation; keep in mind for the next proposal.'
          : type === 'Email'
            ? 'Sent the requested documents and asked for feedback by the end of the week.'
            : 'Agenda: current installation, planned investments, next steps.',
      ...stamps(
        rng,
        Math.min(created, timed ? start : created),
        rng.chance(0.9) ? owner : undefined,
        done && rng.chance(0.5),
      ),
    });
  }
  emit('14_activity.json', 'activity', rows);
}

// ---------------------------------------------------------------- write

mkdirSync(outDir, { recursive: true });
for (const name of readdirSync(outDir)) if (name.endsWith('.json')) rmSync(path.join(outDir, name));
files.sort((x, y) => x.file.localeCompare(y.file));
let total = 0;
for (const { file, entity, rows } of files) {
  writeFileSync(path.join(outDir, file), `${JSON.stringify({ entity, rows }, null, 2)}\n`);
  total += rows.length;
  process.stdout.write(`${file}: ${rows.length} rows\n`);
}
process.stdout.write(`${total} sample rows in ${files.length} files\n`);
