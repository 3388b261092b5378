import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { chooseNewPassword, type MagicReason, redeemMagicLink, requestMagicLink } from '../api/auth-api';
import { ApiError } from '../api/http';
import { enterApp } from '../session/enter-app';
import { Spinner } from '../ui/Spinner';
import { ChoosePasswordForm } from './ChoosePasswordForm';
import { PublicLayout } from './PublicLayout';

/** Info and error screens move on by themselves after 10 s (spec 000 section 9). */
export const autoRedirectMs = 10_000;

type Screen =
  | { kind: 'checking' }
  | { kind: 'sent' }
  | { kind: 'expired'; reason: string }
  | { kind: 'password'; reason: string }
  | { kind: 'signedIn' }
  | { kind: 'error'; code: string; message: string };

function screenFor(error: unknown, reason: string): Screen {
  if (!(error instanceof ApiError)) return { kind: 'error', code: 'ERR_UNKNOWN', message: String(error) };
  const linkReason = typeof error.details?.reason === 'string' ? error.details.reason : reason;
  if (error.code === 'ERR_MAGIC_TIMEOUT') return { kind: 'expired', reason: linkReason };
  if (error.code === 'ERR_MUST_CHANGE_PWD') return { kind: 'password', reason: linkReason };
  return { kind: 'error', code: error.code, message: error.message };
}

/**
 * /magic?o=&u=&q=&reason=&ret= (spec 000 sections 2, 4 and 8): uses a magic link, and shows
 * what the server's answer calls for: signed in, choose a password, link expired, or an error.
 * Reached without a secret after "Send Magic Link", it says the link was sent.
 */
export default function MagicPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const organization = params.get('o') ?? undefined;
  const username = params.get('u') ?? '';
  const secret = params.get('q') ?? '';
  const reason = (params.get('reason') ?? 'LOGIN') as MagicReason;
  const ret = params.get('ret');
  const sentBefore = (location.state as { sent?: boolean } | null)?.sent === true;
  const [screen, setScreen] = useState<Screen>(
    sentBefore
      ? { kind: 'sent' }
      : secret
        ? { kind: 'checking' }
        : { kind: 'error', code: 'ERR_MAGIC_BROKEN', message: '' },
  );
  const started = useRef(false);

  useEffect(() => {
    if (screen.kind !== 'checking' || started.current) return;
    started.current = true; // a link is used once, also under React's double effects
    redeemMagicLink({ ...(organization ? { organization } : {}), username, secret }).then(
      (answer) => {
        setScreen({ kind: 'signedIn' });
        enterApp(navigate, answer.ret ?? ret);
      },
      (error: unknown) => setScreen(screenFor(error, reason)),
    );
  }, [screen.kind, organization, username, secret, reason, ret, navigate]);

  useEffect(() => {
    if (screen.kind !== 'sent' && screen.kind !== 'error') return;
    const timer = setTimeout(() => navigate(screen.kind === 'sent' ? '/' : '/login'), autoRedirectMs);
    return () => clearTimeout(timer);
  }, [screen.kind, navigate]);

  const sendNewLink = async () => {
    try {
      await requestMagicLink({
        ...(organization ? { organization } : {}),
        username,
        ...(screen.kind === 'expired' && screen.reason !== 'LOGIN'
          ? { reason: screen.reason as MagicReason }
          : {}),
        ...(ret ? { ret } : {}),
      });
      setScreen({ kind: 'sent' });
    } catch (error) {
      setScreen(screenFor(error, reason));
    }
  };

  switch (screen.kind) {
    case 'checking':
    case 'signedIn':
      return (
        <PublicLayout title={t('magic.signingIn')}>
          <Spinner />
        </PublicLayout>
      );
    case 'sent':
      return (
        <PublicLayout title={t('magic.linkSent')}>
          <p role="status">{t('magic.checkEmail')}</p>
        </PublicLayout>
      );
    case 'expired':
      return (
        <PublicLayout
          title={screen.reason === 'INVITE' ? t('magic.inviteExpired') : t('magic.signInExpired')}
        >
          <p>{t('magic.validFor')}</p>
          <button type="button" className="button primary" onClick={() => void sendNewLink()}>
            {t('magic.sendNew')}
          </button>
        </PublicLayout>
      );
    case 'password':
      return (
        <PublicLayout title={t(`magic.password.${passwordVariant(screen.reason)}.title`)}>
          <p>{t(`magic.password.${passwordVariant(screen.reason)}.text`, { email: username })}</p>
          <ChoosePasswordForm
            submit={(newPassword) =>
              chooseNewPassword({
                ...(organization ? { organization } : {}),
                username,
                password: secret,
                newPassword,
              })
            }
            onDone={() => enterApp(navigate, ret)}
          />
        </PublicLayout>
      );
    case 'error':
      return (
        <PublicLayout title={t('somethingWentWrong')}>
          <p role="alert">
            <code>{screen.code}</code>
            {screen.message && ` ${screen.message}`}
          </p>
          {screen.code === 'ERR_MAGIC_BROKEN' && <p>{t('magic.broken')}</p>}
          <p>{t('contactSupport')}</p>
        </PublicLayout>
      );
  }
}

/** Invite, forgotten password and administrator-requested change each have their own words. */
function passwordVariant(reason: string): 'invite' | 'forgot' | 'adminChange' | 'choose' {
  if (reason === 'INVITE') return 'invite';
  if (reason === 'USER_FORGOT') return 'forgot';
  if (reason === 'ADMIN_CHANGE') return 'adminChange';
  return 'choose';
}
