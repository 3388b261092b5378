import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { retrieveAll } from '../../data/retrieve-all';
import { Dialog } from '../../ui/Dialog';
import { FormMessages } from '../../ui/FormMessages';
import { failureText } from '../../ui/failure-text';
import { Spinner } from '../../ui/Spinner';
import { LevelCircle } from '../roles/LevelCircle';
import { type AccessExplanation, explainAccess } from './access-api';

type UserOption = { id: string; name: string | null; emailaddress: string | null };

/**
 * "Why can I (not) see this?" (issue 18 item 2): for a chosen user (oneself first), each
 * operation on this record, allowed or not, with the level, the roles that give it and the
 * ownership rule that decided, as the server's own permission code answers it.
 */
export function ExplainAccessDialog({
  entity,
  recordId,
  userId,
  onClose,
}: {
  entity: string;
  recordId: string;
  userId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const selectId = useId();
  const [users, setUsers] = useState<UserOption[]>();
  const [chosen, setChosen] = useState(userId);
  const [answer, setAnswer] = useState<AccessExplanation>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void retrieveAll<UserOption>({
      entity: {
        name: 'systemuser',
        attributes: [{ attribute: 'id' }, { attribute: 'name' }, { attribute: 'emailaddress' }],
        orders: [{ attribute: 'name' }],
      },
    })
      .then(setUsers)
      .catch((failure: unknown) => setError(failureText(failure)));
  }, []);

  useEffect(() => {
    let current = true;
    setBusy(true);
    setError(undefined);
    explainAccess(entity, recordId, chosen)
      .then((result) => current && setAnswer(result))
      .catch((failure: unknown) => current && setError(failureText(failure)))
      .finally(() => current && setBusy(false));
    return () => {
      current = false;
    };
  }, [entity, recordId, chosen]);

  return (
    <Dialog title={t('explain.title')} onClose={onClose} className="explain-dialog">
      <div className="form">
        <label className="field" htmlFor={selectId}>
          <span>{t('explain.user')}</span>
          <select
            id={selectId}
            aria-label={t('explain.user')}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            {(users ?? []).map((user) => (
              <option key={user.id} value={user.id}>
                {user.name || user.emailaddress || user.id}
              </option>
            ))}
            {!users && <option value={userId}>…</option>}
          </select>
        </label>
        <FormMessages error={error} />
        {busy && !answer && <Spinner />}
        {answer && (
          <section aria-busy={busy}>
            <p>
              {t('explain.roles')}:{' '}
              {answer.roles.length ? answer.roles.map((role) => role.name).join(', ') : t('explain.noRoles')}
            </p>
            {answer.record.ownerId && (
              <p>{t('explain.owner', { name: answer.record.ownerName ?? answer.record.ownerId })}</p>
            )}
            <table className="table explain-table">
              <thead>
                <tr>
                  <th scope="col">{t('explain.operation')}</th>
                  <th scope="col">{t('explain.allowed')}</th>
                  <th scope="col">{t('explain.level')}</th>
                  <th scope="col">{t('explain.decidedBy')}</th>
                </tr>
              </thead>
              <tbody>
                {answer.operations.map((verdict) => (
                  <tr key={verdict.operation} data-allowed={verdict.allowed}>
                    <th scope="row">{t(`roles.${verdict.operation}`)}</th>
                    <td>{verdict.allowed ? t('explain.yes') : t('explain.no')}</td>
                    <td>
                      <LevelCircle level={verdict.level} /> {t(`roles.level${verdict.level}`)}
                    </td>
                    <td>
                      {verdict.roles.length > 0 && <strong>{verdict.roles.join(', ')}: </strong>}
                      {t(`explain.rule.${verdict.rule}`, { field: verdict.ownerField ?? 'ownerid' })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </div>
    </Dialog>
  );
}
