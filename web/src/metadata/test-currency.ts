import type { CurrencyInfo } from '../api/user-context';

/** Tests only: the euro as an organisation's default currency (two decimals, symbol after). */
export const testEuro: CurrencyInfo = {
  id: 'eur',
  name: 'Euro',
  code: 'EUR',
  symbol: '€',
  precision: 2,
  mode: 0,
  exchangerate: 1,
  isdefault: true,
  formatstring: '#,##0.00',
};
