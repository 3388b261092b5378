/**
 * Daily foreign meal allowances by country (two-letter code): currency and the full daily
 * amount in it. The spec's examples (us 60 usd, de 45 eur, cz 600 czk, ch 80 chf, gb 37 gbp)
 * and Slovakia's neighbours and usual destinations after the Ministry of Finance's decree on
 * foreign allowances (Opatrenie MF SR). Amounts change by decree: update this table when it does.
 */
export type ForeignRate = { currency: string; amount: number };

export const foreignRates: Readonly<Record<string, ForeignRate>> = {
  at: { currency: 'eur', amount: 45 },
  be: { currency: 'eur', amount: 45 },
  bg: { currency: 'eur', amount: 35 },
  ch: { currency: 'chf', amount: 80 },
  cz: { currency: 'czk', amount: 600 },
  de: { currency: 'eur', amount: 45 },
  dk: { currency: 'dkk', amount: 420 },
  es: { currency: 'eur', amount: 40 },
  fr: { currency: 'eur', amount: 45 },
  gb: { currency: 'gbp', amount: 37 },
  hr: { currency: 'eur', amount: 35 },
  hu: { currency: 'eur', amount: 35 },
  it: { currency: 'eur', amount: 45 },
  nl: { currency: 'eur', amount: 45 },
  pl: { currency: 'eur', amount: 35 },
  ro: { currency: 'eur', amount: 35 },
  rs: { currency: 'eur', amount: 35 },
  si: { currency: 'eur', amount: 35 },
  ua: { currency: 'eur', amount: 40 },
  us: { currency: 'usd', amount: 60 },
};
