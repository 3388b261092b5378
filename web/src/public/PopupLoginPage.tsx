import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { exchangeHandover, takePendingHandover } from '../session/handover';
import type { PopupLoginMessage } from './ProviderButtons';

/**
 * /popupLogin (spec 000 section 2): where a provider sign-in in a popup ends. It hands the
 * hand-over code to the window that opened it (same origin only), which holds the flow's nonce
 * and exchanges it, and closes. Opened without an opener, it exchanges the code itself.
 */
export default function PopupLoginPage() {
  const { t } = useTranslation();
  useEffect(() => {
    const code = takePendingHandover();
    const opener = window.opener as Window | null;
    if (!code) return;
    if (opener && !opener.closed) {
      opener.postMessage(
        { type: 'strata:popup-login', code } satisfies PopupLoginMessage,
        window.location.origin,
      );
      window.close();
    } else void exchangeHandover(code, () => false);
  }, []);
  return (
    <main className="page-message">
      <p role="status">{t('auth.loginComplete')}</p>
    </main>
  );
}
