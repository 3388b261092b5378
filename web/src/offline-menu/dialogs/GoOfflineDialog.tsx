import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../context/shell-context';
import { useViews } from '../../metadata/views';
import { hasOfflineSession } from '../../offline/accounts/offline-session';
import { passwordForOffline } from '../../offline/accounts/password-for-offline';
import { defaultTakeCap, maxTakeCap, type TakeChoice, type TakeScope } from '../../offline/take/take-query';
import { Dialog } from '../../ui/Dialog';
import { FormMessages } from '../../ui/FormMessages';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { AddTakenEntity } from './AddTakenEntity';
import { offlineDialog } from './offline-dialogs';

type Row = TakeChoice & { label: string; selected: boolean };

/** The entities of the current app's home menu (issue 27's default choice). */
function useHomeEntities(): { entity: string; label: string }[] {
  const { app, context } = useShell();
  return useMemo(() => {
    const seen = new Set<string>();
    return (app?.home ?? []).flatMap((item) => {
      const object = item.kind === 'entity' && item.name ? context.metaDict[item.name] : undefined;
      if (!object || seen.has(object.logicalName)) return [];
      seen.add(object.logicalName);
      return [{ entity: object.logicalName, label: object.displayNamePlural || object.displayName }];
    });
  }, [app, context]);
}

function ViewPicker({ row, onChange }: { row: Row; onChange: (viewId: string) => void }) {
  const { t } = useTranslation();
  const { views } = useViews(row.entity, 'view');
  return (
    <select
      aria-label={t('offline.view')}
      value={row.viewId ?? ''}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="" />
      {(views ?? []).map((view) => (
        <option key={view.id} value={view.id}>
          {view.label ?? view.name}
        </option>
      ))}
    </select>
  );
}

/**
 * Go Offline (issue 27): per entity of the app's home menu (and any other readable one the user
 * adds), whether to take it and which
 * records (mine or modified in the last 30 days by default, mine, my team's, a saved view), at
 * most how many. Without an unlocked offline key (a sign-in by magic link or provider), the
 * dialog says why a password is needed and asks for it once (checked by the server like a
 * sign-in), or lets a user who has none choose one.
 */
export function GoOfflineDialog() {
  const { t } = useTranslation();
  const { context } = useShell();
  const entities = useHomeEntities();
  const [rows, setRows] = useState<Row[]>(() =>
    entities.map((item) => ({ ...item, scope: 'recent', cap: defaultTakeCap, selected: true })),
  );
  const [password, setPassword] = useState('');
  const [firstPassword, setFirstPassword] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const hintId = useId();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const needsPassword = !hasOfflineSession();
  const close = () => offlineDialog.set({ kind: 'none' });
  const change = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = rows.filter((row) => row.selected);
    if (!chosen.length) {
      setError(t('offline.nothingChosen'));
      return;
    }
    if (needsPassword && firstPassword && password !== confirmation) {
      setError(t('auth.passwordsDoNotMatchDot'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      if (needsPassword) {
        await passwordForOffline(context.orgName, context.user.email ?? '', {
          kind: firstPassword ? 'first' : 'existing',
          password,
        });
      }
      offlineDialog.set({
        kind: 'sync',
        choices: chosen.map(({ entity, scope, viewId, cap }) => ({ entity, scope, viewId, cap })),
      });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={t('offline.chooseTitle')}
      onClose={close}
      closeOnOutsideClick={false}
      className="offline-dialog"
    >
      <form onSubmit={(event) => void submit(event)}>
        <p>{t('offline.chooseIntro')}</p>
        <table className="offline-choices">
          <thead>
            <tr>
              <th scope="col">{t('offline.entity')}</th>
              <th scope="col">{t('offline.what')}</th>
              <th scope="col">{t('offline.cap')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.entity}>
                <td>
                  <label>
                    <input
                      type="checkbox"
                      checked={row.selected}
                      onChange={(event) => change(index, { selected: event.target.checked })}
                    />{' '}
                    {row.label}
                  </label>
                </td>
                <td>
                  <select
                    aria-label={t('offline.what')}
                    value={row.scope}
                    disabled={!row.selected}
                    onChange={(event) => change(index, { scope: event.target.value as TakeScope })}
                  >
                    <option value="recent">{t('offline.scopeRecent')}</option>
                    <option value="mine">{t('offline.scopeMine')}</option>
                    <option value="team">{t('offline.scopeTeam')}</option>
                    <option value="view">{t('offline.scopeView')}</option>
                  </select>
                  {row.scope === 'view' && (
                    <ViewPicker row={row} onChange={(viewId) => change(index, { viewId })} />
                  )}
                </td>
                <td>
                  <input
                    type="number"
                    aria-label={t('offline.cap')}
                    min={1}
                    max={maxTakeCap}
                    value={row.cap}
                    disabled={!row.selected}
                    onChange={(event) =>
                      change(index, {
                        cap: Math.min(maxTakeCap, Math.max(1, Number(event.target.value) || 1)),
                      })
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <AddTakenEntity
          taken={rows.map((row) => row.entity)}
          onAdd={(added) =>
            setRows((current) => [
              ...current,
              { ...added, scope: 'recent', cap: defaultTakeCap, selected: true },
            ])
          }
        />
        {needsPassword && (
          <fieldset className="offline-password">
            <legend>{t('offline.password')}</legend>
            <p>{t('offline.passwordWhy')}</p>
            <label className="offline-first-password">
              <input
                type="checkbox"
                checked={firstPassword}
                onChange={(event) => setFirstPassword(event.target.checked)}
              />{' '}
              {t('offline.noPasswordYet')}
            </label>
            {firstPassword ? (
              <NewPasswordFields
                labels={{ password: t('auth.newPassword'), confirmation: t('auth.confirmPassword') }}
                password={password}
                confirmation={confirmation}
                disabled={busy}
                onPassword={setPassword}
                onConfirmation={setConfirmation}
              />
            ) : (
              <>
                <label className="field">
                  <span>{t('offline.password')}</span>
                  <input
                    type="password"
                    required
                    autoComplete="current-password"
                    aria-describedby={hintId}
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                  />
                </label>
                <small id={hintId}>{t('offline.passwordNeeded')}</small>
              </>
            )}
          </fieldset>
        )}
        {error && <FormMessages error={error} />}
        <div className="dialog-buttons">
          <button type="button" className="button" onClick={close}>
            {t('ui.cancel')}
          </button>
          <button type="submit" className="button primary" disabled={busy}>
            {t('offline.take')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
