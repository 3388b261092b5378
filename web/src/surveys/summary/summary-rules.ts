import type { PropertyDefinition } from '@strata/api/contract/metadata';
import { optionsOf } from '../../fields/options/option-list';

/**
 * The summary of a survey's answers, one per question (issue 21 item 4): counts per option for
 * option sets and yes/no questions, an average with a histogram for numbers, and how many
 * answered for everything else. Empty answers are not answers.
 */
export type QuestionSummary =
  | { kind: 'options'; answered: number; bars: { label: string; count: number }[] }
  | {
      kind: 'number';
      answered: number;
      average: number | null;
      min: number | null;
      max: number | null;
      bars: { label: string; count: number }[];
    }
  | { kind: 'text'; answered: number };

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const numericTypes = new Set(['Integer', 'Decimal', 'Money', 'Duration']);

/** At most this many histogram bars; fewer when the answers take fewer distinct whole values. */
const maxBins = 10;

export function summarizeQuestion(
  property: Pick<PropertyDefinition, 'type' | 'flags' | 'options' | 'richOptions'>,
  answers: readonly unknown[],
  yesNo: { yes: string; no: string },
): QuestionSummary {
  const given = answers.filter((answer) => !isEmpty(answer));
  const isOptionSet = property.flags.includes('OptionSet') || property.flags.includes('MultiSelect');
  if (property.type === 'Boolean' && !isOptionSet) {
    const yes = given.filter((answer) => answer === true || answer === 'true' || answer === 1).length;
    return {
      kind: 'options',
      answered: given.length,
      bars: [
        { label: yesNo.yes, count: yes },
        { label: yesNo.no, count: given.length - yes },
      ],
    };
  }
  if (isOptionSet) {
    const options = optionsOf(property);
    const counts = new Map<string, number>(options.map((option) => [String(option.value), 0]));
    for (const answer of given) {
      // a multi-select answer counts once for each of its values
      for (const value of Array.isArray(answer) ? answer : String(answer).split(',')) {
        const key = String(value).trim();
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    const label = (key: string) => options.find((option) => String(option.value) === key)?.label ?? key;
    return {
      kind: 'options',
      answered: given.length,
      bars: [...counts].map(([key, count]) => ({ label: label(key), count })),
    };
  }
  if (numericTypes.has(property.type)) {
    const numbers = given.map(Number).filter(Number.isFinite);
    if (numbers.length === 0)
      return { kind: 'number', answered: 0, average: null, min: null, max: null, bars: [] };
    const min = Math.min(...numbers);
    const max = Math.max(...numbers);
    const average = numbers.reduce((sum, value) => sum + value, 0) / numbers.length;
    return {
      kind: 'number',
      answered: numbers.length,
      average,
      min,
      max,
      bars: histogram(numbers, min, max),
    };
  }
  return { kind: 'text', answered: given.length };
}

/** Equal-width bins from min to max: one bar per whole value when there are few of them. */
function histogram(numbers: number[], min: number, max: number): { label: string; count: number }[] {
  const wholes = numbers.every(Number.isInteger) && max - min + 1 <= maxBins;
  if (wholes) {
    const bars = Array.from({ length: max - min + 1 }, (_, index) => ({
      label: String(min + index),
      count: 0,
    }));
    for (const value of numbers) {
      const bar = bars[value - min];
      if (bar) bar.count += 1;
    }
    return bars;
  }
  if (min === max) return [{ label: String(min), count: numbers.length }];
  const width = (max - min) / maxBins;
  const format = (value: number) => String(Math.round(value * 100) / 100);
  const bars = Array.from({ length: maxBins }, (_, index) => ({
    label: `${format(min + index * width)}–${format(min + (index + 1) * width)}`,
    count: 0,
  }));
  for (const value of numbers) {
    const bar = bars[Math.min(maxBins - 1, Math.floor((value - min) / width))];
    if (bar) bar.count += 1;
  }
  return bars;
}

/** The answers a response's body holds (stored as JSON text); anything unreadable is no answer. */
export function readAnswers(body: unknown): Record<string, unknown> {
  if (typeof body === 'object' && body !== null && !Array.isArray(body))
    return body as Record<string, unknown>;
  if (typeof body !== 'string' || body === '') return {};
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
