import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessages } from '../../ui/FormMessages';
import { TextField } from '../../ui/TextField';
import { setWorkingOffline } from '../mode/working-offline';
import type { LastAccount } from './accounts-db';
import { lastOfflineAccount, OfflineUnlockError, unlockOfflineAccount } from './offline-account';
import { keepOfflineSession } from './offline-session';

/**
 * Offline sign-in (issue 27): when the server cannot be reached, the installed app unlocks its
 * offline data with the password of the last online sign-in (its offline hash, spec 000 section
 * 9), for the organisation and email remembered then. Five wrong passwords wipe the data. Shows
 * `fallback` (the page's own "cannot be reached" message) when this device has no offline data.
 */
export function OfflineSignIn({ onSignedIn, fallback }: { onSignedIn: () => void; fallback: string }) {
  const { t } = useTranslation();
  const [last, setLast] = useState<LastAccount | null>();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void lastOfflineAccount()
      .catch(() => undefined)
      .then((account) => {
        setLast(account ?? null);
        setEmail(account?.email ?? '');
      });
  }, []);

  if (last === undefined) return null;
  if (last === null) return <FormMessages error={fallback} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const key = await unlockOfflineAccount(last.organization, email, password);
      await keepOfflineSession({ organization: last.organization, email: email.trim().toLowerCase(), key });
      setWorkingOffline(true);
      onSignedIn();
    } catch (failure) {
      setBusy(false);
      setPassword('');
      if (!(failure instanceof OfflineUnlockError)) setError(String(failure));
      else if (failure.reason === 'wrong-password')
        setError(t('offline.attemptsLeft', { count: failure.attemptsLeft }));
      else if (failure.reason === 'wiped') {
        setError(t('offline.wiped'));
        setLast(null);
      } else setError(t('offline.noAccount'));
    }
  };

  return (
    <form className="public-form" onSubmit={(event) => void submit(event)}>
      <h2>{t('offline.signInTitle')}</h2>
      <p>{t('offline.signInIntro')}</p>
      <p>
        {t('organization')}: <strong>{last.organization}</strong>
      </p>
      <TextField
        label={t('auth.email')}
        name="email"
        type="email"
        value={email}
        onChange={setEmail}
        autoComplete="username"
      />
      <TextField
        label={t('offline.password')}
        name="password"
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
      />
      <FormMessages error={error} />
      <button type="submit" className="button primary" disabled={busy || !email || !password}>
        {t('offline.signIn')}
      </button>
    </form>
  );
}
