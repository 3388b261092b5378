import type { TFunction } from 'i18next';
import type { FilterSelection, QuickFilterDefinition } from '../../list-views/quick-filter';
import { type FilterOption, sameOption } from './filter-options';

const formatDay = (value: unknown, language: string) => {
  if (typeof value !== 'string' || !value) return '';
  const [year, month, day] = value.split('-').map(Number);
  if (!year || !month || !day) return value;
  return new Date(year, month - 1, day).toLocaleDateString(language);
};

const span = (from: string, to: string) =>
  from && to ? `${from} – ${to}` : from ? `≥ ${from}` : to ? `≤ ${to}` : '';

/** The short text a chip shows after its label: what is chosen, empty when nothing is. */
export function summarizeSelection(
  definition: QuickFilterDefinition,
  selection: FilterSelection | undefined,
  options: readonly FilterOption[],
  t: TFunction<'lists'>,
  language: string,
): string {
  if (!selection) return '';
  switch (definition.type) {
    case 'options': {
      const labels = (selection.values ?? []).map(
        (value) => options.find((option) => sameOption(option.value, value))?.label ?? String(value),
      );
      return labels.length > 2 ? t('filters.selectedCount', { n: labels.length }) : labels.join(', ');
    }
    case 'lookup': {
      const values = (selection.values ?? []) as { label?: string | null }[];
      return values.length > 2
        ? t('filters.selectedCount', { n: values.length })
        : values.map((value) => value.label ?? t('noName')).join(', ');
    }
    case 'owner':
      return selection.option ? t(`owner.${selection.option}`, { defaultValue: selection.option }) : '';
    case 'date':
    case 'daterange':
    case 'day':
    case 'dayrange':
      if (selection.option) return t(`dates.${selection.option}`, { defaultValue: selection.option });
      if (definition.type === 'day') return formatDay(selection.from, language);
      return span(formatDay(selection.from, language), formatDay(selection.to, language));
    case 'age':
    case 'numericrange':
      return span(
        selection.from === undefined ? '' : String(selection.from),
        selection.to === undefined ? '' : String(selection.to),
      );
    case 'number':
      return selection.from === undefined ? '' : String(selection.from);
    case 'text':
      return selection.text ?? '';
    default:
      return '';
  }
}
