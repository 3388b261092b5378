import type { Leg } from './leg';

export type LegProblem = {
  index: number | null;
  code: 'notJson' | 'notList' | 'badLeg' | 'endBeforeStart' | 'startBeforeLastEnd';
};

/**
 * Reads legs_json without ever throwing: the panel shows what it could read and the problems,
 * so a damaged trip can be repaired instead of showing a blank panel (issue 23, bad input).
 */
export function parseLegs(json: unknown): { legs: Leg[]; problems: LegProblem[] } {
  if (json === null || json === undefined || json === '') return { legs: [], problems: [] };
  let value: unknown = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json);
    } catch {
      return { legs: [], problems: [{ index: null, code: 'notJson' }] };
    }
  }
  if (!Array.isArray(value)) return { legs: [], problems: [{ index: null, code: 'notList' }] };
  const legs: Leg[] = [];
  const problems: LegProblem[] = [];
  value.forEach((item, index) => {
    if (
      typeof item !== 'object' ||
      item === null ||
      Number.isNaN(Date.parse(String((item as Leg).startdate)))
    ) {
      problems.push({ index, code: 'badLeg' });
      return;
    }
    legs.push({ ...(item as Leg), id: String((item as Leg).id ?? `leg-${index}`) });
  });
  return { legs, problems: [...problems, ...timingProblems(legs)] };
}

/** 'End before Start' and 'Start before last End' (spec 002 section 4). */
export function timingProblems(legs: Leg[]): LegProblem[] {
  const problems: LegProblem[] = [];
  legs.forEach((leg, index) => {
    const start = Date.parse(leg.startdate);
    const end = leg.enddate ? Date.parse(leg.enddate) : Number.NaN;
    if (index > 0 && index < legs.length - 1 && end > start) problems.push({ index, code: 'endBeforeStart' });
    const previous = legs[index - 1];
    if (previous && start < Date.parse(previous.startdate))
      problems.push({ index, code: 'startBeforeLastEnd' });
  });
  return problems;
}
