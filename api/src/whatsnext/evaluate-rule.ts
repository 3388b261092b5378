import type { WhatsNextRecord, WhatsNextRuleResult } from '../contract/whatsnext.js';
import type { Queryable } from '../db/types.js';
import { isAppError } from '../errors/app-error.js';
import { errorMessage } from '../i18n/error-message.js';
import type { Language } from '../i18n/server-i18n.js';
import { type FetchContext, fetchRecords } from '../query/compile-fetch.js';
import type { NextRule } from './next-rule.js';
import { type RuleQueryOptions, relatedTable, ruleQuery } from './rule-query.js';

export type RuleEvaluation = RuleQueryOptions & { context: FetchContext; language: Language };

/** An entity the tenant has but the user may not read (an unknown one is the rule's error instead). */
function unreadable(context: FetchContext, entity: string | undefined): boolean {
  return !!entity && context.metadata.objects.has(entity) && context.access(entity).kind === 'none';
}

/**
 * One rule's records in one query. A rule over an entity the user cannot read, or whose
 * related table they cannot read, is left out (undefined): its answer would either be an
 * error about rights they know they lack or count rows they cannot see. A rule that names an
 * unknown entity or field (or a status value its field cannot hold) comes back with that
 * error in place, so one broken rule never hides the others.
 */
export async function evaluateRule(
  db: Queryable,
  rule: NextRule,
  evaluation: RuleEvaluation,
): Promise<WhatsNextRuleResult | undefined> {
  const { context } = evaluation;
  const result: WhatsNextRuleResult = {
    id: rule.id,
    name: rule.name,
    label: rule.label?.trim() || rule.name,
    objectname: rule.objectname ?? '',
    canCreate: rule.can_create === true,
    records: [],
  };
  if ([rule.objectname?.trim(), relatedTable(rule)].some((entity) => unreadable(context, entity))) {
    return undefined;
  }
  try {
    const query = ruleQuery(rule, context.metadata, evaluation);
    const rows = await fetchRecords(db, query, context);
    result.records = rows.map(
      (row): WhatsNextRecord => ({
        id: String(row.id),
        name: typeof row.name === 'string' ? row.name : null,
        createdon: typeof row.createdon === 'string' ? row.createdon : null,
      }),
    );
    return result;
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.code === 'ERR_FORBIDDEN') return undefined;
    const params = Object.fromEntries(
      Object.entries(error.params).map(([key, value]) => [key, String(value)]),
    );
    result.error = {
      code: error.code,
      params,
      message: errorMessage(error.code, params, evaluation.language),
    };
    return result;
  }
}
