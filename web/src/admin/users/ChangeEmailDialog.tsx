import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestEmailChange } from '../../api/user-api';
import { Dialog } from '../../ui/Dialog';
import { FormMessages } from '../../ui/FormMessages';
import { failureText } from '../../ui/failure-text';
import { TextField } from '../../ui/TextField';

/**
 * Change one's own sign-in email (issue 35 item 2): the current password and the new address.
 * Nothing changes until the link mailed to the new address is opened (/confirm-email); the
 * dialog then says where the link went and stays until closed.
 */
export function ChangeEmailDialog({ currentEmail, onClose }: { currentEmail: string; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [busy, setBusy] = useState(false);
  const ready = password !== '' && email.trim() !== '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await requestEmailChange({ password, email: email.trim() });
      setSentTo(email.trim());
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('users.changeEmail')} onClose={onClose} closeOnOutsideClick={false}>
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <p className="form-info">{t('users.changeEmailHint', { email: currentEmail })}</p>
        <TextField
          label={t('users.newEmail')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          disabled={busy || Boolean(sentTo)}
          onChange={setEmail}
        />
        <TextField
          label={t('users.oldPassword')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          disabled={busy || Boolean(sentTo)}
          onChange={setPassword}
        />
        <FormMessages
          error={error}
          success={sentTo ? t('users.emailLinkSent', { email: sentTo }) : undefined}
        />
        <div className="dialog-buttons">
          <button type="button" className="button" onClick={onClose}>
            {sentTo ? t('users.close') : t('users.cancel')}
          </button>
          {!sentTo && (
            <button type="submit" className="button primary" disabled={busy || !ready}>
              {t('users.sendEmailLink')}
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
