import type { FetchOperator } from '@strata/api/contract/query';
import type { TFunction } from 'i18next';
import type { ValueKind } from './operators';
import type { EditorOperator } from './tree';

const comparisons = new Set<string>(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);

/** An operator as the editor shows it: dates read "is after" where numbers read "is greater than". */
export function operatorLabel(
  t: TFunction<'lists'>,
  operator: EditorOperator | FetchOperator,
  kind: ValueKind | undefined,
): string {
  if ((kind === 'date' || kind === 'datetime') && comparisons.has(operator)) {
    return t(`advancedFind.dateOperators.${operator}`);
  }
  return t(`advancedFind.operators.${operator}`);
}
