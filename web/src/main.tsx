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
import { setupI18n } from './i18n/setup-i18n';
import { registerServiceWorker } from './offline/register-service-worker';
import { isPublicPath } from './public/public-paths';
import { borrowAccessToken } from './session/access-token';
import { adoptTokenFromAddress } from './session/adopt-token';
import { installErrorReporting } from './session/error-reporting';
import { preloadUserContext } from './session/load-user-context';
import { applyTheme, storedTheme } from './theme/theme';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

applyTheme(storedTheme());
installErrorReporting();
registerServiceWorker();
adoptTokenFromAddress();
const [i18n] = await Promise.all([setupI18n(), borrowAccessToken()]);
// the user context loads while the texts and the shell's chunk (started on import) load, now
// that this tab's token and language are settled
if (!isPublicPath(window.location.pathname)) preloadUserContext();
await i18n.texts;
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
