import '@mantine/core/styles.css';
import './app/global.css';
import './i18n/i18n';
import { registerSW } from 'virtual:pwa-register';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { listenForInstallPrompt } from './lib/install-prompt';

listenForInstallPrompt();
// autoUpdate: a new deployment's worker takes over and the page reloads with the new app.
registerSW({ immediate: true });

const root = document.getElementById('root');
if (!root) throw new Error('#root ontbreekt in index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
