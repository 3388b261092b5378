import type { PanelDefinition } from '@strata/api/contract/views';
import { useTranslation } from 'react-i18next';
import { usePanelApi } from '../panel-api';
import { BudgetList } from './BudgetList';
import { euro } from './budget-export';
import { asBudgetLines, editLine, removeLine } from './budget-lines';
import { budgetDifference } from './budget-rules';
import { useBudget } from './use-budget';
import './budget.css';

/**
 * The budget planner of a person or a family (spec 002 sections 2, 4 and 9): the difference,
 * the monthly income and expense lists with CSV and PDF export, the child and parental
 * allowance lines kept in step by the rules. Line writes wait in the form's pending changes (a
 * tab switch keeps them) and go in the record's transaction (one executemultiple batch).
 */
export function BudgetPanel({ panel }: { panel: PanelDefinition }) {
  const { t } = useTranslation('panels');
  const api = usePanelApi(panel);
  const { persons, types, lines, setLines, error, ready } = useBudget(api);
  const editable = !api.readOnly && api.can('fi_budget_line;2');

  if (!api.recordId) return <p className="panel-message">{t('budget.saveFirst')}</p>;
  if (error) return <p role="alert">{error instanceof Error ? error.message : String(error)}</p>;
  if (!ready) return null;
  if (persons.length === 0) return <p className="panel-message">{t('budget.noPersons')}</p>;

  const difference = budgetDifference(asBudgetLines(lines));
  const subtitle = String(api.values.name ?? '');
  const add = (type: 'in' | 'out') => () =>
    setLines((current) => [
      ...current,
      {
        key: crypto.randomUUID(),
        type,
        name: '',
        category: '',
        amount: 0,
        comment: null,
        personid: persons[0]?.id ?? '',
        pending: 'create',
      },
    ]);
  const common = {
    lines,
    persons,
    types,
    editable,
    subtitle,
    onEdit: (key: string, patch: Parameters<typeof editLine>[2]) =>
      setLines((current) => editLine(current, key, patch)),
    onRemove: (key: string) => setLines((current) => removeLine(current, key)),
  };
  return (
    <div className="budget-panel" data-panel-name={panel.name}>
      <p className="budget-difference">
        {t('budget.difference')}:{' '}
        <strong data-difference={difference} data-negative={difference < 0 || undefined}>
          {euro.format(difference)}
        </strong>
      </p>
      <BudgetList type="in" onAdd={add('in')} {...common} />
      <BudgetList type="out" onAdd={add('out')} {...common} />
    </div>
  );
}
