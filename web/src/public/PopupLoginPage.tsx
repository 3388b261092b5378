import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { readAccessToken } from '../session/access-token';
import type { PopupLoginMessage } from './ProviderButtons';

/**
 * /popupLogin (spec 000 section 2): where a provider sign-in in a popup ends. It hands the
 * session to the window that opened it (same origin only) and closes.
 */
export default function PopupLoginPage() {
  const { t } = useTranslation();
  useEffect(() => {
    const token = readAccessToken();
    const opener = window.opener as Window | null;
    if (token && opener && !opener.closed) {
      opener.postMessage(
        { type: 'strata:popup-login', token } satisfies PopupLoginMessage,
        window.location.origin,
      );
      window.close();
    }
  }, []);
  return (
    <main className="page-message">
      <p role="status">{t('auth.loginComplete')}</p>
    </main>
  );
}
