/** Cities of the sample accounts: country, postcode, coordinates and typical street names. */

export type Country = 'Slovakia' | 'Czech Republic' | 'Germany' | 'Austria';

export type City = {
  city: string;
  zip: string;
  country: Country;
  lat: number;
  lon: number;
  streets: string[];
};
const sk = ['Priemyselná', 'Hlavná', 'Mlynská', 'Štúrova', 'Továrenská', 'Obchodná'];
const cz = ['Průmyslová', 'Nádražní', 'Masarykova', 'Vinohradská', 'Technická', 'Palackého'];
const de = ['Industriestraße', 'Hauptstraße', 'Gewerbering', 'Bahnhofstraße', 'Lindenallee', 'Am Hafen'];
const at_ = ['Gewerbestraße', 'Hauptplatz', 'Industriezeile', 'Bahnhofgasse', 'Wiener Straße', 'Mühlweg'];
export const cities: Record<string, City> = {
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
