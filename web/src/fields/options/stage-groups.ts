import type { FieldOption } from './option-list';

export type StageGroup = { label: string; options: FieldOption[] };

/**
 * Stages of a stage field. Options whose labels share the text before ' - ' form one stage
 * ("Closed - Won", "Closed - Lost" are the stage "Closed" with two values; the button then asks
 * which). Groups keep the order of their first option.
 */
export function groupStages(options: FieldOption[]): StageGroup[] {
  const groups: StageGroup[] = [];
  for (const option of options) {
    const separator = option.label.indexOf(' - ');
    const label = separator > 0 ? option.label.slice(0, separator) : option.label;
    const group = groups.find((candidate) => candidate.label === label);
    if (group) group.options.push(option);
    else groups.push({ label, options: [option] });
  }
  return groups;
}

/** The text of a value inside its stage's menu: the part after ' - ', or the whole label. */
export function stageChoiceLabel(option: FieldOption): string {
  const separator = option.label.indexOf(' - ');
  return separator > 0 ? option.label.slice(separator + 3) : option.label;
}
