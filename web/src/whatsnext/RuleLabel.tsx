import { useTranslation } from 'react-i18next';
import { useShell } from '../context/shell-context';
import { recordPath } from '../fields/lookup/use-app-id';
import { canDo } from '../session/permissions';

/**
 * A What's Next line's rule (its category): for a user who may read the rules, a link that opens
 * the rule's record (inu_nextrule) in a new tab (spec 000 section 2), so the list stays put.
 */
export function RuleLabel({ rule, appId }: { rule: { id: string; label: string }; appId: string }) {
  const { t } = useTranslation('whatsnext');
  const { context } = useShell();
  if (!canDo(context.permDict, 'inu_nextrule', 'read')) return <>{rule.label}</>;
  return (
    <a
      href={recordPath(appId, 'inu_nextrule', rule.id)}
      target="_blank"
      rel="noopener"
      title={t('openRule', { rule: rule.label })}
      onClick={(event) => event.stopPropagation()}
    >
      {rule.label}
    </a>
  );
}
