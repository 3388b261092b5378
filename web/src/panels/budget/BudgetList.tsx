import { FileDown, FileText, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { budgetTable, downloadBudgetCsv, downloadBudgetPdf, euro } from './budget-export';
import {
  type EditLine,
  type LineType,
  pickLineType,
  refusedAmount,
  typeChoices,
  visibleLines,
} from './budget-lines';
import type { Person } from './budget-rules';
import { isWholeAmount } from './budget-rules';

/** One of the two monthly lists (income or expenses) with its CSV and PDF export. */
export function BudgetList(props: {
  type: 'in' | 'out';
  lines: EditLine[];
  persons: Person[];
  /** fi_budget_line_type rows: a line's category is one of them. */
  types: LineType[];
  editable: boolean;
  subtitle: string;
  onAdd: () => void;
  onEdit: (key: string, patch: Partial<EditLine>) => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation('panels');
  const title = t(props.type === 'in' ? 'budget.income' : 'budget.expenses');
  const lines = visibleLines(props.lines).filter((line) => line.type === props.type);
  const personName = (id: string) => props.persons.find((person) => person.id === id)?.name ?? '';
  const typeName = (category: string | null) =>
    props.types.find((lineType) => lineType.category === category)?.name ?? category ?? '';
  const labels = {
    header: [
      t('budget.name'),
      t('budget.category'),
      t('budget.person'),
      t('budget.amount'),
      t('budget.comment'),
    ],
    total: t('budget.total'),
    title,
    subtitle: props.subtitle,
    file: title,
  };
  const table = () =>
    budgetTable(
      lines.map((line) => ({
        name: line.name,
        category: typeName(line.category),
        person: personName(line.personid),
        amount: Number(line.amount) || 0,
        comment: line.comment ?? '',
      })),
      labels,
    );
  const sum = lines.reduce((total, line) => total + (Number(line.amount) || 0), 0);
  return (
    <section className="budget-list" data-type={props.type} aria-label={title}>
      <header>
        <h3>
          {title}: <span data-sum={props.type}>{euro.format(sum)}</span>
        </h3>
        <button type="button" onClick={() => downloadBudgetCsv(table(), labels.file)}>
          <FileText size={14} aria-hidden="true" /> CSV
        </button>
        <button type="button" onClick={() => void downloadBudgetPdf(table(), labels)}>
          <FileDown size={14} aria-hidden="true" /> PDF
        </button>
        {props.editable && (
          <button type="button" onClick={props.onAdd}>
            <Plus size={14} aria-hidden="true" /> {t('budget.add')}
          </button>
        )}
      </header>
      <table className="budget-table">
        <thead>
          <tr>
            {labels.header.map((label) => (
              <th key={label}>{label}</th>
            ))}
            <th>
              <span className="visually-hidden">{t('journey.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const refused = refusedAmount(line);
            return (
              <tr key={line.key} data-pending={line.pending ?? undefined} data-category={line.category}>
                <td>
                  <input
                    aria-label={t('budget.name')}
                    disabled={!props.editable}
                    value={line.name}
                    onChange={(event) => props.onEdit(line.key, { name: event.target.value })}
                  />
                </td>
                <td>
                  <select
                    aria-label={t('budget.category')}
                    disabled={!props.editable}
                    value={line.category ?? ''}
                    onChange={(event) =>
                      props.onEdit(line.key, pickLineType(line, props.types, event.target.value))
                    }
                  >
                    <option value="">{t('budget.noCategory')}</option>
                    {typeChoices(props.types, props.type, line.category).map((lineType) => (
                      <option key={lineType.id} value={lineType.category}>
                        {lineType.name}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <select
                    aria-label={t('budget.person')}
                    disabled={!props.editable}
                    value={line.personid}
                    onChange={(event) => props.onEdit(line.key, { personid: event.target.value })}
                  >
                    {props.persons.map((person) => (
                      <option key={person.id} value={person.id}>
                        {person.name}
                      </option>
                    ))}
                  </select>
                </td>
                <td className="number">
                  <input
                    inputMode="numeric"
                    aria-label={t('budget.amount')}
                    aria-invalid={refused || undefined}
                    disabled={!props.editable}
                    value={String(line.amount)}
                    onChange={(event) => {
                      const text = event.target.value.trim();
                      props.onEdit(line.key, { amount: isWholeAmount(text) ? Number(text) : text });
                    }}
                  />
                  {refused && (
                    <span className="budget-invalid" role="alert">
                      {t('budget.wholeEuros')}
                    </span>
                  )}
                </td>
                <td>
                  <input
                    aria-label={t('budget.comment')}
                    disabled={!props.editable}
                    value={line.comment ?? ''}
                    onChange={(event) => props.onEdit(line.key, { comment: event.target.value })}
                  />
                </td>
                <td>
                  {props.editable && (
                    <button
                      type="button"
                      className="icon-button"
                      title={t('budget.remove')}
                      onClick={() => props.onRemove(line.key)}
                    >
                      <Trash2 size={14} aria-label={t('budget.remove')} />
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
