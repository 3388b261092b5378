import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signUp } from '../../api/auth-api';
import { FormMessages } from '../../ui/FormMessages';
import { ProviderButtons } from '../ProviderButtons';
import { PublicLayout } from '../PublicLayout';
import { emptySignup, formOf, isComplete, SignupFields, type SignupValues } from './SignupFields';
import { signupFailure } from './signup-failure';
import { fetchAndSolvePuzzle } from './solve-puzzle';

type Status =
  | { kind: 'idle' }
  | { kind: 'solving'; progress: number }
  | { kind: 'sending' }
  | { kind: 'error'; message: string }
  | { kind: 'done'; message: string };

/**
 * /signup (spec 000 sections 2, 5, 7): a new organisation. Before the form is sent the browser
 * solves the server's proof-of-work puzzle in a Web Worker, with a progress bar.
 */
export default function SignupPage() {
  const { t } = useTranslation();
  const [values, setValues] = useState<SignupValues>(emptySignup);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const abort = useRef<AbortController | undefined>(undefined);
  const busy = status.kind === 'solving' || status.kind === 'sending' || status.kind === 'done';

  /** Fetches and solves a puzzle; the answer fields the server checks. */
  const solved = async () => {
    abort.current?.abort();
    abort.current = new AbortController();
    setStatus({ kind: 'solving', progress: 0 });
    return fetchAndSolvePuzzle((progress) => setStatus({ kind: 'solving', progress }), abort.current.signal);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isComplete(values) || busy) return;
    if (values.password !== values.confirmation) {
      setStatus({ kind: 'error', message: t('auth.passwordsDoNotMatch') });
      return;
    }
    try {
      const puzzle = await solved();
      setStatus({ kind: 'sending' });
      const done = await signUp({ ...formOf(values), ...puzzle });
      setStatus({ kind: 'done', message: t('signup.created') });
      setTimeout(
        () => window.location.assign(`${done.url}?email=${encodeURIComponent(values.username.trim())}`),
        700,
      );
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      setStatus({ kind: 'error', message: signupFailure(error, t) });
    }
  };

  return (
    <PublicLayout title={t('signup.title')}>
      <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
        <SignupFields values={values} onChange={setValues} disabled={busy} variant="signup" />
        {status.kind === 'solving' && (
          <div className="puzzle-progress">
            <label htmlFor="puzzle-progress">{t('signup.checkingBrowser')}</label>
            <progress id="puzzle-progress" max={1} value={status.progress} />
          </div>
        )}
        <FormMessages
          error={status.kind === 'error' ? status.message : undefined}
          success={status.kind === 'done' ? status.message : undefined}
        />
        <button type="submit" className="button primary" disabled={busy || !isComplete(values)}>
          {t('signup.submit')}
        </button>
        <ProviderButtons
          organization={values.organization}
          disabled={busy || values.organization.trim() === ''}
          onError={(message) => setStatus({ kind: 'error', message })}
          mode={{ kind: 'signup', puzzle: async () => JSON.stringify(await solved()) }}
        />
      </form>
      <p className="public-links">
        <Link to="/login">{t('signup.haveAccount')}</Link>
      </p>
    </PublicLayout>
  );
}
