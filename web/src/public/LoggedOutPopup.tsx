import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { clearAccessToken } from '../api/access-token';
import { authorizedEvent, unauthorizedEvent } from '../api/http';
import { lazyChunk } from '../chunks/lazy-chunk';
import { loginPathFor } from '../session/return-url';
import { Dialog } from '../ui/Dialog';
import { Spinner } from '../ui/Spinner';

// the sign-in form (with provider buttons and password rules) loads only when a session ends
const LoginForm = lazyChunk(() => import('./LoginForm').then((module) => ({ default: module.LoginForm })));

/**
 * 'You were logged out due to inactivity' (spec 000 sections 2, 4): shown on any 401 (or status
 * text NOT AUTHORIZED, a proxy's too: api/http.ts failedAnswer) while the app is open, with 'Back
 * to Login' and a sign-in form right here, so unsaved work on the page survives. It goes once a
 * call with a session succeeds again.
 */
export function LoggedOutPopup({
  organization,
  email,
  onSignedIn,
}: {
  organization: string;
  email: string;
  onSignedIn: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const show = () => setOpen(true);
    const hide = () => setOpen(false);
    window.addEventListener(unauthorizedEvent, show);
    window.addEventListener(authorizedEvent, hide);
    return () => {
      window.removeEventListener(unauthorizedEvent, show);
      window.removeEventListener(authorizedEvent, hide);
    };
  }, []);

  if (!open) return null;
  return (
    <Dialog title={t('session.loggedOut')} role="alertdialog" className="logged-out" staysOnTop>
      <Suspense fallback={<Spinner />}>
        <LoginForm
          fixedOrganization={organization}
          initialEmail={email}
          onSignedIn={() => {
            setOpen(false);
            onSignedIn();
          }}
          onLinkSent={() => navigate('/magic', { state: { sent: true } })}
        />
      </Suspense>
      <div className="dialog-buttons">
        <button
          type="button"
          className="button"
          onClick={() => {
            clearAccessToken();
            setOpen(false);
            navigate(loginPathFor(location));
          }}
        >
          {t('session.backToLogin')}
        </button>
      </div>
    </Dialog>
  );
}
