import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { PanelApi } from '../panel-api';
import { applyRuleChanges, type EditLine, fromStored, type LineType } from './budget-lines';
import { type BudgetLine, type Employment, type Person, reconcileRuleLines } from './budget-rules';

type StoredLine = Omit<BudgetLine, 'personid'> & { id: string; personid: { id: string } | string | null };
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
  const loaded = useSWR(key, async () => {
    const { retrieveMultiple } = api.data;
    let personIds = [String(api.recordId)];
    if (api.entity === 'fi_family') {
      const members = await retrieveMultiple({
        entity: {
          name: 'fi_family_member',
          attributes: [{ attribute: 'personid' }],
          filter: { conditions: [{ attribute: 'familyid', operator: 'eq', value: api.recordId }] },
        },
        count: 200,
      });
      personIds = [...new Set(members.map((member) => idOf(member.personid)).filter(Boolean))];
    }
    if (personIds.length === 0) return { persons: [], employments: [], lines: [], types: [] };
    const [persons, employments, lines, types] = await Promise.all([
      retrieveMultiple<Person>({
        entity: {
          name: 'fi_osoba',
          attributes: ['id', 'name', 'birthday', 'child_bonus_end'].map((attribute) => ({ attribute })),
          filter: inIds('id', personIds),
        },
        count: 200,
      }),
      retrieveMultiple({
        entity: {
          name: 'fi_employment',
          attributes: ['personid', 'type', 'enddate'].map((attribute) => ({ attribute })),
          filter: inIds('personid', personIds),
        },
        count: 500,
      }),
      retrieveMultiple<StoredLine>({
        entity: {
          name: 'fi_budget_line',
          attributes: ['id', 'type', 'name', 'category', 'amount', 'comment', 'personid'].map(
            (attribute) => ({
              attribute,
            }),
          ),
          filter: inIds('personid', personIds),
          orders: [{ attribute: 'name', descending: false }],
        },
        count: 1000,
      }),
      // a line's category is picked from these (spec 002 section 3, fi_budget_line_type)
      retrieveMultiple<LineType>({
        entity: {
          name: 'fi_budget_line_type',
          attributes: ['id', 'name', 'category', 'type'].map((attribute) => ({ attribute })),
          orders: [{ attribute: 'name', descending: false }],
        },
        count: 500,
      }),
    ]);
    return {
      persons,
      types,
      employments: employments.map(
        (row): Employment => ({
          personid: idOf(row.personid),
          type: String(row.type ?? ''),
          enddate: (row.enddate as string | null) ?? null,
        }),
      ),
      lines: lines.map((line) =>
        fromStored({ ...line, amount: Number(line.amount), personid: idOf(line.personid) }),
      ),
    };
  });

  const [lines, setLines] = useState<EditLine[]>([]);
  const { data } = loaded;
  useEffect(() => {
    if (!data) return;
    const changes = reconcileRuleLines({
      persons: data.persons,
      employments: data.employments,
      lines: data.lines.map((line) => ({ ...line, amount: Number(line.amount) })),
      today: new Date(),
      names: { child: t('budget.childAllowance'), parental: t('budget.parentalAllowance') },
    });
    setLines(applyRuleChanges(data.lines, changes, () => crypto.randomUUID()));
  }, [data, t]);

  const pending = lines.some((line) => line.pending);
  const { setPending } = api;
  useEffect(() => setPending(pending), [pending, setPending]);
  const reload = useCallback(async () => {
    setPending(false);
    await loaded.mutate();
  }, [loaded, setPending]);

  return {
    persons: data?.persons ?? [],
    types: data?.types ?? [],
    lines,
    setLines,
    error: loaded.error,
    ready: Boolean(data),
    reload,
  };
}
