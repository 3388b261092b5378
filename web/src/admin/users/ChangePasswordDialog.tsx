import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../api/user-api';
import { useShell } from '../../context/shell-context';
import { keepOfflineSignIn } from '../../offline/accounts/keep-offline-sign-in';
import { Dialog } from '../../ui/Dialog';
import { FormMessages } from '../../ui/FormMessages';
import { failureText } from '../../ui/failure-text';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { TextField } from '../../ui/TextField';

/** How long 'Password Changed' stays before the dialog closes (spec 000 section 7). */
const closeAfterMs = 700;

/**
 * The change-password dialog (spec 000 section 5): the old password when changing one's own,
 * new password and confirmation both non-empty and equal (else nothing is sent; a mismatch
 * says 'Passwords do not match.'). An administrator setting another user's may require a
 * change at the next sign-in. Failure shows the server's text, else the translated 'Error', in red.
 */
export function ChangePasswordDialog({
  userId,
  self,
  onClose,
}: {
  userId: string;
  self: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { context } = useShell();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mustChange, setMustChange] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => close.current(), closeAfterMs);
    return () => clearTimeout(timer);
  }, [done]);

  const ready = password !== '' && confirmation !== '' && (!self || oldPassword !== '');
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    if (password !== confirmation) {
      setError(t('users.passwordsDoNotMatch'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const answer = await changePassword(
        self ? { oldPassword, newPassword: password } : { userId, newPassword: password, mustChange },
      );
      // issue 27: the offline cache (and its unsynced changes) is locked with the new password now
      if (self && context.user.email)
        await keepOfflineSignIn(context.orgName, context.user.email, password, oldPassword);
      setDone(answer || t('users.passwordChanged'));
    } catch (failure) {
      setError(failureText(failure));
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('users.changePassword')} onClose={onClose} closeOnOutsideClick={false}>
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        {self && (
          <TextField
            label={t('users.oldPassword')}
            name="oldPassword"
            type="password"
            autoComplete="current-password"
            value={oldPassword}
            disabled={busy}
            onChange={setOldPassword}
          />
        )}
        <NewPasswordFields
          labels={{ password: t('users.newPassword'), confirmation: t('users.confirmPassword') }}
          password={password}
          confirmation={confirmation}
          disabled={busy}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
        />
        {!self && (
          <label className="admin-checkbox">
            <input
              type="checkbox"
              checked={mustChange}
              disabled={busy}
              onChange={(event) => setMustChange(event.target.checked)}
            />
            <span>{t('users.requireChange')}</span>
          </label>
        )}
        <FormMessages error={error} success={done} />
        <div className="dialog-buttons">
          <button type="button" className="button" onClick={onClose}>
            {t('users.cancel')}
          </button>
          <button type="submit" className="button primary" disabled={busy || !ready || Boolean(done)}>
            {t('users.savePassword')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
