/**
 * Daily foreign meal allowances by country (two-letter code): currency and the full daily
 * amount in it. The spec's examples (us 60 usd, de 45 eur, cz 600 czk, ch 80 chf, gb 37 gbp)
 * and the European rates of the Ministry of Finance's decree on foreign allowances (Opatrenie
 * MF SR 401/2012 Z. z., as amended). hr, rs and ua were not checked against the decree's
 * current text. Amounts change by decree: update this table when it does; a country missing
 * here shows its claim as unknown with a warning, never 0.
 */
export type ForeignRate = { currency: string; amount: number };

export const foreignRates: Readonly<Record<string, ForeignRate>> = {
  at: { currency: 'eur', amount: 45 },
  be: { currency: 'eur', amount: 45 },
  bg: { currency: 'eur', amount: 36 },
  ch: { currency: 'chf', amount: 80 },
  cy: { currency: 'eur', amount: 41 },
  cz: { currency: 'czk', amount: 600 },
  de: { currency: 'eur', amount: 45 },
  dk: { currency: 'dkk', amount: 380 },
  ee: { currency: 'eur', amount: 42 },
  es: { currency: 'eur', amount: 43 },
  fi: { currency: 'eur', amount: 50 },
  fr: { currency: 'eur', amount: 45 },
  gb: { currency: 'gbp', amount: 37 },
  gr: { currency: 'eur', amount: 42 },
  hr: { currency: 'eur', amount: 35 },
  hu: { currency: 'eur', amount: 39 },
  ie: { currency: 'eur', amount: 53 },
  it: { currency: 'eur', amount: 45 },
  lt: { currency: 'eur', amount: 40 },
  lu: { currency: 'eur', amount: 50 },
  lv: { currency: 'eur', amount: 40 },
  nl: { currency: 'eur', amount: 45 },
  pl: { currency: 'eur', amount: 37 },
  pt: { currency: 'eur', amount: 43 },
  ro: { currency: 'eur', amount: 43 },
  rs: { currency: 'eur', amount: 35 },
  ru: { currency: 'eur', amount: 39 },
  se: { currency: 'sek', amount: 455 },
  si: { currency: 'eur', amount: 38 },
  ua: { currency: 'eur', amount: 40 },
  us: { currency: 'usd', amount: 60 },
};
