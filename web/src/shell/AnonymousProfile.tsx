import { LogIn } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { lazyChunk } from '../chunks/lazy-chunk';
import { Dialog } from '../ui/Dialog';
import { Spinner } from '../ui/Spinner';

// the sign-in form loads only when an anonymous visitor opens the profile popup
const LoginForm = lazyChunk(() =>
  import('../public/LoginForm').then((module) => ({ default: module.LoginForm })),
);

/**
 * The profile popup of the fixed anonymous user (spec 000 sections 2, 6): instead of the
 * profile menu, the login form of this organisation. Signing in replaces the anonymous
 * session, and the page starts again as the signed-in user.
 */
export function AnonymousProfile({ organization }: { organization: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="avatar"
        aria-label={t('profile.signIn')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <LogIn size={16} aria-hidden="true" />
      </button>
      {open && (
        <Dialog title={t('profile.signIn')} onClose={() => setOpen(false)} closeOnOutsideClick={false}>
          <Suspense fallback={<Spinner />}>
            <LoginForm
              fixedOrganization={organization}
              initialEmail=""
              onSignedIn={() => window.location.reload()}
              onLinkSent={() => navigate('/magic', { state: { sent: true } })}
            />
          </Suspense>
        </Dialog>
      )}
    </>
  );
}
