import type { WhatsNextResponse, WhatsNextRuleResult } from '@strata/api/contract/whatsnext';

/** One line of the What's Next table: a record a rule found, or a rule's error in place. */
export type WhatsNextRow =
  | {
      kind: 'record';
      key: string;
      rule: WhatsNextRuleResult;
      id: string;
      name: string;
      createdon: string | null;
    }
  | { kind: 'error'; key: string; rule: WhatsNextRuleResult; message: string };

/** The table's lines, rule by rule in the server's order (by rule name), each rule's newest first. */
export function whatsNextRows(rules: readonly WhatsNextRuleResult[]): WhatsNextRow[] {
  return rules.flatMap((rule): WhatsNextRow[] => {
    if (rule.error) return [{ kind: 'error', key: `${rule.id}:error`, rule, message: rule.error.message }];
    return rule.records.map((record) => ({
      kind: 'record',
      key: `${rule.id}:${record.id}`,
      rule,
      id: record.id,
      name: record.name ?? '',
      createdon: record.createdon,
    }));
  });
}

/**
 * The object the toolbar's New opens (spec 001 section 2): the first rule that allows creating
 * and whose entity the user may create.
 */
export function firstCreatable(
  response: Pick<WhatsNextResponse, 'rules'> | undefined,
  mayCreate: (entity: string) => boolean,
): string | undefined {
  return response?.rules.find((rule) => rule.canCreate && !rule.error && mayCreate(rule.objectname))
    ?.objectname;
}
