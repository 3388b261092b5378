import { type TrialTemplate, trialTemplates } from '@strata/api/contract/trial-templates';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dropAccessTokenHere, readAccessToken } from '../../api/access-token';
import { login, requestTrial, type SignupDone } from '../../api/auth-api';
import { FormMessages } from '../../ui/FormMessages';
import { rememberOrganization } from '../organization';
import { PublicLayout } from '../PublicLayout';
import { emptySignup, formOf, isComplete, SignupFields, type SignupValues } from './SignupFields';
import { signupFailure } from './signup-failure';
import { fetchAndSolvePuzzle } from './solve-puzzle';

/** While the server answers WAIT the same form is sent again every 5 s (spec 000 sections 4, 9). */
export const trialPollMs = 5000;

type Status =
  | { kind: 'idle' }
  | { kind: 'solving'; progress: number }
  | { kind: 'waiting' }
  | { kind: 'error'; message: string }
  | { kind: 'done' };

/**
 * Where the new organisation opens: its own sub-domain, signed in already. The session is
 * started here with the password just typed and turned into a one-time hand-over code
 * (POST /api/handover/start, which ends this session), which the sub-domain exchanges for a
 * session of its own (session/handover.ts); the token never goes into an address. Another
 * origin cannot share this tab's nonce, so there the code asks before it replaces a session.
 */
async function openNewOrganization(done: SignupDone, values: SignupValues): Promise<void> {
  const origin = new URL(done.url).origin;
  try {
    const form = formOf(values);
    await login({ organization: done.organization, username: form.username, password: form.password });
    const token = readAccessToken();
    dropAccessTokenHere();
    const code = token ? await handoverCode(token) : undefined;
    if (code) {
      window.location.assign(`${origin}/#handover=${encodeURIComponent(code)}`);
      return;
    }
  } catch {
    // signing in here is a convenience: the login page of the new organisation still works
  }
  window.location.assign(`${done.url}?email=${encodeURIComponent(values.username.trim())}`);
}

async function handoverCode(token: string): Promise<string | undefined> {
  const response = await fetch('/api/handover/start', {
    method: 'POST',
    headers: { 'access-token': token, Accept: 'application/json' },
  });
  if (!response.ok) return undefined;
  return ((await response.json()) as { code?: string }).code;
}

/**
 * /trial (spec 000 sections 2, 4, 5): 'Start me up!' makes a trial organisation. As for sign-up,
 * the browser first solves the server's proof-of-work puzzle (issue 35); every poll re-sends the
 * same answer, which only the first post uses up.
 */
export default function TrialPage() {
  const { t } = useTranslation();
  const [values, setValues] = useState<SignupValues>(emptySignup);
  const [template, setTemplate] = useState<TrialTemplate>(trialTemplates[0]);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const cancelled = useRef(false);
  const abort = useRef<AbortController | undefined>(undefined);
  useEffect(
    () => () => {
      cancelled.current = true;
      abort.current?.abort();
    },
    [],
  );
  const busy = status.kind === 'solving' || status.kind === 'waiting' || status.kind === 'done';

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
      setStatus({ kind: 'error', message: t('auth.passwordsDoNotMatchDot') });
      return;
    }
    try {
      const puzzle = await solved();
      if (cancelled.current) return;
      setStatus({ kind: 'waiting' });
      for (;;) {
        const answer = await requestTrial({ ...formOf(values), template, ...puzzle });
        if (cancelled.current) return;
        if (answer !== 'WAIT') {
          rememberOrganization(answer.organization);
          setStatus({ kind: 'done' });
          setTimeout(() => void openNewOrganization(answer, values), 700);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, trialPollMs));
      }
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      setStatus({ kind: 'error', message: signupFailure(error, t) });
    }
  };

  return (
    <PublicLayout title={t('trial.title')} subtitle={t('trial.subtitle')}>
      <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
        <SignupFields values={values} onChange={setValues} disabled={busy} variant="trial" />
        <label className="field">
          <span>{t('trial.template')}</span>
          <select
            name="template"
            value={template}
            disabled={busy}
            onChange={(event) => setTemplate(event.target.value as TrialTemplate)}
          >
            {trialTemplates.map((name) => (
              <option key={name} value={name}>
                {t(`trial.templates.${name}`)}
              </option>
            ))}
          </select>
        </label>
        {status.kind === 'solving' && (
          <div className="puzzle-progress">
            <label htmlFor="puzzle-progress">{t('signup.checkingBrowser')}</label>
            <progress id="puzzle-progress" max={1} value={status.progress} />
          </div>
        )}
        {status.kind === 'waiting' && (
          <p className="form-info" role="status">
            <span className="spinner small" aria-hidden="true" /> {t('trial.preparing')}
          </p>
        )}
        <FormMessages
          error={status.kind === 'error' ? status.message : undefined}
          success={status.kind === 'done' ? t('trial.created') : undefined}
        />
        <button type="submit" className="button primary" disabled={busy || !isComplete(values)}>
          {t('trial.submit')}
        </button>
      </form>
      <p className="public-links">
        <Link to="/login">{t('signup.haveAccount')}</Link>
      </p>
    </PublicLayout>
  );
}
