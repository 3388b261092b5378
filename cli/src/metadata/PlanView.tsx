import { errorMessage } from '@strata/api/i18n/error-message';
import type { MetadataChange } from '@strata/api/metadata-code/diff-metadata';
import type { MetadataPlan, ShownStep } from '@strata/api/metadata-code/metadata-as-code';
import { Box, Text } from 'ink';

const actionColor = { create: 'green', update: 'yellow', delete: 'red' } as const;
const actionSign = { create: '+', update: '~', delete: '-' } as const;

/** Changes listed on a line at most; translations name their texts, by the hundred. */
const shownChanges = 6;

function listed(changes: string[]): string {
  if (changes.length <= shownChanges) return changes.join(', ');
  return `${changes.slice(0, shownChanges - 1).join(', ')} and ${changes.length - shownChanges + 1} more`;
}

/** `+ field account.revenue (type: String -> Integer)`: one line per change. */
export function ChangeLine({ change }: { change: MetadataChange }) {
  return (
    <Text>
      <Text color={actionColor[change.action]}>
        {actionSign[change.action]} {change.area} {change.key}
      </Text>
      {change.changes?.length ? <Text dimColor> ({listed(change.changes)})</Text> : null}
      {change.destructive ? <Text color="red"> [destructive]</Text> : null}
    </Text>
  );
}

/** Indented detail lines under a change; long SQL wraps inside the indent. */
function Detail({ color, dim, children }: { color?: string; dim?: boolean; children: string }) {
  return (
    <Box marginLeft={4}>
      <Text color={color} dimColor={dim === true} wrap="wrap">
        {children}
      </Text>
    </Box>
  );
}

function StepView({ step, showSql }: { step: ShownStep; showSql: boolean }) {
  return (
    <Box flexDirection="column">
      <ChangeLine change={step} />
      {step.error ? (
        <Detail color="red">{`refused: ${errorMessage(step.error.code, step.error.params ?? {}, 'en')}`}</Detail>
      ) : null}
      {step.checks.map((check) => (
        <Detail key={check.description} color={check.failingRows > 0 ? 'red' : 'gray'}>
          {`check: ${check.description}: ${check.failingRows === 0 ? 'no row fails' : `${check.failingRows} row(s) fail`}`}
        </Detail>
      ))}
      {step.loses?.rows !== undefined ? (
        <Detail color="red">{`loses ${step.loses.rows} record(s) (archived 30 days)`}</Detail>
      ) : null}
      {step.loses?.values !== undefined ? (
        <Detail color="red">{`loses ${step.loses.values} value(s) (archived 30 days)`}</Detail>
      ) : null}
      {showSql
        ? step.statements
            .filter((statement) => !statement.refuseIfAnyRow)
            .map((statement, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: statements are shown in their order
              <Detail key={index} dim>{`${statement.sql.replace(/\s+/g, ' ').trim()};`}</Detail>
            ))
        : null}
    </Box>
  );
}

/** A plan: each change with its SQL and data checks, then a summary line. */
export function PlanView({ plan, showSql = true }: { plan: MetadataPlan; showSql?: boolean }) {
  const { summary } = plan;
  if (plan.steps.length === 0) return <Text color="green">{plan.organization}: nothing to change.</Text>;
  return (
    <Box flexDirection="column">
      {plan.steps.map((step) => (
        <StepView key={`${step.action}:${step.area}:${step.key}`} step={step} showSql={showSql} />
      ))}
      <Text bold>
        {plan.organization}: {summary.create} to create, {summary.update} to update, {summary.delete} to
        delete
        {summary.destructive ? `, ${summary.destructive} destructive` : ''}
        {summary.refused ? `, ${summary.refused} refused` : ''}.
      </Text>
    </Box>
  );
}
