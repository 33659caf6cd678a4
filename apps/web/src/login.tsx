// The same stylesheets, in the same order, as the app's entry (src/main.tsx).
import './font/inter.css';
import './app/mantine-styles.css';
import './app/global.css';
import './app/reflow.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginApp } from './app/login-app';
import { listenForInstallPrompt } from './lib/install-prompt';
import { registerServiceWorker } from './lib/register-service-worker';

/**
 * The entry of /login (apps/web/login.html): the first screen of nearly every phone and kiosk,
 * a page of its own so that it loads React and Mantine but not the rest of the app
 * (docs/ARCHITECTURE.md, "What the browser loads"). The installed app opens here (start_url), so
 * it registers the service worker, as the app's entry does.
 */
listenForInstallPrompt();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('#root ontbreekt in login.html');

createRoot(root).render(
  <StrictMode>
    <LoginApp />
  </StrictMode>,
);
