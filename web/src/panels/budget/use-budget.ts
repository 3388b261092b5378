import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { isLookupValue, type PanelApi, usePendingLines } from '../panel-api';
import {
  applyRuleChanges,
  type EditLine,
  editableFields,
  fromStored,
  invalidLines,
  type LineType,
  lineOperations,
} from './budget-lines';
import { type BudgetLine, type Employment, type Person, reconcileRuleLines } from './budget-rules';

type StoredLine = Omit<BudgetLine, 'personid'> & {
  id: string;
  versionnumber: unknown;
  modifiedby: unknown;
  personid: { id: string } | string | null;
};

const idOf = (value: unknown) =>
  typeof value === 'string' ? value : ((value as { id?: string } | null)?.id ?? '');

const inIds = (attribute: string, ids: string[]) => ({
  conditions: [{ attribute, operator: 'in' as const, value: ids }],
});

/**
 * The people a budget covers (the person, or a family's members), their lines and
 * employments, read through the data API; the rule lines (budget-rules.ts) are added or
 * marked for deletion as pending writes, so they are saved with the record.
 */
export function useBudget(api: PanelApi) {
  const { t } = useTranslation('panels');
  const key = api.recordId ? ['budget', api.entity, api.recordId] : null;
  const readBudget = async () => {
    const { retrieveAll } = api.data;
    let personIds = [String(api.recordId)];
    if (api.entity === 'fi_family') {
      const members = await retrieveAll({
        entity: {
          name: 'fi_family_member',
          attributes: [{ attribute: 'personid' }],
          filter: { conditions: [{ attribute: 'familyid', operator: 'eq', value: api.recordId }] },
        },
      });
      personIds = [...new Set(members.map((member) => idOf(member.personid)).filter(Boolean))];
    }
    if (personIds.length === 0) return { persons: [], employments: [], lines: [], types: [], modifiers: {} };
    const [persons, employments, lines, types] = await Promise.all([
      retrieveAll<Person>({
        entity: {
          name: 'fi_osoba',
          attributes: ['id', 'name', 'birthday', 'child_bonus_end'].map((attribute) => ({ attribute })),
          filter: inIds('id', personIds),
        },
      }),
      retrieveAll({
        entity: {
          name: 'fi_employment',
          attributes: ['personid', 'type', 'enddate'].map((attribute) => ({ attribute })),
          filter: inIds('personid', personIds),
        },
      }),
      retrieveAll<StoredLine>({
        entity: {
          name: 'fi_budget_line',
          attributes: [
            'id',
            'versionnumber',
            'modifiedby',
            'type',
            'name',
            'category',
            'amount',
            'comment',
            'personid',
          ].map((attribute) => ({
            attribute,
          })),
          filter: inIds('personid', personIds),
          orders: [{ attribute: 'name', descending: false }],
        },
      }),
      // a line's category is picked from these (spec 002 section 3, fi_budget_line_type)
      retrieveAll<LineType>({
        entity: {
          name: 'fi_budget_line_type',
          attributes: ['id', 'name', 'category', 'type'].map((attribute) => ({ attribute })),
          orders: [{ attribute: 'name', descending: false }],
        },
      }),
    ]);
    return {
      persons,
      types,
      modifiers: Object.fromEntries(
        lines.flatMap((line) =>
          isLookupValue(line.modifiedby) && line.modifiedby.label ? [[line.id, line.modifiedby.label]] : [],
        ),
      ) as Record<string, string>,
      employments: employments.map(
        (row): Employment => ({
          personid: idOf(row.personid),
          type: String(row.type ?? ''),
          enddate: (row.enddate as string | null) ?? null,
        }),
      ),
      lines: lines.map((line) =>
        fromStored({
          ...line,
          amount: Number(line.amount),
          personid: idOf(line.personid),
          versionnumber: Number(line.versionnumber),
        }),
      ),
    };
  };
  const loaded = useSWR(key, readBudget);

  const { data, mutate } = loaded;
  // the lines as the user left them live in the form, not here: a tab switch unmounts the panel
  const { lines, setLines } = usePendingLines<EditLine>({
    key: `budget:${api.panel.name}`,
    server: data?.lines,
    // read here, not by SWR's revalidation: that reaches only a mounted panel's hook
    reread: async () => {
      const fresh = await readBudget();
      await mutate(fresh, { revalidate: false });
      return fresh.lines;
    },
    fields: editableFields,
    edited: (line) => line.pending !== null,
    label: (line) => line.name || line.category,
    hasWork: (next) => next.some((line) => line.pending),
    operations: (next) => lineOperations(next),
    problem: (next) => (invalidLines(next).length > 0 ? t('budget.wholeEuros') : null),
    modifierOf: (id) => data?.modifiers[id],
    // the rule lines are pending writes at once: saved with the record even if this tab is left
    initial: (fresh) =>
      data
        ? applyRuleChanges(
            fresh,
            reconcileRuleLines({
              persons: data.persons,
              employments: data.employments,
              lines: fresh.map((line) => ({ ...line, amount: Number(line.amount) })),
              today: new Date(),
              names: { child: t('budget.childAllowance'), parental: t('budget.parentalAllowance') },
            }),
            () => crypto.randomUUID(),
          )
        : fresh,
  });
  return {
    persons: data?.persons ?? [],
    types: data?.types ?? [],
    lines: lines ?? [],
    setLines,
    error: loaded.error,
    ready: Boolean(data),
  };
}
