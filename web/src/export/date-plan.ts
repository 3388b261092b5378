import { applyDatePattern, type DatePart, type LocalTime } from '@strata/api/contract/csv-date-pattern';

/** 5 January 2026 03:07 UTC: a day, month and hour below 10 show whether they are padded. */
const probe = Date.UTC(2026, 0, 5, 3, 7);

function partsAt(format: Intl.DateTimeFormat, instant: number): Intl.DateTimeFormatPart[] {
  return format.formatToParts(new Date(instant));
}

function partValue(format: Intl.DateTimeFormat, instant: number, type: Intl.DateTimeFormatPartTypes): string {
  return partsAt(format, instant).find((part) => part.type === type)?.value ?? '';
}

/** One part of the probe's text as a pattern part; null for a part the server cannot write. */
function describe(part: Intl.DateTimeFormatPart, utc: Intl.DateTimeFormat): DatePart | null {
  const { type, value } = part;
  const cycle = utc.resolvedOptions().hourCycle ?? 'h23';
  switch (type) {
    case 'literal':
      return { type, value };
    case 'year':
      return value === '2026' ? { type, twoDigit: false } : value === '26' ? { type, twoDigit: true } : null;
    case 'month': {
      if (value === '1' || value === '01') return { type, pad: value === '01', names: null };
      const names = Array.from({ length: 12 }, (_, month) =>
        partValue(utc, Date.UTC(2026, month, 5, 3, 7), 'month'),
      );
      return { type, pad: false, names };
    }
    case 'day':
      return value === '5' || value === '05' ? { type, pad: value === '05' } : null;
    case 'hour':
      return { type, pad: value.length === 2, cycle };
    case 'minute':
      return value === '07' || value === '7' ? { type, pad: value === '07' } : null;
    case 'dayPeriod':
      return { type, names: [value, partValue(utc, Date.UTC(2026, 0, 5, 15, 7), 'dayPeriod')] };
    default:
      // a weekday, an era, a zone's name: not in a medium date and short time; the browser writes them
      return null;
  }
}

/** The wall-clock time of an instant in a zone, as numbers. */
export function wallClock(zone: string): (instant: number) => LocalTime {
  const numeric = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  return (instant) => {
    const parts = numeric.formatToParts(new Date(instant));
    const value = (type: Intl.DateTimeFormatPartTypes) =>
      Number(parts.find((part) => part.type === type)?.value ?? Number.NaN);
    return {
      year: value('year'),
      month: value('month'),
      day: value('day'),
      hour: value('hour'),
      minute: value('minute'),
    };
  };
}

/** Instants that try every month, single and double digits, midnight, noon and both halves of the day. */
function samples(): number[] {
  const instants: number[] = [];
  for (let month = 0; month < 12; month++) {
    instants.push(Date.UTC(2026, month, 1, 0, 5), Date.UTC(2026, month, 28, 12, 0));
  }
  for (const [hour, minute] of [
    [9, 59],
    [10, 0],
    [11, 30],
    [13, 1],
    [22, 45],
    [23, 59],
  ] as const) {
    instants.push(Date.UTC(1999, 8, 9, hour, minute), Date.UTC(2041, 9, 10, hour, minute));
  }
  return instants;
}

/**
 * The pattern the server fills in for `format` (the formatter the browser writes this date
 * column with), worked out from the formatter's own output and then checked against it on
 * instants that try every part; null when it cannot be written as a pattern (the browser then
 * writes the file itself).
 */
export function datePattern(format: Intl.DateTimeFormat): DatePart[] | null {
  const options = format.resolvedOptions();
  const utc = new Intl.DateTimeFormat(options.locale, {
    ...(options.dateStyle ? { dateStyle: options.dateStyle } : {}),
    ...(options.timeStyle ? { timeStyle: options.timeStyle } : {}),
    timeZone: 'UTC',
  });
  const pattern: DatePart[] = [];
  // the literals as format() writes them: V8's format() turns the narrow no-break space before
  // "AM" into a plain one, formatToParts() does not, and the file is written by format()
  const text = utc.format(new Date(probe));
  let position = 0;
  for (const part of partsAt(utc, probe)) {
    const written = text.slice(position, position + part.value.length);
    position += part.value.length;
    const described = describe(part.type === 'literal' ? { ...part, value: written } : part, utc);
    if (!described) return null;
    pattern.push(described);
  }
  if (position !== text.length) return null;
  const local = wallClock(options.timeZone);
  for (const instant of samples()) {
    if (applyDatePattern(pattern, local(instant)) !== format.format(new Date(instant))) return null;
  }
  return pattern;
}
