import { type FragmentSqlToken, sql } from 'slonik';
import type { DatePart } from '../contract/csv-date-pattern.js';

type Fragment = FragmentSqlToken;

const hourOf = (local: Fragment) => sql.fragment`extract(hour FROM ${local})::int`;
const padded = (digits: Fragment, pad: boolean) =>
  pad ? sql.fragment`lpad(${digits}::text, 2, '0')` : sql.fragment`${digits}::text`;

function hourSql(local: Fragment, part: Extract<DatePart, { type: 'hour' }>): Fragment {
  switch (part.cycle) {
    case 'h23':
      return sql.fragment`to_char(${local}, ${part.pad ? 'HH24' : 'FMHH24'})`;
    case 'h12':
      return sql.fragment`to_char(${local}, ${part.pad ? 'HH12' : 'FMHH12'})`;
    case 'h11':
      return padded(sql.fragment`(${hourOf(local)} % 12)`, part.pad);
    case 'h24':
      return padded(sql.fragment`(CASE ${hourOf(local)} WHEN 0 THEN 24 ELSE ${hourOf(local)} END)`, part.pad);
  }
}

function partSql(local: Fragment, part: DatePart): Fragment {
  switch (part.type) {
    case 'literal':
      return sql.fragment`${part.value}::text`;
    case 'year':
      return sql.fragment`to_char(${local}, ${part.twoDigit ? 'YY' : 'FMYYYY'})`;
    case 'month':
      return part.names
        ? sql.fragment`(${sql.array(part.names, 'text')})[extract(month FROM ${local})::int]`
        : sql.fragment`to_char(${local}, ${part.pad ? 'MM' : 'FMMM'})`;
    case 'day':
      return sql.fragment`to_char(${local}, ${part.pad ? 'DD' : 'FMDD'})`;
    case 'hour':
      return hourSql(local, part);
    case 'minute':
      return sql.fragment`to_char(${local}, ${part.pad ? 'MI' : 'FMMI'})`;
    case 'dayPeriod':
      return sql.fragment`(CASE WHEN ${hourOf(local)} < 12 THEN ${part.names[0]}::text ELSE ${part.names[1]}::text END)`;
  }
}

/**
 * A date pattern (contract/csv-date-pattern.ts) written by PostgreSQL: the text applyDatePattern
 * writes for the wall-clock time `local` (a timestamp without zone), every literal, name and
 * format a bound parameter. PostgreSQL's to_char does in C what would otherwise be five numbers
 * per cell parsed and put together in JavaScript.
 */
export function datePatternSql(local: Fragment, pattern: readonly DatePart[]): Fragment {
  return sql.fragment`(${sql.join(
    pattern.map((part) => partSql(local, part)),
    sql.fragment` || `,
  )})`;
}
