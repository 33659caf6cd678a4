import './font/inter.css';
import './app/mantine-styles.css';
import './app/global.css';
import './app/reflow.css';
import './i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './lib/register-service-worker';

registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('#root ontbreekt in index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
