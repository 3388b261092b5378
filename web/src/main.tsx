import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/styles.css';
import { setupI18n } from './i18n/setup-i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

await setupI18n();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
