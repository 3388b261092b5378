import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDeviceLanguage } from '../i18n/use-device-language';
import { OfflineSignIn } from '../offline/accounts/OfflineSignIn';
import { offlineFeaturesOn } from '../offline/offline-features';
import { enterApp } from '../session/enter-app';
import { FormMessages } from '../ui/FormMessages';
import { Spinner } from '../ui/Spinner';
import { LoginForm } from './LoginForm';
import { usePageOrganization } from './organization';
import { PublicLayout } from './PublicLayout';

/** /login (spec 000 section 2): the organisation field hides when the address names it. */
export default function LoginPage() {
  const { t } = useTranslation();
  useDeviceLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const organization = usePageOrganization();
  const returnUrl = params.get('returnUrl');

  if (organization.state === 'loading') return <Spinner />;
  if (organization.state === 'error') {
    return (
      <PublicLayout title={t('auth.signInTitle')}>
        {/* no connection: the installed app signs in offline (issue 27) */}
        {organization.error.status === 0 && offlineFeaturesOn() ? (
          <OfflineSignIn
            fallback={organization.error.message}
            onSignedIn={() => enterApp(navigate, returnUrl)}
          />
        ) : (
          <FormMessages error={organization.error.message} />
        )}
      </PublicLayout>
    );
  }
  return (
    <PublicLayout
      title={t('auth.signInTitle')}
      {...(organization.state === 'fixed' ? { subtitle: organization.displayName } : {})}
    >
      <LoginForm
        {...(organization.state === 'fixed' ? { fixedOrganization: organization.name } : {})}
        initialEmail={params.get('email') ?? ''}
        onSignedIn={() => enterApp(navigate, returnUrl)}
        onLinkSent={() => navigate('/magic', { state: { sent: true } })}
      />
      <p className="public-links">
        <Link to="/signup">{t('auth.createOrganization')}</Link> ·{' '}
        <Link to="/trial">{t('auth.startTrial')}</Link>
      </p>
    </PublicLayout>
  );
}
