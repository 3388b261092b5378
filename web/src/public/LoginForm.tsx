import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseNewPassword, login, requestMagicLink } from '../api/auth-api';
import { ApiError } from '../api/http';
import { keepOfflineSignIn } from '../offline/accounts/keep-offline-sign-in';
import { useLastEmail } from '../offline/accounts/use-last-email';
import { FormMessages } from '../ui/FormMessages';
import { TextField } from '../ui/TextField';
import { ChoosePasswordForm } from './ChoosePasswordForm';
import { lastOrganization, rememberOrganization } from './organization';
import { organizationTarget } from './organization-target';
import { ProviderButtons } from './ProviderButtons';

type Status =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'error'; message: string }
  | { kind: 'success'; message: string };

type Props = {
  /** The organisation from the sub-domain or ?org=; the field is hidden then. */
  fixedOrganization?: string;
  initialEmail?: string;
  /** Called after a sign-in (password or provider) succeeded. */
  onSignedIn: () => void;
  /** Called after a magic link or forgotten-password mail was requested. */
  onLinkSent: (organization: string, email: string) => void;
};

/**
 * The sign-in form (spec 000 sections 2, 4, 5), used by /login, the re-login popup and the
 * profile popup. Sign in needs organisation, email and password; the magic-link and
 * forgotten-password buttons need organisation and email; provider buttons the organisation.
 */
export function LoginForm({ fixedOrganization, initialEmail, onSignedIn, onLinkSent }: Props) {
  const { t } = useTranslation();
  const [organization, setOrganization] = useState(fixedOrganization ?? lastOrganization());
  const [email, setEmail] = useState(initialEmail ?? '');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [mustChange, setMustChange] = useState(false);
  // the remembered email arrives from IndexedDB: it never overwrites what the user typed meanwhile
  const fillEmail = useCallback((last: string) => setEmail((typed) => (typed === '' ? last : typed)), []);
  useLastEmail(fixedOrganization ?? organization, fillEmail, !initialEmail);

  const org = (fixedOrganization ?? organization).trim();
  const busy = status.kind === 'busy' || status.kind === 'success';
  // development builds only: `host#org` in the organisation field targets another server
  const target =
    fixedOrganization === undefined
      ? organizationTarget(organization, {
          development: import.meta.env.DEV,
          protocol: window.location.protocol,
          email: email.trim(),
        })
      : null;
  const canSignIn =
    (target?.kind === 'elsewhere' || (org !== '' && email.trim() !== '' && password !== '')) && !busy;
  const canMail = org !== '' && email.trim() !== '' && !busy;

  const fail = (error: unknown) =>
    setStatus({ kind: 'error', message: error instanceof Error ? error.message : String(error) });

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSignIn) return;
    if (target?.kind === 'elsewhere') {
      window.location.assign(target.url);
      return;
    }
    setStatus({ kind: 'busy' });
    try {
      await login({ organization: org, username: email.trim(), password });
      rememberOrganization(org);
      await keepOfflineSignIn(org, email.trim(), password);
      setStatus({ kind: 'success', message: t('auth.welcomeBack') });
      // spec 000 section 4: 'Welcome back!', then on after 700 ms
      setTimeout(onSignedIn, 700);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ERR_MUST_CHANGE_PWD') {
        // the password was right but must be replaced first
        setStatus({ kind: 'idle' });
        setMustChange(true);
        return;
      }
      fail(error);
    }
  };

  const sendLink = async (reason: 'LOGIN' | 'USER_FORGOT') => {
    if (!canMail) return;
    setStatus({ kind: 'busy' });
    try {
      const answer = await requestMagicLink({
        organization: org,
        username: email.trim(),
        ...(reason === 'USER_FORGOT' ? { reason } : {}),
      });
      rememberOrganization(org);
      setStatus({ kind: 'idle' });
      if (answer.code === 'OK_CHECK_EMAIL') onLinkSent(org, email.trim());
    } catch (error) {
      fail(error);
    }
  };

  if (mustChange) {
    return (
      <>
        <p className="form-info">{t('auth.mustChangePassword')}</p>
        <ChoosePasswordForm
          submit={async (newPassword) => {
            const answer = await chooseNewPassword({
              organization: org,
              username: email.trim(),
              password,
              newPassword,
            });
            // the cache's unsynced changes stay: the old password still opens its key
            await keepOfflineSignIn(org, email.trim(), newPassword, password);
            return answer;
          }}
          onDone={onSignedIn}
        />
      </>
    );
  }

  return (
    <form className="form" onSubmit={signIn} noValidate aria-busy={busy}>
      {fixedOrganization === undefined && (
        <TextField
          label={t('organization')}
          name="organization"
          autoComplete="organization"
          value={organization}
          disabled={busy}
          onChange={setOrganization}
        />
      )}
      <TextField
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="username"
        value={email}
        disabled={busy}
        onChange={setEmail}
      />
      <TextField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        disabled={busy}
        onChange={setPassword}
      />
      <FormMessages
        error={status.kind === 'error' ? status.message : undefined}
        success={status.kind === 'success' ? status.message : undefined}
      />
      <button type="submit" className="button primary" disabled={!canSignIn}>
        {status.kind === 'busy' && <span className="spinner small" aria-hidden="true" />}
        {t('auth.signIn')}
      </button>
      <div className="form-row">
        <button type="button" className="button" disabled={!canMail} onClick={() => void sendLink('LOGIN')}>
          {t('auth.sendMagicLink')}
        </button>
        <button
          type="button"
          className="button link"
          disabled={!canMail}
          onClick={() => void sendLink('USER_FORGOT')}
        >
          {t('auth.forgotPassword')}
        </button>
      </div>
      <ProviderButtons
        organization={org}
        disabled={org === '' || busy}
        onError={(message) => setStatus({ kind: 'error', message })}
        mode={{ kind: 'signin', onSignedIn }}
      />
    </form>
  );
}
