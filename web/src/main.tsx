import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './customize-data/register-panels';
import './styles/base.css';
import './styles/controls.css';
import './styles/overlays.css';
import './styles/layout.css';
// document panels (the report_template designer) join the forms' custom-panel registry
import './documents/register-document-panels';
import i18next from 'i18next';
import { borrowAccessToken, readAccessToken } from './api/access-token';
import { installErrorReporting } from './diagnostics/error-reporting';
import { setupI18n } from './i18n/setup-i18n';
import { registerServiceWorker } from './offline/register-service-worker';
import { isPublicPath } from './public/public-paths';
import { exchangeHandover, takeHandoverFromAddress, takePendingHandover } from './session/handover';
import { preloadUserContext } from './session/load-user-context';
import { applyTheme, storedTheme } from './theme/theme';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

applyTheme(storedTheme());
installErrorReporting();
registerServiceWorker();
takeHandoverFromAddress();
const [i18n] = await Promise.all([setupI18n(), borrowAccessToken()]);
// a provider popup's landing page passes its code to the window that opened it, which holds the
// flow's nonce (public/PopupLoginPage.tsx); anywhere else the code is exchanged here, before the
// user context loads, asking first when it would replace this tab's session
const popupLanding = window.location.pathname === '/popupLogin' && window.opener;
const handover = popupLanding ? undefined : takePendingHandover();
if (handover) {
  await i18n.texts;
  const hasSession = readAccessToken() !== undefined;
  await exchangeHandover(handover, (account) =>
    window.confirm(
      i18next.t(hasSession ? 'session.handoverConfirm' : 'session.handoverConfirmSignIn', { account }),
    ),
  );
}
// the user context loads while the texts and the shell's chunk (started on import) load, now
// that this tab's token and language are settled
if (!isPublicPath(window.location.pathname)) preloadUserContext();
await i18n.texts;
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
