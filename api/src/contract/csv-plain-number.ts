export type DecimalSeparator = ',' | '.';

const plainFormats = new Map<number | undefined, Intl.NumberFormat>();

/**
 * A number without grouping (spreadsheets read "1234,5" as a number, "1 234,5" not always)
 * with the chosen decimal separator; with a precision the decimals are fixed, without one up
 * to 10 show, which also hides binary drift in sums (0.1 + 0.2). Shared by the browser's
 * export and the server's CSV (api/src/export/), so both write the same digits.
 */
export function plainNumber(value: number, decimalSeparator: DecimalSeparator, precision?: number): string {
  // whole numbers (counts, most amounts' integer columns) need no Intl: their digits are exact
  if (Number.isInteger(value) && Math.abs(value) < 1e15) {
    const digits = String(value === 0 ? 0 : value);
    return precision ? `${digits}${decimalSeparator}${'0'.repeat(precision)}` : digits;
  }
  let format = plainFormats.get(precision);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      useGrouping: false,
      minimumFractionDigits: precision ?? 0,
      maximumFractionDigits: precision ?? 10,
      signDisplay: 'negative',
    });
    plainFormats.set(precision, format);
  }
  const text = format.format(value);
  return decimalSeparator === '.' ? text : text.replace('.', ',');
}
