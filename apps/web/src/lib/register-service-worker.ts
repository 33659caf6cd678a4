/**
 * Registers the service worker (/sw.js: vite-plugin-pwa's precache of the app shell) once the
 * page has loaded, so that its download of the whole app does not compete with the first screen
 * for a phone's bandwidth. This is the plugin's own plain registration; its workbox-window
 * helper would cost the first screen another request and 6 KB for events this app does not use.
 *
 * Over plain HTTP on the restaurant's LAN there is no secure context and so no service worker:
 * then nothing happens and the app works straight from the server.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener(
    'load',
    () => {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
        // Offline use is a bonus; the app itself works without it.
        console.warn('Service worker niet geregistreerd', error);
      });
    },
    { once: true },
  );
}
