/**
 * The budget rules of spec 002 section 9, "Budget": lines the platform keeps in step with the
 * family's people and employments. Pure, so the panel and its tests share them.
 */
export const budgetConstants = {
  childAllowance: 60,
  childAgeLimit: 17,
  parentalAllowance: 351.8,
} as const;

/** The categories rule lines carry, so they are recognised again on the next run. */
export const ruleCategories = { child: 'child_allowance', parental: 'parental_allowance' } as const;

export type Person = { id: string; name: string; birthday?: string | null; child_bonus_end?: string | null };
export type Employment = { personid: string; type: string; enddate?: string | null };
export type BudgetLine = {
  id?: string;
  type: 'in' | 'out';
  name: string;
  category: string;
  amount: number;
  comment?: string | null;
  personid: string;
};

/** Whole years between the birthday and `today` (both dates, local). */
export function ageOn(birthday: string, today: Date): number {
  const born = new Date(birthday);
  let age = today.getFullYear() - born.getFullYear();
  const beforeBirthday =
    today.getMonth() < born.getMonth() ||
    (today.getMonth() === born.getMonth() && today.getDate() < born.getDate());
  if (beforeBirthday) age -= 1;
  return age;
}

const dayStart = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** Under 17, or a child bonus that ends in the future. */
export function childAllowanceDue(person: Person, today: Date): boolean {
  if (person.child_bonus_end && Date.parse(person.child_bonus_end) > dayStart(today)) return true;
  return Boolean(person.birthday) && ageOn(String(person.birthday), today) < budgetConstants.childAgeLimit;
}

/** A FamilyLeave employment that has not ended. */
export function parentalAllowanceDue(personId: string, employments: Employment[], today: Date): boolean {
  return employments.some(
    (employment) =>
      employment.personid === personId &&
      employment.type === 'FamilyLeave' &&
      (!employment.enddate || Date.parse(employment.enddate) >= dayStart(today)),
  );
}

export type RuleChanges = { create: BudgetLine[]; remove: BudgetLine[] };

/**
 * The lines to create and to delete so the rule lines match the people: one child allowance
 * per eligible person, one parental allowance per person on family leave; a rule line whose
 * person no longer qualifies goes. Lines the user wrote are never touched.
 */
export function reconcileRuleLines(options: {
  persons: Person[];
  employments: Employment[];
  lines: BudgetLine[];
  today: Date;
  names: { child: string; parental: string };
}): RuleChanges {
  const { persons, employments, lines, today, names } = options;
  const wanted: BudgetLine[] = [];
  for (const person of persons) {
    if (childAllowanceDue(person, today))
      wanted.push(ruleLine(person, ruleCategories.child, names.child, budgetConstants.childAllowance));
    if (parentalAllowanceDue(person.id, employments, today))
      wanted.push(
        ruleLine(person, ruleCategories.parental, names.parental, budgetConstants.parentalAllowance),
      );
  }
  const key = (line: BudgetLine) => `${line.category}/${line.personid}`;
  const isRule = (line: BudgetLine) => Object.values<string>(ruleCategories).includes(line.category);
  const existing = new Set(lines.filter(isRule).map(key));
  const wantedKeys = new Set(wanted.map(key));
  return {
    create: wanted.filter((line) => !existing.has(key(line))),
    remove: lines.filter((line) => isRule(line) && !wantedKeys.has(key(line))),
  };
}

function ruleLine(person: Person, category: string, name: string, amount: number): BudgetLine {
  return { type: 'in', name, category, amount, personid: person.id };
}

/** Income minus expenses. */
export function budgetDifference(lines: BudgetLine[]): number {
  const sum = lines.reduce(
    (total, line) => total + (line.type === 'in' ? 1 : -1) * (Number(line.amount) || 0),
    0,
  );
  return Math.round(sum * 100) / 100;
}

/** Amounts typed by the user are whole euros (spec 002 section 5: precision 0). */
export function isWholeAmount(value: unknown): boolean {
  return typeof value === 'number' ? Number.isInteger(value) : /^-?\d+$/.test(String(value).trim());
}
