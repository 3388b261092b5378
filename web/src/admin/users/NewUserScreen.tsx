import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { sendInvite } from '../../api/user-api';
import { executeMultiple, retrieveMultiple } from '../../data/data-api';
import { languages } from '../../i18n/languages';
import { FormMessages } from '../../ui/FormMessages';
import { TextField } from '../../ui/TextField';
import { TitleBar } from '../../ui/TitleBar';
import { showToast } from '../../ui/toasts';
import { useLeaveGuard } from '../../ui/use-leave-guard';
import '../admin.css';
import { failureText } from '../../ui/failure-text';

type Choice = { id: string; name: string | null };

function useChoices(entity: string): Choice[] {
  const [rows, setRows] = useState<Choice[]>([]);
  useEffect(() => {
    void retrieveMultiple<Choice>({
      entity: {
        name: entity,
        attributes: [{ attribute: 'id' }, { attribute: 'name' }],
        filter: { conditions: [{ attribute: 'statecode', operator: 'eq', value: 0 }] },
        orders: [{ attribute: 'name' }],
      },
    })
      .then(setRows)
      .catch(() => setRows([]));
  }, [entity]);
  return rows;
}

function ChoiceList({
  legend,
  choices,
  chosen,
  onChange,
  empty,
}: {
  legend: string;
  choices: Choice[];
  chosen: Set<string>;
  onChange: (chosen: Set<string>) => void;
  empty?: string;
}) {
  return (
    <fieldset className="new-user-roles">
      <legend>{legend}</legend>
      {choices.length === 0 && empty && <p className="muted">{empty}</p>}
      {choices.map((choice) => (
        <label key={choice.id} className="admin-checkbox">
          <input
            type="checkbox"
            checked={chosen.has(choice.id)}
            onChange={(event) => {
              const next = new Set(chosen);
              if (event.target.checked) next.add(choice.id);
              else next.delete(choice.id);
              onChange(next);
            }}
          />
          <span>{choice.name ?? choice.id}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * /{appid}/edit/systemuser/0 (issue 18 item 1): a new user invited in one step. The user, their
 * roles and teams are created in one transaction, then the invite mail (a magic link with
 * reason INVITE) lets them choose a password; the screen then opens the new user's record.
 * Leaving with unsaved input asks first (ui/use-leave-guard.ts).
 */
export default function NewUserScreen() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { appId = '!' } = useParams();
  const roles = useChoices('inu_role');
  const teams = useChoices('team');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState('');
  const [chosenRoles, setChosenRoles] = useState<Set<string>>(new Set());
  const [chosenTeams, setChosenTeams] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const leaving = useRef(false);
  const dirty =
    name.trim() !== '' ||
    email.trim() !== '' ||
    language !== '' ||
    chosenRoles.size > 0 ||
    chosenTeams.size > 0;

  /** Creates and invites the user; open: then show their record (not when leaving elsewhere). */
  const invite = useCallback(
    async (open: boolean): Promise<boolean> => {
      if (!name.trim() || !email.trim()) {
        setError(t('users.nameAndEmailNeeded'));
        return false;
      }
      setBusy(true);
      setError(undefined);
      const id = crypto.randomUUID();
      try {
        await executeMultiple([
          {
            name: 'systemuser',
            operation: 'create',
            object: { id, name: name.trim(), emailaddress: email.trim(), ...(language ? { language } : {}) },
          },
          ...[...chosenRoles].map((roleid) => ({
            name: 'inu_userroles',
            operation: 'create' as const,
            object: { roleid, systemuserid: id },
          })),
          ...[...chosenTeams].map((teamid) => ({
            name: 'systemuser_teams',
            operation: 'create' as const,
            object: { teamid, systemuserid: id },
          })),
        ]);
        await sendInvite(email.trim());
        showToast(t('users.invited', { email: email.trim() }));
        leaving.current = true;
        if (open) navigate(`/${appId}/edit/systemuser/${id}`, { replace: true });
        return true;
      } catch (failure) {
        setError(failureText(failure));
        setBusy(false);
        return false;
      }
    },
    [name, email, language, chosenRoles, chosenTeams, t, navigate, appId],
  );
  // leaving with unsaved input asks first, as the record form does: invite, discard or stay
  const saveOnLeave = useCallback(() => invite(false), [invite]);
  useLeaveGuard({ dirty, save: saveOnLeave, bypass: leaving });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void invite(true);
  };

  return (
    <div className="new-user">
      <TitleBar title={t('users.newUser')} />
      <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
        <p className="muted">{t('users.inviteHint')}</p>
        <TextField label={t('users.name')} name="name" value={name} disabled={busy} onChange={setName} />
        <TextField
          label={t('users.email')}
          name="email"
          type="email"
          autoComplete="off"
          value={email}
          disabled={busy}
          onChange={setEmail}
        />
        <label className="field">
          <span>{t('users.language')}</span>
          <select value={language} disabled={busy} onChange={(event) => setLanguage(event.target.value)}>
            <option value="">-</option>
            {languages.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <ChoiceList
          legend={t('users.roles')}
          choices={roles}
          chosen={chosenRoles}
          onChange={setChosenRoles}
        />
        <ChoiceList
          legend={t('users.teams')}
          choices={teams}
          chosen={chosenTeams}
          onChange={setChosenTeams}
          empty={t('users.noTeams')}
        />
        <FormMessages error={error} />
        <button type="submit" className="button primary" disabled={busy}>
          {t('users.invite')}
        </button>
      </form>
    </div>
  );
}
