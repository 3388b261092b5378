import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../api/http';
import { confirmEmailChange } from '../api/user-api';
import { Spinner } from '../ui/Spinner';
import { PublicLayout } from './PublicLayout';

type Screen =
  | { kind: 'checking' }
  | { kind: 'done'; email: string }
  | { kind: 'error'; code: string; message: string };

/**
 * /confirm-email?q= (issue 35 item 2): the link mailed to a new sign-in email. Opening it makes
 * the change, once; the page then says which address signs in from now on.
 */
export default function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const secret = params.get('q') ?? '';
  const [screen, setScreen] = useState<Screen>(
    secret ? { kind: 'checking' } : { kind: 'error', code: 'ERR_MAGIC_BROKEN', message: '' },
  );
  const started = useRef(false);

  useEffect(() => {
    if (screen.kind !== 'checking' || started.current) return;
    started.current = true; // a link works once, also under React's double effects
    confirmEmailChange(secret).then(
      (email) => setScreen({ kind: 'done', email }),
      (error: unknown) =>
        setScreen(
          error instanceof ApiError
            ? { kind: 'error', code: error.code, message: error.message }
            : { kind: 'error', code: 'ERR_UNKNOWN', message: String(error) },
        ),
    );
  }, [screen.kind, secret]);

  if (screen.kind === 'checking') {
    return (
      <PublicLayout title={t('confirmEmail.checking')}>
        <Spinner />
      </PublicLayout>
    );
  }
  if (screen.kind === 'done') {
    return (
      <PublicLayout title={t('confirmEmail.done')}>
        <p role="status">{t('confirmEmail.doneText', { email: screen.email })}</p>
        <Link className="button primary" to="/">
          {t('confirmEmail.open')}
        </Link>
      </PublicLayout>
    );
  }
  return (
    <PublicLayout title={t('somethingWentWrong')}>
      <p role="alert">
        <code>{screen.code}</code>
        {screen.message && ` ${screen.message}`}
      </p>
      {screen.code === 'ERR_MAGIC_BROKEN' && <p>{t('confirmEmail.broken')}</p>}
    </PublicLayout>
  );
}
