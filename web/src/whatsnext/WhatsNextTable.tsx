import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDateValue } from '../fields/dates/date-format';
import { newRecordPath, recordPath } from '../fields/lookup/use-app-id';
import { RuleLabel } from './RuleLabel';
import type { WhatsNextRow } from './whatsnext-rows';

type Props = {
  rows: readonly WhatsNextRow[];
  appId: string;
  mayCreate: (entity: string) => boolean;
};

/** The What's Next table: Category, Name, Created On, Action (spec 001 section 2). */
export function WhatsNextTable({ rows, appId, mayCreate }: Props) {
  const { t, i18n } = useTranslation('whatsnext');
  const navigate = useNavigate();
  return (
    <div className="table-scroll">
      <table className="table wn-table">
        <caption className="visually-hidden">{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.category')}</th>
            <th scope="col">{t('table.name')}</th>
            <th scope="col">{t('table.createdOn')}</th>
            <th scope="col">{t('table.action')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const category = (
              <td className="wn-category">
                <RuleLabel rule={row.rule} appId={appId} />
              </td>
            );
            if (row.kind === 'error') {
              return (
                <tr key={row.key} className="wn-error-row">
                  {category}
                  <td colSpan={3} className="wn-error" role="alert">
                    {row.message}
                  </td>
                </tr>
              );
            }
            const open = recordPath(appId, row.rule.objectname, row.id);
            return (
              <tr key={row.key} className="wn-row" onClick={() => navigate(open)}>
                {category}
                <td>
                  {/* the link is what the keyboard reaches; the row's click is for the mouse */}
                  <Link to={open} onClick={(event) => event.stopPropagation()}>
                    {row.name || t('noName')}
                  </Link>
                </td>
                <td className="wn-date">
                  {formatDateValue(row.createdon, { dateOnly: false, utc: false }, i18n.language)}
                </td>
                <td>
                  <div className="wn-actions">
                    <Link className="button link" to={open} onClick={(event) => event.stopPropagation()}>
                      {t('actions.open')}
                    </Link>
                    {row.rule.canCreate && mayCreate(row.rule.objectname) && (
                      <Link
                        className="button link"
                        to={newRecordPath(appId, row.rule.objectname)}
                        onClick={(event) => event.stopPropagation()}
                      >
                        {t('actions.new')}
                      </Link>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
