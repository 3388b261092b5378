import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateValue } from '../fields/dates/date-format';
import { newRecordPath, recordPath } from '../fields/lookup/use-app-id';
import { RuleLabel } from './RuleLabel';
import type { WhatsNextRow } from './whatsnext-rows';

type Props = {
  rows: readonly WhatsNextRow[];
  appId: string;
  mayCreate: (entity: string) => boolean;
};

/** What's Next under 420 px (spec 001 section 2): one card per line instead of the table. */
export function WhatsNextCards({ rows, appId, mayCreate }: Props) {
  const { t, i18n } = useTranslation('whatsnext');
  return (
    <ul className="wn-cards" aria-label={t('table.caption')}>
      {rows.map((row) => (
        <li key={row.key} className="wn-card">
          <span className="wn-card-category">
            <RuleLabel rule={row.rule} appId={appId} />
          </span>
          {row.kind === 'error' ? (
            <span className="wn-error" role="alert">
              {row.message}
            </span>
          ) : (
            <>
              <Link className="wn-card-title" to={recordPath(appId, row.rule.objectname, row.id)}>
                {row.name || t('noName')}
              </Link>
              <span className="muted">
                {formatDateValue(row.createdon, { dateOnly: false, utc: false }, i18n.language)}
              </span>
              {row.rule.canCreate && mayCreate(row.rule.objectname) && (
                <Link className="button link wn-card-new" to={newRecordPath(appId, row.rule.objectname)}>
                  {t('actions.new')}
                </Link>
              )}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
